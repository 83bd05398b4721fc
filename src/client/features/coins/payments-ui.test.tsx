/**
 * What the store shows of the server's payment decisions (docs/decisions/100): the notice when
 * payments are simulated, buying disabled without a provider, and "Desistir da compra" or the
 * reason it is gone — the client only displays what the server decided.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pt } from '#shared/messages/pt.ts';
import type { CoinOrder, LedgerEntry, PaymentsConfig, Withdrawal } from '#shared/schemas/coins.ts';
import { paymentsConfigQueryKey } from './api/query-keys.ts';
import { PackageList } from './package-list.tsx';
import { PurchaseWithdrawal } from './purchase-withdrawal.tsx';
import { ReturnedOrderAlert } from './returned-order-alert.tsx';

const texts = pt.coinsUi;

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

const packages = [
  { id: '1', name: 'Bilhete de Canoa', amount: 3, price: 1490, price_with_discount: 1490, discount: 0 },
];

describe('the packages and the payments notice', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let config: PaymentsConfig;
  beforeEach(() => {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const data = path === '/api/v1/payments/config' ? config : packages;
      return new Response(JSON.stringify({ success: true, data }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('says plainly that sandbox payments are simulated, and sells', async () => {
    config = { provider: 'sandbox', simulated: true, buying_enabled: true, seller: null };
    render(wrap(<PackageList />));
    expect(await screen.findByText(texts.simulatedNotice)).toBeTruthy();
    const buy = await screen.findByRole('button', { name: /Comprar/ });
    expect(buy.hasAttribute('disabled')).toBe(false);
  });

  it('shows the packages with buying disabled and why, when no provider is configured', async () => {
    config = { provider: null, simulated: false, buying_enabled: false, seller: null };
    render(wrap(<PackageList />));
    expect(await screen.findByText(texts.buyingDisabled)).toBeTruthy();
    const button = await screen.findByRole('button', { name: new RegExp(texts.buyDisabled) });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Bilhete de Canoa' })).toBeTruthy();
    expect(screen.queryByText(texts.simulatedNotice)).toBeNull();
  });

  it('says nothing extra for a real provider', async () => {
    config = { provider: 'stripe', simulated: false, buying_enabled: true, seller: null };
    render(wrap(<PackageList />));
    await screen.findByRole('button', { name: /Comprar/ });
    expect(screen.queryByText(texts.simulatedNotice)).toBeNull();
    expect(screen.queryByText(texts.buyingDisabled)).toBeNull();
  });
});

describe('"Desistir da compra"', () => {
  let config: PaymentsConfig = { provider: 'stripe', simulated: false, buying_enabled: true, seller: null };
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: config }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  const purchase: LedgerEntry = {
    id: '7',
    amount: 3,
    kind: 'purchase',
    reason: 'package_purchase',
    voyage_id: null,
    voyage_title: null,
    order_id: '0b6f1d8e-4c1a-4f5e-9d0a-2f6f5a1b9c3d',
    package_name: 'Bilhete de Canoa',
    balance_after: 6,
    note: null,
    created_at: '2026-11-25T12:00:00.000Z',
    withdrawal: null,
  };
  const withdrawal = (overrides: Partial<Withdrawal>): Withdrawal => ({
    eligible: true,
    reason: null,
    deadline: '2026-12-02T12:00:00.000Z',
    price: 1490,
    ...overrides,
  });

  it('is offered with its deadline while the server says so', () => {
    render(wrap(<PurchaseWithdrawal entry={purchase} withdrawal={withdrawal({})} />));
    const button = screen.getByRole('button', { name: texts.withdrawal.action });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/Você pode desistir desta compra até 2 de dezembro de 2026/)).toBeTruthy();
  });

  it('promises the money back from a real provider, and none from the simulated one', async () => {
    config = { provider: 'stripe', simulated: false, buying_enabled: true, seller: null };
    const real = render(wrap(<PurchaseWithdrawal entry={purchase} withdrawal={withdrawal({})} />));
    fireEvent.click(screen.getByRole('button', { name: texts.withdrawal.action }));
    await screen.findByText(/os R\$\s14,90 pagos são estornados/);
    real.unmount();

    config = { provider: 'sandbox', simulated: true, buying_enabled: true, seller: null };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PurchaseWithdrawal entry={purchase} withdrawal={withdrawal({})} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryData(paymentsConfigQueryKey)).toBeDefined());
    fireEvent.click(screen.getByRole('button', { name: texts.withdrawal.action }));
    await screen.findByText(texts.withdrawal.dialogBodySimulated(3));
    expect(screen.queryByText(/estornad/)).toBeNull();
  });

  it.each([
    ['expired', texts.withdrawal.refusals.expired],
    ['spent', texts.withdrawal.refusals.spent],
    ['refunded', texts.withdrawal.refusals.refunded],
  ] as const)('is gone when %s, and the reason is shown', (reason, text) => {
    render(
      wrap(<PurchaseWithdrawal entry={purchase} withdrawal={withdrawal({ eligible: false, reason })} />),
    );
    expect(screen.queryByRole('button', { name: texts.withdrawal.action })).toBeNull();
    expect(screen.getByText(text)).toBeTruthy();
  });
});

describe('the order the buyer came back from', () => {
  afterEach(cleanup);

  const order: CoinOrder = {
    id: '0b6f1d8e-4c1a-4f5e-9d0a-2f6f5a1b9c3d',
    status: 'pending',
    package_id: '1',
    package_name: 'Bilhete de Canoa',
    amount: 3,
    price: 1490,
    provider: 'stripe',
    created_at: '2026-11-25T12:00:00.000Z',
    paid_at: null,
    cancelled_at: null,
    awaiting_settlement: false,
    refund: null,
  };

  it('says a Pix payment waits for the bank, and a plain pending one is being processed', () => {
    const { unmount } = render(
      <ReturnedOrderAlert status="pending" order={{ ...order, awaiting_settlement: true }} />,
    );
    expect(screen.getByRole('status').textContent).toBe(texts.paymentPix);
    unmount();
    render(<ReturnedOrderAlert status="pending" order={order} />);
    expect(screen.getByRole('status').textContent).toBe(texts.paymentPending);
  });

  it('says when the order was refunded', () => {
    render(
      <ReturnedOrderAlert
        status="paid"
        order={{
          ...order,
          status: 'paid',
          refund: {
            state: 'refunded',
            kind: 'withdrawal',
            requested_at: null,
            refunded_at: null,
            refunded_passagens: 3,
          },
        }}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(texts.paymentRefunded);
  });
});

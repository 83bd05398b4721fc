/**
 * The coin package form (docs/architecture/admin.md): the price is typed the Brazilian way, leaves as
 * centavos, and a refused field says why beside itself and takes the focus.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminUi } from '#shared/messages/pt-admin.ts';
import { AdminPackagesSection } from './admin-packages-section.tsx';

const texts = adminUi.packages;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the coin package form', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body));
        return json(201, { success: true, data: { id: '9', price_with_discount: body.price, ...body } });
      }
      return json(200, { success: true, data: [] });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  function openNewPackage() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <AdminPackagesSection />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: texts.create }));
    return screen.getByRole('form', { name: texts.newTitle });
  }

  it('sends "12,90" as 1290 centavos, with the final price shown as it is typed', async () => {
    openNewPackage();
    fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Pacote Rio' } });
    fireEvent.change(screen.getByLabelText(texts.amount), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText(texts.price), { target: { value: '12,90' } });
    fireEvent.change(screen.getByLabelText(texts.discount), { target: { value: '10' } });
    expect(screen.getByText(texts.finalPrice('R$ 11,61'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(screen.queryByRole('form', { name: texts.newTitle })).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Pacote Rio',
      amount: 5,
      price: 1290,
      discount: 10,
      is_active: true,
    });
  });

  it('refuses a price that is not one, beside the field, and sends nothing', async () => {
    openNewPackage();
    fireEvent.change(screen.getByLabelText(texts.name), { target: { value: 'Pacote Rio' } });
    fireEvent.change(screen.getByLabelText(texts.amount), { target: { value: '5' } });
    const price = screen.getByLabelText(texts.price);
    fireEvent.change(price, { target: { value: '12,999' } });
    fireEvent.click(screen.getByRole('button', { name: texts.save }));

    await waitFor(() => expect(price.getAttribute('aria-invalid')).toBe('true'));
    const messageId = price
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('-erro'));
    expect(document.getElementById(String(messageId))?.textContent).toBe(
      adminUi.validation.packagePriceInvalid,
    );
    expect(document.activeElement).toBe(price);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

import Ticket from 'lucide-react/icons/ticket';
import type { ReactNode } from 'react';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { passagemLabel } from '#shared/format/passagem-label.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';

const texts = coinsUi;

/** The traveller's balance of passagens (it moves at once when a paid voyage starts). */
export function BalanceCard({ action }: { action?: ReactNode }) {
  const info = useUserInfo();
  const { user } = useAuth();
  const balance = info.data?.coins ?? user?.coins;
  return (
    <section
      aria-labelledby="saldo-de-passagens"
      className="flex flex-col gap-4 rounded-2xl bg-linear-to-br from-rio-800 to-rio-950 p-6 text-white shadow-md sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-terra-400 text-rio-950">
          <Ticket aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h2 id="saldo-de-passagens" className="text-sm font-semibold tracking-wide text-rio-100 uppercase">
            {texts.balanceTitle}
          </h2>
          <p className="font-display text-4xl" aria-live="polite" aria-busy={balance === undefined}>
            {balance === undefined ? (
              <span className="inline-block h-9 w-24 animate-pulse rounded bg-rio-700" />
            ) : (
              <>
                <span data-testid="saldo-de-passagens">{balance}</span>{' '}
                <span className="text-2xl">{passagemLabel(balance)}</span>
              </>
            )}
          </p>
          <p className="mt-1 max-w-md text-sm text-rio-100">{texts.balanceLead}</p>
        </div>
      </div>
      {action}
    </section>
  );
}

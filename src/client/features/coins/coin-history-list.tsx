import ArrowDownLeft from 'lucide-react/icons/arrow-down-left';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { formatPassagens, passagemLabel } from '#shared/format/passagem-label.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import type { LedgerEntry } from '#shared/schemas/coins.ts';
import { useCoinHistory } from './api/coin-history.ts';
import { PurchaseWithdrawal } from './purchase-withdrawal.tsx';

const texts = coinsUi;
const dateFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** What a movement was, in words: 'Boas-vindas a bordo', 'Embarque: O Silêncio do Igapó'… */
export function describeEntry(entry: LedgerEntry): string {
  const reasons: Record<string, string> = texts.reasons;
  const base = reasons[entry.reason] ?? texts.kinds[entry.kind];
  const detail = entry.voyage_title ?? entry.package_name ?? entry.note;
  return detail ? `${base}: ${detail}` : base;
}

function signed(amount: number) {
  return `${amount > 0 ? '+' : '−'}${Math.abs(amount)}`;
}

/** The movements of passagens, newest first. */
export function CoinHistoryList() {
  const history = useCoinHistory();

  if (history.isPending) {
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">{ptPublic.generic.loading}</span>
        {['a', 'b', 'c'].map((key) => (
          <div key={key} aria-hidden="true" className="h-16 animate-pulse rounded-xl bg-stone-200" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-2xl border border-terra-200 bg-terra-50 p-6"
      >
        <p className="text-stone-800">{texts.historyLoadFailure}</p>
        <button type="button" className={buttonStyles.solid} onClick={() => history.refetch()}>
          {ptPublic.generic.tryAgain}
        </button>
      </div>
    );
  }
  if (history.data.entries.length === 0) {
    return (
      <p className="rounded-2xl border border-rio-100 bg-white p-6 text-stone-700">{texts.historyEmpty}</p>
    );
  }
  return (
    <ol className="divide-y divide-stone-200 overflow-hidden rounded-2xl bg-white shadow-md shadow-rio-950/10 ring-1 ring-rio-900/10">
      {history.data.entries.map((entry) => {
        const credit = entry.amount > 0;
        const Icon = credit ? ArrowDownLeft : ArrowUpRight;
        return (
          <li
            key={entry.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 sm:px-5"
            data-testid="coin-history-entry"
          >
            <span
              className={`inline-flex size-10 shrink-0 items-center justify-center rounded-full ${credit ? 'bg-rio-100 text-rio-800' : 'bg-terra-100 text-terra-800'}`}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-stone-900">{describeEntry(entry)}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={entry.created_at}>{dateFormat.format(new Date(entry.created_at))}</time>
                <span aria-hidden="true"> · </span>
                {texts.historyBalance}: {formatPassagens(entry.balance_after)}
              </p>
            </div>
            <p className={`shrink-0 text-right ${credit ? 'text-rio-800' : 'text-terra-800'}`}>
              <span className="block text-lg font-bold">{signed(entry.amount)}</span>
              <span className="block text-xs font-semibold">{passagemLabel(Math.abs(entry.amount))}</span>
            </p>
            {entry.withdrawal && (
              // Under the description, across the row: room for the button on a phone.
              <div className="basis-full pl-13">
                <PurchaseWithdrawal entry={entry} withdrawal={entry.withdrawal} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

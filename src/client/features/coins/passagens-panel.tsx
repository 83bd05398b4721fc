import Store from 'lucide-react/icons/store';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { coinsUi } from '#shared/messages/pt-coins.ts';
import { paths } from '#shared/paths.ts';
import { BalanceCard } from './balance-card.tsx';
import { CoinHistoryList } from './coin-history-list.tsx';
import { PackageList } from './package-list.tsx';

const texts = coinsUi;

/** The dashboard's passagens tab: balance, packages and the history of movements. */
export function PassagensPanel() {
  return (
    <div className="grid gap-10">
      <BalanceCard
        action={
          <Link to={paths.coinStore} className={`${buttonStyles.primary} shrink-0`}>
            <Store aria-hidden="true" className="size-5" />
            {texts.goToStore}
          </Link>
        }
      />
      <section aria-labelledby="pacotes-de-passagens" className="grid gap-4">
        <h2 id="pacotes-de-passagens" className="font-display text-2xl text-rio-900">
          {texts.packagesTitle}
        </h2>
        <PackageList />
      </section>
      <section aria-labelledby="historico-de-passagens" className="grid gap-4">
        <h2 id="historico-de-passagens" className="font-display text-2xl text-rio-900">
          {texts.historyTitle}
        </h2>
        <CoinHistoryList />
      </section>
    </div>
  );
}

import ShipWheel from 'lucide-react/icons/ship-wheel';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { HOME_FLOATING_BUTTON_SCROLL_PX } from '#shared/constants.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';

/**
 * SPEC §2.1: after 300 px of scroll on the home page, 'INICIAR VIAGEM' floats bottom-right.
 * Prerendered hidden; the public pages' island shows it past `data-reveal-after` (decision 110).
 */
export function FloatingStartButton() {
  return (
    <a
      href={paths.login}
      hidden
      data-reveal-after={HOME_FLOATING_BUTTON_SCROLL_PX}
      data-testid="floating-start-button"
      className={`${buttonStyles.primary} fixed right-4 bottom-4 z-40 shadow-lg shadow-rio-950/25 transition-[opacity,translate] duration-300 starting:translate-y-4 starting:opacity-0 sm:right-6 sm:bottom-6`}
    >
      <ShipWheel aria-hidden="true" className="size-5" />
      {pt.nav.startJourney}
    </a>
  );
}

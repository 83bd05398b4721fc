import ShipWheel from 'lucide-react/icons/ship-wheel';
import { Link } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { HOME_FLOATING_BUTTON_SCROLL_PX } from '#shared/constants.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

/** SPEC §2.1: after 300 px of scroll on the home page, 'INICIAR VIAGEM' floats bottom-right. */
export function FloatingStartButton() {
  const visible = useScrolledPast(HOME_FLOATING_BUTTON_SCROLL_PX);
  if (!visible) return null;
  return (
    <Link
      to={paths.login}
      data-testid="floating-start-button"
      className={`${buttonStyles.primary} fixed right-4 bottom-4 z-40 shadow-lg shadow-rio-950/25 transition-[opacity,translate] duration-300 starting:translate-y-4 starting:opacity-0 sm:right-6 sm:bottom-6`}
    >
      <ShipWheel aria-hidden="true" className="size-5" />
      {pt.nav.startJourney}
    </Link>
  );
}

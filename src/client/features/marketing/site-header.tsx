import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { HEADER_STYLE_SCROLL_PX } from '#shared/constants.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { headerNavItems } from './nav-items.ts';
import { useScrolledPast } from './use-scrolled-past.ts';

const MOBILE_MENU_ID = 'menu-movel';

const desktopLinkClass =
  'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-rio-900 transition-colors hover:text-terra-700 aria-[current=page]:text-terra-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 lg:px-3 lg:text-base';

const mobileLinkClass =
  'block rounded-lg px-4 py-3 text-lg font-medium text-rio-900 hover:bg-rio-50 aria-[current=page]:bg-rio-100 aria-[current=page]:font-semibold';

/** Three bars that turn into an X (drawn in CSS: no icon chunk on every public page). */
function MenuIcon({ open }: { open: boolean }) {
  const bar = 'absolute left-0 h-0.5 w-6 rounded-full bg-current transition-transform duration-200';
  return (
    <span aria-hidden="true" className="relative block h-4 w-6">
      <span className={`${bar} top-0 ${open ? 'translate-y-[7px] rotate-45' : ''}`} />
      <span className={`${bar} top-[7px] ${open ? 'scale-x-0' : ''}`} />
      <span className={`${bar} top-[14px] ${open ? '-translate-y-[7px] -rotate-45' : ''}`} />
    </span>
  );
}

/** SPEC §2.1: the fixed top bar. Transparent at the top of the page, solid after 10 px of scroll. */
export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_STYLE_SCROLL_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Navigating closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each route change on purpose.
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    panelRef.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;

  return (
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${
        solid ? 'bg-papel shadow-md shadow-rio-950/10' : 'bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <BrandMark compactOnTablet />

        <nav aria-label={pt.nav.mainMenu} className="hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {headerNavItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === paths.home}
                  prefetch="intent"
                  className={desktopLinkClass}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">
          <Link to={paths.login} className={`${buttonStyles.primary} px-4 text-sm whitespace-nowrap lg:px-6`}>
            {pt.nav.startJourney}
          </Link>
        </div>

        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-rio-900 hover:bg-rio-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen ? pt.nav.closeMenu : pt.nav.openMenu}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>

      <div
        ref={panelRef}
        id={MOBILE_MENU_ID}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-rio-100 bg-papel px-5 pt-3 pb-6 shadow-lg md:hidden"
      >
        <nav aria-label={pt.nav.mainMenu}>
          <ul className="flex flex-col gap-1">
            {headerNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} className={mobileLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link to={paths.login} className={`${buttonStyles.primary} mt-4 w-full`}>
          {pt.nav.startJourney}
        </Link>
      </div>
    </header>
  );
}

import { NavLink } from 'react-router';
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { headerNavItems } from './nav-items.ts';

const MOBILE_MENU_ID = 'menu-movel';

const desktopLinkClass =
  'rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-rio-900 transition-colors hover:text-terra-700 aria-[current=page]:text-terra-700 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8 lg:px-3 lg:text-base';

const mobileLinkClass =
  'block rounded-lg px-4 py-3 text-lg font-medium text-rio-900 hover:bg-rio-50 aria-[current=page]:bg-rio-100 aria-[current=page]:font-semibold';

/** Three bars that turn into an X with the toggle's `aria-expanded` (CSS only: no icon, no script). */
function MenuIcon() {
  const bar = 'absolute left-0 h-0.5 w-6 rounded-full bg-current transition-transform duration-200';
  return (
    <span aria-hidden="true" className="relative block h-4 w-6">
      <span className={`${bar} top-0 group-aria-expanded:translate-y-[7px] group-aria-expanded:rotate-45`} />
      <span className={`${bar} top-[7px] group-aria-expanded:scale-x-0`} />
      <span
        className={`${bar} top-[14px] group-aria-expanded:-translate-y-[7px] group-aria-expanded:-rotate-45`}
      />
    </span>
  );
}

/**
 * SPEC §2.1: the fixed top bar. Transparent at the top of the page, solid after 10 px of scroll or
 * while the menu is open. Prerendered as it stands at the top; `enhanceSiteHeader` (plain
 * TypeScript, decision 110) adds the scroll style and the mobile menu. Its links load whole documents: the pages behind
 * them are not the router's to draw.
 */
export function SiteHeader() {
  return (
    <header
      data-site-header=""
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-50 bg-transparent transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-papel data-[scrolled=true]:shadow-md data-[scrolled=true]:shadow-rio-950/10 has-[[aria-expanded=true]]:bg-papel has-[[aria-expanded=true]]:shadow-md has-[[aria-expanded=true]]:shadow-rio-950/10"
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
                  reloadDocument
                  className={desktopLinkClass}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden md:block">
          <a href={paths.login} className={`${buttonStyles.primary} px-4 text-sm whitespace-nowrap lg:px-6`}>
            {pt.nav.startJourney}
          </a>
        </div>

        {/* Without a script the menu's links are in the footer; the island shows this button. */}
        <button
          type="button"
          hidden
          data-menu-toggle=""
          data-label-open={pt.nav.openMenu}
          data-label-close={pt.nav.closeMenu}
          className="group inline-flex size-11 items-center justify-center rounded-full text-rio-900 hover:bg-rio-100 md:hidden"
          aria-expanded="false"
          aria-controls={MOBILE_MENU_ID}
          aria-label={pt.nav.openMenu}
        >
          <MenuIcon />
        </button>
      </div>

      <div
        id={MOBILE_MENU_ID}
        hidden
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-rio-100 bg-papel px-5 pt-3 pb-6 shadow-lg md:hidden"
      >
        <nav aria-label={pt.nav.mainMenu}>
          <ul className="flex flex-col gap-1">
            {headerNavItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === paths.home} reloadDocument className={mobileLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <a href={paths.login} className={`${buttonStyles.primary} mt-4 w-full`}>
          {pt.nav.startJourney}
        </a>
      </div>
    </header>
  );
}

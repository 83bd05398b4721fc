import Headphones from 'lucide-react/icons/headphones';
import House from 'lucide-react/icons/house';
import LogOut from 'lucide-react/icons/log-out';
import Menu from 'lucide-react/icons/menu';
import MessageSquare from 'lucide-react/icons/message-square';
import NotebookPen from 'lucide-react/icons/notebook-pen';
import PanelTopClose from 'lucide-react/icons/panel-top-close';
import ReceiptText from 'lucide-react/icons/receipt-text';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import X from 'lucide-react/icons/x';
import { Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { logout } from '#client/features/auth/api/logout.ts';
import { useUserInfo } from '#client/features/auth/api/user-info.ts';
import { useAuth } from '#client/features/auth/auth-provider.tsx';
import { storedRefreshToken } from '#client/features/auth/session-store.ts';
import { useIsStaff } from '#client/features/auth/staff-only.tsx';
import { LegalLinks, SellerIdentity } from '#client/features/legal/seller-identity.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyPart } from '#client/lib/lazy-part.ts';
import { notifyError } from '#client/lib/notify.ts';
import { account } from '#shared/messages/pt-account.ts';
import { auth } from '#shared/messages/pt-auth.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import { useAutoHidingBar } from './use-auto-hiding-bar.ts';

const texts = account.layout;

// Only the staff sees these: a traveller's screens never download the console's texts.
const AdminSidebarLinks = lazyPart(() =>
  import('./admin-sidebar.tsx').then((module) => ({ default: module.AdminSidebarLinks })),
);
const AdminRoleLabel = lazyPart(() =>
  import('./admin-sidebar.tsx').then((module) => ({ default: module.AdminRoleLabel })),
);

const SIDEBAR_ID = 'menu-da-conta';

/**
 * Keeps the device's copy of the user (the name in the bar, the passagens) in step with the server
 * on every account screen. A component of its own, so the answer re-renders it alone, not the bar
 * and the menu around it.
 */
function UserInfoSync() {
  useUserInfo();
  return null;
}

const sidebarLinkClass =
  'flex items-center gap-3 rounded-xl px-3 py-2.5 font-medium text-rio-50 hover:bg-rio-800 aria-[current=page]:bg-rio-700 aria-[current=page]:text-white';

/** SPEC §2.3: the signed-in layout — top bar, sidebar and footer around every account page. */
export default function AppLayout() {
  const { user, signOut } = useAuth();
  const isStaff = useIsStaff();
  const roleLabel = isStaff ? (
    <Suspense fallback={null}>
      <AdminRoleLabel />
    </Suspense>
  ) : (
    texts.traveller
  );
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { autoHide, hidden, toggleAutoHide } = useAutoHidingBar();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes the drawer on every route change.
  useEffect(() => setSidebarOpen(false), [pathname]);

  async function signOutEverywhereHere() {
    setSigningOut(true);
    try {
      await logout(storedRefreshToken());
    } catch (error) {
      // Offline: the server forgets the token when it expires; the device forgets it now.
      if (!(error instanceof ApiError && error.status === 0)) {
        notifyError(auth.account.logoutFailure);
        setSigningOut(false);
        return;
      }
    }
    // SPEC §4.1: signed out, the traveller lands on the site's home page. The session ends before
    // leaving, so no request of the next page carries it; the page being left waits for the
    // navigation (auth-provider.tsx) instead of sending the traveller to /login.
    signOut();
    await navigate(paths.home, { replace: true });
  }

  return (
    <div className="flex min-h-dvh flex-col bg-papel">
      <UserInfoSync />
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2"
      >
        {ptPublic.nav.skipToContent}
      </a>
      <header
        className={`sticky top-0 z-40 bg-rio-900 text-white shadow-md print:hidden transition-transform duration-300 ${hidden ? '-translate-y-full' : ''}`}
      >
        <div className="flex h-16 items-center gap-2 px-3 sm:px-5">
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 hover:bg-rio-800 lg:hidden"
            aria-expanded={sidebarOpen}
            aria-controls={SIDEBAR_ID}
            aria-label={sidebarOpen ? texts.closeSidebar : texts.openSidebar}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            {sidebarOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="text-sm font-semibold">{texts.menu}</span>
          </button>
          <Link
            to={paths.travellerHome}
            className="flex items-center gap-2 font-display text-lg font-semibold sm:text-xl"
          >
            <img src="/favicon.svg" width={32} height={32} alt="" className="size-8" />
            <span className="hidden sm:inline">{ptPublic.brand.name}</span>
            <span className="sr-only sm:hidden">{ptPublic.brand.name}</span>
          </Link>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            {/* On a phone the player is in the menu: the bar keeps only labelled buttons. */}
            <Link
              to={paths.audioVoyages}
              className="hidden min-h-11 items-center gap-2 rounded-xl px-3 font-semibold hover:bg-rio-800 sm:inline-flex"
            >
              <Headphones aria-hidden="true" className="size-5" />
              <span>{texts.audio}</span>
            </Link>
            <p className="hidden max-w-48 text-right leading-tight sm:block">
              <span className="block truncate font-semibold">{user?.name}</span>
              <span className="block text-xs text-terra-200">{roleLabel}</span>
            </p>
            <button
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 font-semibold hover:bg-rio-800"
              onClick={signOutEverywhereHere}
              disabled={signingOut}
            >
              <LogOut aria-hidden="true" className="size-5" />
              <span>{texts.signOut}</span>
            </button>
          </div>
        </div>
      </header>

      <div className="flex flex-1">
        <aside
          id={SIDEBAR_ID}
          aria-label={texts.sidebar}
          className={`${sidebarOpen ? 'block' : 'hidden'} print:hidden fixed inset-x-0 top-16 bottom-0 z-30 overflow-y-auto bg-rio-950 p-4 lg:sticky lg:block lg:h-[calc(100dvh-4rem)] lg:w-64 lg:shrink-0`}
        >
          {/*
           * As in Kindle's and Apple Books' menus, the phone's drawer holds the account: who is
           * signed in, the way home, the places and the bar's setting; the top bar only the menu,
           * the logo and 'Sair'.
           */}
          <nav aria-label={texts.sidebar}>
            <ul className="grid gap-1">
              <li>
                <NavLink to={paths.travellerHome} className={sidebarLinkClass}>
                  <House aria-hidden="true" className="size-5" />
                  {texts.home}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.profile} className={sidebarLinkClass}>
                  <UserRound aria-hidden="true" className="size-5 shrink-0" />
                  <span className="min-w-0">
                    <span className="block truncate">{user?.name}</span>
                    <span className="block text-xs font-normal text-rio-200">{roleLabel}</span>
                  </span>
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.messages} className={sidebarLinkClass}>
                  <MessageSquare aria-hidden="true" className="size-5" />
                  {texts.messages}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.myOrders} className={sidebarLinkClass}>
                  <ReceiptText aria-hidden="true" className="size-5" />
                  {texts.orders}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.userNotes} className={sidebarLinkClass}>
                  <NotebookPen aria-hidden="true" className="size-5" />
                  {texts.notes}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.personalData} className={sidebarLinkClass}>
                  <ShieldCheck aria-hidden="true" className="size-5" />
                  {texts.personalData}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.audioVoyages} className={sidebarLinkClass}>
                  <Headphones aria-hidden="true" className="size-5" />
                  {texts.audioPlayer}
                </NavLink>
              </li>
              {/* The staff's console, for admins (the server checks the role on every call). */}
              {isStaff && (
                <Suspense fallback={null}>
                  <AdminSidebarLinks linkClass={sidebarLinkClass} />
                </Suspense>
              )}
            </ul>
          </nav>
          <button
            type="button"
            role="switch"
            aria-checked={autoHide}
            className="mt-4 flex w-full items-center gap-3 rounded-xl border border-rio-800 px-3 py-2.5 text-left font-medium text-rio-50 hover:bg-rio-800"
            onClick={toggleAutoHide}
          >
            <PanelTopClose aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{texts.autoHide}</span>
            <span
              aria-hidden="true"
              className={`relative h-6 w-10 shrink-0 rounded-full transition-colors ${autoHide ? 'bg-terra-400' : 'bg-rio-700'}`}
            >
              <span
                className={`absolute top-1 size-4 rounded-full bg-white transition-transform ${autoHide ? 'translate-x-5' : 'translate-x-1'}`}
              />
            </span>
          </button>
        </aside>

        <div className="flex min-w-0 flex-1 flex-col">
          <main id="conteudo" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-8 sm:py-10">
            <Outlet />
          </main>
          <footer className="grid gap-3 border-t border-stone-200 px-4 py-6 text-sm text-stone-700 sm:px-8">
            <SellerIdentity tone="light" />
            <LegalLinks tone="light" />
            <p>
              © {new Date().getFullYear()} {ptPublic.brand.name}. {texts.rights}
            </p>
          </footer>
        </div>
      </div>
    </div>
  );
}

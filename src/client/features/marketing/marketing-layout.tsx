import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ptPublic as pt } from '#shared/messages/pt-public.ts';
import { paths } from '#shared/paths.ts';
import { enhancePublicPage } from './enhance-public-page.ts';
import { FloatingStartButton } from './floating-start-button.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const MAIN_ID = 'conteudo';

/** SPEC §2.1: the shared layout of the public pages: skip link, fixed top bar, content, footer. */
export default function MarketingLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);

  // React drew this page (the hydrated /produtos, or a page reached inside the app): the same
  // behaviour the island gives prerendered pages (decision 110).
  useEffect(() => enhancePublicPage(), []);

  // After a client-side navigation, screen readers and keyboards start at the new page's content.
  useEffect(() => {
    if (pathname === firstPathname.current) return;
    firstPathname.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="fixed top-3 left-3 z-[60] -translate-y-[200%] rounded-full bg-rio-900 px-5 py-3 font-semibold text-white shadow-lg transition-transform focus:translate-y-0"
      >
        {pt.nav.skipToContent}
      </a>
      <SiteHeader />
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
        {pathname === paths.home && <FloatingStartButton />}
      </main>
      <SiteFooter />
    </div>
  );
}

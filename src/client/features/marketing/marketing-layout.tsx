import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { pt } from '#shared/messages/pt.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const MAIN_ID = 'conteudo';

/** SPEC §2.1: the shared layout of the public pages: skip link, fixed top bar, content, footer. */
export default function MarketingLayout() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstPathname = useRef(pathname);

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
        className="sr-only rounded-full bg-rio-900 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60]"
      >
        {pt.nav.skipToContent}
      </a>
      <SiteHeader />
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

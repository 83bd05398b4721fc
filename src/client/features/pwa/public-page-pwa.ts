/**
 * The installable app's part of a static public page (docs/architecture/pwa.md, decision 110), in plain
 * TypeScript: the connectivity banner (red while offline, folding into a badge after 6 s; green for
 * 3 s once back), the install banner, and the service worker's registration. The app's screens keep
 * their React versions (pwa-root.tsx), which also count the changes waiting for a signal: a static
 * page has none to send.
 */
import { buttonStyles } from '#client/components/ui/button-styles.ts';
import { afterLoadAndIdle } from '#client/lib/after-load-and-idle.ts';
import { element } from '#client/lib/element.ts';
import { BACK_ONLINE_BANNER_MS, OFFLINE_BANNER_COLLAPSE_MS } from '#shared/constants.ts';
import { ptPublic } from '#shared/messages/pt-public.ts';
import { pwa as texts } from '#shared/messages/pt-pwa.ts';
import { dismissedRecently, isIos, isStandalone, rememberDismissal } from './install-banner-rules.ts';
import { deferredInstallPrompt, forgetInstallPrompt, INSTALL_READY_EVENT } from './install-prompt.ts';
import { underAutomationWithoutOptIn } from './pwa-automation.ts';

const PILL =
  'pointer-events-auto flex max-w-xl items-start gap-2 rounded-2xl px-4 py-3 text-sm font-semibold text-white shadow-lg';

function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || underAutomationWithoutOptIn()) return;
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .catch((error: unknown) => console.warn('service worker: not registered', error));
}

/** SPEC §4.7 and docs/architecture/pwa.md, on a page React does not run. */
function mountConnectivityBanner() {
  const region = element('div', {
    role: 'status',
    class: 'pointer-events-none fixed inset-x-0 top-20 z-[70] flex justify-center px-3',
    'data-testid': 'connectivity-banner',
  });
  let badge: HTMLButtonElement | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    clearTimeout(timer);
    region.replaceChildren();
    badge?.remove();
    badge = null;
  };
  const showOffline = () => {
    clear();
    region.append(
      element(
        'p',
        { class: `${PILL} bg-red-700`, 'data-state': 'offline' },
        element('span', {}, ptPublic.connectivity.offline),
      ),
    );
    timer = setTimeout(fold, OFFLINE_BANNER_COLLAPSE_MS);
  };
  const fold = () => {
    clear();
    badge = element(
      'button',
      {
        type: 'button',
        'data-testid': 'offline-badge',
        class:
          'fixed bottom-[max(0.75rem,env(safe-area-inset-bottom))] left-3 z-[70] inline-flex min-h-10 items-center gap-2 rounded-full bg-red-700 px-3 py-2 text-xs font-semibold text-white shadow-lg hover:bg-red-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-terra-400',
        'aria-label': `${texts.offlineBadge}. ${ptPublic.connectivity.offline}`,
        'aria-expanded': 'false',
        title: texts.offlineBadgeExpand,
      },
      texts.offlineBadge,
    );
    badge.addEventListener('click', showOffline);
    document.body.append(badge);
  };
  const showOnline = () => {
    clear();
    region.append(
      element(
        'p',
        { class: `${PILL} bg-green-700`, 'data-state': 'online' },
        element('span', {}, ptPublic.connectivity.online),
      ),
    );
    timer = setTimeout(clear, BACK_ONLINE_BANNER_MS);
  };

  document.body.append(region);
  window.addEventListener('offline', showOffline);
  window.addEventListener('online', showOnline);
  if (!navigator.onLine) showOffline();
}

/** SPEC §4.7: on the install-ready event, or on iOS with the 'Adicionar à Tela de Início' hint. */
function mountInstallBanner() {
  if (isStandalone() || dismissedRecently() || underAutomationWithoutOptIn()) return;
  let banner: HTMLElement | null = null;
  const remove = () => {
    banner?.remove();
    banner = null;
  };
  const dismiss = () => {
    rememberDismissal();
    remove();
  };
  const dismissButton = (label: string, className: string, ...children: (Node | string)[]) => {
    const button = element('button', { type: 'button', class: className, 'aria-label': label }, ...children);
    button.addEventListener('click', dismiss);
    return button;
  };

  const show = () => {
    const prompt = deferredInstallPrompt();
    if (banner || (!prompt && !isIos()) || dismissedRecently()) return;
    let body: HTMLElement;
    if (prompt) {
      const install = element(
        'button',
        { type: 'button', class: `${buttonStyles.primary} min-h-10 px-4 py-2 whitespace-nowrap` },
        texts.install.install,
      );
      install.addEventListener('click', async () => {
        forgetInstallPrompt();
        remove();
        await prompt.prompt();
        const { outcome } = await prompt.userChoice;
        if (outcome === 'dismissed') dismiss();
      });
      body = element(
        'div',
        { class: 'min-w-0' },
        element('h2', { class: 'font-display text-lg leading-snug' }, texts.install.title),
        element('p', { class: 'mt-1 text-sm text-rio-100' }, texts.install.text),
        element(
          'div',
          { class: 'mt-3 flex gap-2' },
          install,
          dismissButton(
            texts.install.dismiss,
            `${buttonStyles.outlineLight} min-h-10 px-4 py-2 whitespace-nowrap`,
            texts.install.dismiss,
          ),
        ),
      );
    } else {
      body = element(
        'div',
        { class: 'min-w-0' },
        element('h2', { class: 'font-display text-lg leading-snug' }, texts.install.title),
        element(
          'p',
          { class: 'mt-1 text-sm text-rio-100' },
          `${texts.install.iosBefore} `,
          element('strong', { class: 'text-white' }, texts.install.iosShare),
          ` ${texts.install.iosThen} `,
          element('strong', { class: 'text-white' }, `“${texts.install.iosAction}”`),
          '.',
        ),
      );
    }
    banner = element(
      'section',
      {
        'aria-label': texts.install.label,
        'data-testid': 'install-banner',
        class:
          'fixed inset-x-3 bottom-3 z-[65] mx-auto flex max-w-md gap-3 rounded-2xl bg-rio-950 p-4 pr-12 text-white shadow-2xl shadow-black/40',
      },
      element('img', {
        src: '/icons/icon-192.png',
        width: '48',
        height: '48',
        alt: '',
        class: 'size-12 shrink-0 rounded-xl',
      }),
      body,
      dismissButton(
        texts.install.dismiss,
        'absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full text-2xl leading-none text-rio-100 hover:bg-rio-900',
        element('span', { 'aria-hidden': 'true' }, '×'),
      ),
    );
    document.body.append(banner);
  };

  window.addEventListener(INSTALL_READY_EVENT, show);
  window.addEventListener('appinstalled', remove);
  show();
}

/** After the page has loaded and the browser has had an idle moment: nothing here is urgent. */
export function startPublicPagePwa() {
  afterLoadAndIdle(() => {
    mountConnectivityBanner();
    mountInstallBanner();
    registerServiceWorker();
  });
}

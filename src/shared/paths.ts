import { SALES_PAGE_SLUG_PREFIX } from './constants.ts';

/**
 * The table of the product's addresses, shared by the client's routes, links and the server
 * (which answers prerendered HTML, the app shell or a 404 by it). No URL is typed twice: an
 * address with parameters is built from its pattern with `href` (`#shared/href.ts`).
 */

/** Public pages, prerendered at build time (SPEC §2.1). */
export const publicPaths = {
  home: '/',
  services: '/servicos',
  about: '/sobre',
  contact: '/contato',
  book: '/livro',
  voyagesInfo: '/viagem',
  products: '/produtos',
  /** The ebook offer's entry: assigns a sales page variant and redirects to it (docs/architecture/sales.md). */
  salesEntry: '/vendas/ebook',
  /** The sales pages (SPEC §2.7), one per variant, keyed `salesPage${variant}`. */
  salesPage001: `/vendas/ebook/${SALES_PAGE_SLUG_PREFIX}-001`,
  salesPage002: `/vendas/ebook/${SALES_PAGE_SLUG_PREFIX}-002`,
  salesPage003: `/vendas/ebook/${SALES_PAGE_SLUG_PREFIX}-003`,
  /** Termos de Uso e de Compra and Política de Privacidade (docs/architecture/legal.md). */
  terms: '/termos',
  privacy: '/privacidade',
} as const;

/**
 * The router's id of `/viagem/:slug` (routes.ts): the server answers it with `/viagem`'s page when
 * the voyage has no page of its own (docs/architecture/frontend.md).
 */
export const VOYAGE_INFO_ROUTE_ID = 'voyages-info-slug';

/** Route patterns (React Router syntax) of pages rendered in the browser. */
export const appRoutePatterns = {
  voyageInfo: '/viagem/:slug',
  login: '/login',
  register: '/registro',
  recoverPassword: '/recuperar-senha',
  resetPassword: '/reset-password',
  googleCallback: '/auth/google',
  facebookCallback: '/auth/facebook',
  adminLogin: '/admin/login',
  travellerHome: '/home',
  profile: '/admin/profile',
  editUser: '/usuario/editar/:id',
  voyageDetail: '/viagem/detalhes/:id',
  voyageExperience: '/viagem/experiencia/:voyageId',
  userNotes: '/user/notes',
  /** "Meus dados": export, analytics switch, account deletion (docs/architecture/account.md). */
  personalData: '/conta/dados',
  /** The voyages kept on this device for reading without a signal. */
  userOffline: '/user/offline',
  coinStore: '/user/store/coins',
  sandboxCheckout: '/pagamento/sandbox/:orderId',
  /** "Meus pedidos": every order and its contract, to read and print (docs/architecture/legal.md). */
  myOrders: '/conta/pedidos',
  /**
   * The shared voyage invitation (SPEC §2.6; open to guests, docs/architecture/invitations.md). Names in the
   * query override the invitation's: `href(sharedVoyage, { voyageId }, { de, para })`.
   */
  sharedVoyage: '/viagem/compartilhada/:voyageId',
  sharedVoyageDefault: '/viagem/compartilhada',
  /** A traveller's invitation, the link they share (docs/architecture/invitations.md). */
  invitation: '/convite/:token',
  /** SPEC §2.8 'Ir para o Dashboard': the staff's console, or a traveller's home (docs/architecture/admin.md). */
  admin: '/admin',
  adminTraveller: '/admin/viajantes/:id',
  /** SPEC §2.3 'Mensagens' and §2.8 'Suporte' / 'Central de Ajuda' (docs/architecture/admin.md). */
  messages: '/admin/mensagem',
  adminAnalytics: '/admin/numeros',
  adminProducts: '/admin/produtos',
  /** SPEC §2.3: an admin sends the ebook to a buyer (docs/architecture/admin.md). */
  sendEbook: '/enviar-ebook',
  adminContact: '/admin/contact',
  adminHelp: '/admin/help',
  /** The staff's view of refused sign-ins, per account and per address (docs/architecture/auth.md). */
  adminSignIns: '/admin/acessos',
  /** The new-device e-mail's link: ends that sign-in, signed in or not (docs/architecture/auth.md). */
  sessionEndLink: '/acesso/encerrar',
  /** SPEC §2.1: the audio voyages page for travellers, a teaser for guests (decision 070). */
  audioVoyages: '/play',
} as const;

/** Every address without parameters; one with parameters is `href(appRoutePatterns.x, params)`. */
export const paths = {
  ...publicPaths,
  login: appRoutePatterns.login,
  register: appRoutePatterns.register,
  recoverPassword: appRoutePatterns.recoverPassword,
  resetPassword: appRoutePatterns.resetPassword,
  googleCallback: appRoutePatterns.googleCallback,
  facebookCallback: appRoutePatterns.facebookCallback,
  adminLogin: appRoutePatterns.adminLogin,
  travellerHome: appRoutePatterns.travellerHome,
  profile: appRoutePatterns.profile,
  messages: appRoutePatterns.messages,
  sendEbook: appRoutePatterns.sendEbook,
  adminAnalytics: appRoutePatterns.adminAnalytics,
  adminProducts: appRoutePatterns.adminProducts,
  audioVoyages: appRoutePatterns.audioVoyages,
  admin: appRoutePatterns.admin,
  adminHelp: appRoutePatterns.adminHelp,
  adminContact: appRoutePatterns.adminContact,
  coinStore: appRoutePatterns.coinStore,
  myOrders: appRoutePatterns.myOrders,
  userNotes: appRoutePatterns.userNotes,
  personalData: appRoutePatterns.personalData,
  userOffline: appRoutePatterns.userOffline,
  adminSignIns: appRoutePatterns.adminSignIns,
  sessionEndLink: appRoutePatterns.sessionEndLink,
} as const;

/** Every pattern the client router knows; anything else is a 404. */
export const allRoutePatterns: readonly string[] = [
  ...Object.values(publicPaths),
  ...Object.values(appRoutePatterns),
];

/**
 * Whether a pathname matches one of the route patterns (`:param` is one segment; a final `/*`
 * is any rest, none included, as in React Router).
 */
export function matchesRoutePattern(pathname: string, patterns: readonly string[] = allRoutePatterns) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => {
    const splat = pattern.endsWith('/*');
    const source = (splat ? pattern.slice(0, -2) : pattern)
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/');
    return new RegExp(`^${source}${splat ? '(?:/.*)?' : ''}$`).test(normalized);
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const apiPaths = {
  health: '/healthz',
  // A deployment's probes (docs/architecture/operations.md): the process answers; it should be sent traffic.
  liveness: '/livez',
  readiness: '/readyz',
  pageViews: '/api/v1/analytics/pageviews',
  // The sales pages' experiment (designed here, docs/architecture/sales.md).
  salesEvents: '/api/v1/analytics/sales-events',
  salesVariants: '/api/v1/analytics/sales-variants',
  // Travellers' invitations (designed here, docs/architecture/invitations.md).
  invitations: '/api/v1/invitations',
  invitation: '/api/v1/invitations/:token',
  highlightedVoyages: '/api/v1/voyages/get/highlighted',
  highlightedProducts: '/api/v1/products/get/highlighted',
  highlightedProductsAlias: '/api/v1/products/highlighted',
  products: '/api/v1/products',
  /** A product by id (or slug). */
  product: '/api/v1/products/:id',
  // Accounts (SPEC §7; logout, refresh, change-password, verify and providers are designed here).
  login: '/api/v1/user/login',
  register: '/api/v1/user/register',
  logout: '/api/v1/user/logout',
  refreshSession: '/api/v1/user/refresh',
  forgotPassword: '/forgot-password',
  recoverPassword: '/api/v1/user/recover-password',
  resetPassword: '/api/v1/user/reset-password',
  changePassword: '/api/v1/user/change-password',
  verificationNotification: '/api/v1/email/verification-notification',
  verifyEmail: '/api/v1/email/verify',
  userInfo: '/api/v1/user/get-info',
  /** `me` or a user id. */
  updateUserInfo: '/users/:id/info',
  googleSignIn: '/api/v1/user/auth/google',
  googleCallback: '/api/v1/user/auth/google/callback',
  facebookSignIn: '/api/v1/user/auth/facebook',
  authProviders: '/api/v1/auth/providers',
  // Voyages (SPEC §7; views is designed here, docs/architecture/voyages.md).
  episodes: '/api/v1/voyages/get/episodes',
  publicEpisodes: '/api/v1/voyages/get/public/episodes',
  episode: '/api/v1/voyages/get/episode/:id',
  voyageContent: '/api/v1/voyages/content/:id',
  publicVoyageContent: '/api/v1/voyages/content/public/:id',
  startVoyage: '/api/v1/voyages/:id/start',
  voyageAccess: '/api/v1/voyages/check-access/:id',
  voyageProgress: '/api/v1/voyages/:id/change/progress',
  voyageViews: '/api/v1/voyages/:id/views',
  // Passagens (SPEC §7).
  coinPackages: '/api/v1/packages',
} as const;

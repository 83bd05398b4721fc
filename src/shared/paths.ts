import { SALES_PAGE_SLUG_PREFIX } from './constants.ts';

/**
 * The table of the product's addresses: the screens (public, the app's, the staff console's) and
 * the API's calls, shared by the client's routes, links and API calls and by the server (its
 * routes, and whether a path gets prerendered HTML, the app shell or a 404). No URL is typed
 * twice: an address with parameters is built from its pattern with `href` (`#shared/href.ts`).
 * Each group is its own export, so the public pages' island bundles only the groups it uses
 * (docs/architecture/frontend.md).
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

/** Route patterns (React Router syntax) of the app's screens, rendered in the browser (SPEC §2.2–§2.8). */
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

/**
 * The staff console's voyages (docs/architecture/admin.md), nested routes: the list, a new voyage's
 * editor and an existing one's. A group of their own, outside `appRoutePatterns` and `paths`, which
 * the island bundles: public pages never link here.
 */
export const adminVoyageRoutePatterns = {
  list: '/admin/viagens',
  newVoyage: '/admin/viagens/nova',
  editor: '/admin/viagens/:id',
} as const;

/**
 * Opens a voyage in the real reader for the team, nothing it does there saved:
 * `href(appRoutePatterns.voyageExperience, { voyageId }, adminVoyagePreviewQuery)`.
 */
export const adminVoyagePreviewQuery = { previa: '1' } as const;

/**
 * Every address without parameters but the console's voyages (their own group above); one with
 * parameters is `href(appRoutePatterns.x, params)`.
 */
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

/**
 * Whether a pathname matches a route of the client router (`:param` is one segment, as in React
 * Router); anything else is a 404. The tables are read here, not gathered at the top of the module:
 * a top-level list would stay in every bundle that imports this one.
 */
export function matchesRoutePattern(pathname: string) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const tables = [publicPaths, appRoutePatterns, adminVoyageRoutePatterns];
  return tables.some((table) =>
    Object.values(table).some((pattern: string) => {
      const source = pattern
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
        .join('/');
      return new RegExp(`^${source}$`).test(normalized);
    }),
  );
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * API calls of SPEC §7, and the public side's designed here (probes, analytics, the sales
 * experiment, invitations; each group names its area). The island bundles this group.
 */
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

/** Every address under it answers admins only: one hook guards them all (docs/architecture/admin.md). */
export const ADMIN_API_PREFIX = '/api/v1/admin/';

/**
 * API calls of the signed-in and staff areas, designed in this project (each group names its area).
 * Public pages never make them, so the island leaves this group out.
 */
export const appApiPaths = {
  // "Meus dados" (designed here, docs/architecture/account.md): export, analytics switch, deletion.
  dataExport: '/api/v1/user/data-export',
  account: '/api/v1/user/account',
  privacySettings: '/api/v1/user/privacy',
  emailChange: '/api/v1/user/email-change',
  /** The link of the e-mail sent to the new address. */
  emailChangeConfirmation: '/api/v1/user/email-change/confirm',
  // Sessions and the sign-in record (designed here, docs/architecture/auth.md).
  userSessions: '/api/v1/user/sessions',
  userSession: '/api/v1/user/sessions/:id',
  userOtherSessionsEnd: '/api/v1/user/sessions/end-others',
  /** The new-device e-mail's link: ends that sign-in without being signed in. */
  sessionEndByLink: '/api/v1/user/sessions/end-by-link',
  signInHistory: '/api/v1/user/sign-ins',
  // Passkeys and the fresh proof (designed here, docs/architecture/auth.md).
  passkeys: '/api/v1/user/passkeys',
  passkey: '/api/v1/user/passkeys/:id',
  passkeyRegistrationOptions: '/api/v1/user/passkeys/registration-options',
  passkeySignInOptions: '/api/v1/user/passkey-sign-in/options',
  passkeySignIn: '/api/v1/user/passkey-sign-in',
  reauthentication: '/api/v1/user/reauthentication',
  reauthenticationPasskeyOptions: '/api/v1/user/reauthentication/passkey-options',
  // The staff's console (designed here, docs/architecture/admin.md): every call needs role '1'.
  adminTravellerSessions: '/api/v1/admin/travellers/:id/sessions',
  adminSignInFailures: '/api/v1/admin/sign-in-failures',
  adminOverview: '/api/v1/admin/overview',
  adminTravellers: '/api/v1/admin/travellers',
  adminTraveller: '/api/v1/admin/travellers/:id',
  adminTravellerPassagens: '/api/v1/admin/travellers/:id/passagens',
  adminTravellerRole: '/api/v1/admin/travellers/:id/role',
  adminAuditLog: '/api/v1/admin/audit-log',
  adminEbookDeliveries: '/api/v1/admin/ebook/deliveries',
  /** The link an ebook e-mail carries (public: its secret is the key, docs/architecture/admin.md). */
  ebookDownload: '/api/v1/ebook/download/:token',
  adminAnalytics: '/api/v1/admin/analytics',
  adminAnalyticsCsv: '/api/v1/admin/analytics/export',
  adminImageUploads: '/api/v1/admin/uploads/images',
  adminAudioUploads: '/api/v1/admin/uploads/audio',
  adminVoyages: '/api/v1/admin/voyages',
  adminVoyage: '/api/v1/admin/voyages/:id',
  adminVoyagePublication: '/api/v1/admin/voyages/:id/publication',
  adminVoyagePreview: '/api/v1/admin/voyages/:id/preview',
  adminProducts: '/api/v1/admin/products',
  adminProduct: '/api/v1/admin/products/:id',
  adminPackages: '/api/v1/admin/packages',
  adminPackage: '/api/v1/admin/packages/:id',
  adminConversations: '/api/v1/admin/conversations',
  adminConversation: '/api/v1/admin/conversations/:id',
  adminConversationReplies: '/api/v1/admin/conversations/:id/replies',
  // Travellers' messages to the team (designed here, docs/architecture/admin.md).
  conversations: '/api/v1/messages/conversations',
  conversation: '/api/v1/messages/conversations/:id',
  conversationMessages: '/api/v1/messages/conversations/:id/messages',
  // Narration (designed here, docs/decisions/070).
  audioVoyages: '/api/v1/audio/voyages',
  listeningPosition: '/api/v1/audio/positions/:voyageId',
  // Reader notes and bookmarks (designed here, docs/architecture/reader.md).
  readerNotes: '/api/v1/reader/notes',
  readerNote: '/api/v1/reader/notes/:id',
  readerBookmarks: '/api/v1/reader/bookmarks',
  readerBookmark: '/api/v1/reader/bookmarks/:voyageId/:paragraph',
  readerChanges: '/api/v1/reader/changes',
  /** What a voyage needs offline, with sizes (designed here, docs/architecture/pwa.md). */
  voyageOfflinePackage: '/api/v1/voyages/:id/offline-package',
  // Buying passagens: checkout, history, orders and payments (designed here, docs/architecture/coins.md).
  packageCheckout: '/api/v1/packages/:id/checkout',
  coinHistory: '/api/v1/coins/history',
  /** The traveller's orders with their contract summaries ("Meus pedidos"). */
  myOrders: '/api/v1/payments/orders',
  paymentOrder: '/api/v1/payments/orders/:id',
  paymentWebhook: '/api/v1/payments/webhook',
  sandboxApprove: '/api/v1/payments/sandbox/:id/approve',
  sandboxCancel: '/api/v1/payments/sandbox/:id/cancel',
  paymentsConfig: '/api/v1/payments/config',
  orderWithdrawal: '/api/v1/payments/orders/:id/withdrawal',
  adminTravellerOrders: '/api/v1/admin/travellers/:id/orders',
  adminOrderRefund: '/api/v1/admin/orders/:id/refund',
} as const;

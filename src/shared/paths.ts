/**
 * The table of the product's addresses, shared by the client's routes, links and the server
 * (which answers prerendered HTML, the app shell or a 404 by it). No URL is typed twice.
 */

/** Public pages, prerendered at build time (SPEC §2.1). */
export const publicPaths = {
  home: '/',
  services: '/servicos',
  about: '/sobre',
  contact: '/contato',
  book: '/livro',
  voyagesInfo: '/viagem',
} as const;

/** Route patterns (React Router syntax) of pages rendered in the browser. */
export const appRoutePatterns = {
  voyageInfo: '/viagem/:slug',
  login: '/login',
  register: '/registro',
  recoverPassword: '/recuperar-senha',
  resetPassword: '/reset-password',
  googleCallback: '/auth/google',
  adminLogin: '/admin/login',
  travellerHome: '/home',
  profile: '/admin/profile',
  editUser: '/usuario/editar/:id',
} as const;

export const paths = {
  ...publicPaths,
  products: '/produtos',
  login: appRoutePatterns.login,
  register: appRoutePatterns.register,
  recoverPassword: appRoutePatterns.recoverPassword,
  resetPassword: appRoutePatterns.resetPassword,
  googleCallback: appRoutePatterns.googleCallback,
  adminLogin: appRoutePatterns.adminLogin,
  travellerHome: appRoutePatterns.travellerHome,
  profile: appRoutePatterns.profile,
  messages: '/admin/mensagem',
  audioVoyages: '/play',
  admin: '/admin',
  adminHelp: '/admin/help',
  adminContact: '/admin/contact',
  voyageInfo: (slug: string) => `/viagem/${encodeURIComponent(slug)}`,
  editUser: (id: string) => `/usuario/editar/${encodeURIComponent(id)}`,
} as const;

/** Every pattern the client router knows; anything else is a 404. */
export const allRoutePatterns: readonly string[] = [
  ...Object.values(publicPaths),
  ...Object.values(appRoutePatterns),
];

/** Whether a pathname matches one of the route patterns (`:param` is one segment). */
export function matchesRoutePattern(pathname: string, patterns: readonly string[] = allRoutePatterns) {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => {
    const source = pattern
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
      .join('/');
    return new RegExp(`^${source}$`).test(normalized);
  });
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export const apiPaths = {
  health: '/healthz',
  pageViews: '/api/v1/analytics/pageviews',
  highlightedVoyages: '/api/v1/voyages/get/highlighted',
  highlightedProducts: '/api/v1/products/get/highlighted',
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
} as const;

import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { appRoutePatterns, publicPaths } from '../../shared/paths.ts';

/** React Router wants patterns without the leading slash. */
const pattern = (path: string) => path.replace(/^\//, '');
const app = appRoutePatterns;

export default [
  layout('../features/marketing/marketing-layout.tsx', [
    index('../features/marketing/home-page.tsx'),
    route(pattern(publicPaths.services), '../features/marketing/services-page.tsx'),
    route(pattern(publicPaths.about), '../features/marketing/about-page.tsx'),
    route(pattern(publicPaths.contact), '../features/marketing/contact-page.tsx'),
    route(pattern(publicPaths.book), '../features/marketing/book-page.tsx'),
    route(pattern(publicPaths.voyagesInfo), '../features/marketing/voyages-info-page.tsx', {
      id: 'voyages-info',
    }),
    route(pattern(app.voyageInfo), '../features/marketing/voyages-info-page.tsx', {
      id: 'voyages-info-slug',
    }),
    route(pattern(publicPaths.products), '../features/catalogue/products-page.tsx'),
    // The ebook sales pages (SPEC §2.7, docs/decisions/050).
    route(pattern(publicPaths.salesPage001), '../features/sales/sales-page-001.tsx'),
    route(pattern(publicPaths.salesPage002), '../features/sales/sales-page-002.tsx'),
    route(pattern(publicPaths.salesPage003), '../features/sales/sales-page-003.tsx'),
    route('*', '../features/marketing/not-found-page.tsx'),
  ]),

  // Hands a visitor to their sales page variant; no layout to paint before it leaves.
  route(pattern(publicPaths.salesEntry), '../features/sales/sales-entry-page.tsx'),

  layout('../features/auth/auth-boundary-layout.tsx', [
    layout('../features/auth/guest-only-layout.tsx', [
      route(pattern(app.login), '../features/auth/login-page.tsx'),
      route(pattern(app.register), '../features/auth/register-page.tsx'),
      route(pattern(app.adminLogin), '../features/auth/admin-login-page.tsx'),
    ]),
    route(pattern(app.recoverPassword), '../features/auth/recover-password-page.tsx'),
    route(pattern(app.resetPassword), '../features/auth/reset-password-page.tsx'),
    route(pattern(app.googleCallback), '../features/auth/google-callback-page.tsx'),
    route(pattern(app.facebookCallback), '../features/auth/facebook-callback-page.tsx'),
    // The shared invitation, open to guests (SPEC §2.6, docs/decisions/051).
    route(pattern(app.sharedVoyage), '../features/invitation/shared-voyage-page.tsx', {
      id: 'shared-voyage',
    }),
    route(pattern(app.sharedVoyageDefault), '../features/invitation/shared-voyage-page.tsx', {
      id: 'shared-voyage-default',
    }),
    route(pattern(app.invitation), '../features/invitation/invitation-page.tsx'),

    layout('../features/auth/require-auth-layout.tsx', [
      layout('../features/account/app-layout.tsx', [
        route(pattern(app.travellerHome), '../features/account/traveller-home-page.tsx'),
        route(pattern(app.profile), '../features/account/profile-page.tsx', { id: 'profile' }),
        route(pattern(app.editUser), '../features/account/profile-page.tsx', { id: 'edit-user' }),
        route(pattern(app.voyageDetail), '../features/voyages/voyage-detail-page.tsx'),
        route(pattern(app.coinStore), '../features/coins/coin-store-page.tsx'),
        route(pattern(app.userNotes), '../features/reader/notes-page.tsx'),
      ]),
      // The reader is full-screen with its own header, outside the account layout.
      route(pattern(app.voyageExperience), '../features/reader/reader-page.tsx'),
      // The sandbox payment provider's page stands alone: it plays another site (docs/decisions/030).
      route(pattern(app.sandboxCheckout), '../features/coins/sandbox-checkout-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

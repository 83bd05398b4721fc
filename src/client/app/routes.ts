import { index, layout, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';
import {
  adminVoyageRoutePatterns,
  appRoutePatterns,
  publicPaths,
  VOYAGE_INFO_ROUTE_ID,
} from '../../shared/paths.ts';

/** React Router wants patterns without the leading slash. */
const pattern = (path: string) => path.replace(/^\//, '');
const app = appRoutePatterns;

/**
 * Short route ids (the file's name) instead of its path: every hydrated page (the app's screens,
 * the ebook sales pages) downloads the route table, and each id appears in it three times
 * (docs/architecture/frontend.md).
 */
const idOf = (file: string) => file.replace(/^.*\//, '').replace(/\.tsx$/, '');
const page = (path: string, file: string, options: { id?: string } = {}, children?: RouteConfigEntry[]) =>
  route(path, file, { id: idOf(file), ...options }, children);
const shell = (file: string, children: RouteConfigEntry[]) => layout(file, { id: idOf(file) }, children);

/** A nested route's path, relative to its parent's: `under('/a', '/a/:id')` is `:id`. */
function under(parent: string, child: string) {
  if (!child.startsWith(`${parent}/`)) throw new Error(`routes: ${child} is not under ${parent}`);
  return child.slice(parent.length + 1);
}
const adminVoyages = adminVoyageRoutePatterns;

export default [
  shell('../features/marketing/marketing-layout.tsx', [
    index('../features/marketing/home-page.tsx', { id: 'home-page' }),
    page(pattern(publicPaths.services), '../features/marketing/services-page.tsx'),
    page(pattern(publicPaths.about), '../features/marketing/about-page.tsx'),
    page(pattern(publicPaths.contact), '../features/marketing/contact-page.tsx'),
    page(pattern(publicPaths.book), '../features/marketing/book-page.tsx'),
    page(pattern(publicPaths.voyagesInfo), '../features/marketing/voyages-info-page.tsx', {
      id: 'voyages-info',
    }),
    page(pattern(app.voyageInfo), '../features/marketing/voyages-info-page.tsx', {
      id: VOYAGE_INFO_ROUTE_ID,
    }),
    page(pattern(publicPaths.products), '../features/catalogue/products-page.tsx'),
    // The ebook sales pages (SPEC §2.7, docs/architecture/sales.md).
    page(pattern(publicPaths.salesPage001), '../features/sales/sales-page-001.tsx'),
    page(pattern(publicPaths.salesPage002), '../features/sales/sales-page-002.tsx'),
    page(pattern(publicPaths.salesPage003), '../features/sales/sales-page-003.tsx'),
    // The terms and the privacy policy (docs/architecture/legal.md).
    page(pattern(publicPaths.terms), '../features/marketing/terms-page.tsx'),
    page(pattern(publicPaths.privacy), '../features/marketing/privacy-page.tsx'),
    page('*', '../features/marketing/not-found-page.tsx'),
  ]),

  // Hands a visitor to their sales page variant; no layout to paint before it leaves.
  page(pattern(publicPaths.salesEntry), '../features/sales/sales-entry-page.tsx'),

  shell('../features/auth/auth-boundary-layout.tsx', [
    shell('../features/auth/guest-only-layout.tsx', [
      page(pattern(app.login), '../features/auth/login-page.tsx'),
      page(pattern(app.register), '../features/auth/register-page.tsx'),
      page(pattern(app.adminLogin), '../features/auth/admin-login-page.tsx'),
    ]),
    page(pattern(app.recoverPassword), '../features/auth/recover-password-page.tsx'),
    page(pattern(app.resetPassword), '../features/auth/reset-password-page.tsx'),
    page(pattern(app.googleCallback), '../features/auth/google-callback-page.tsx'),
    page(pattern(app.facebookCallback), '../features/auth/facebook-callback-page.tsx'),
    // The new-device e-mail's link, signed in or not (docs/architecture/auth.md).
    page(pattern(app.sessionEndLink), '../features/auth/session-end-link-page.tsx'),
    // The shared invitation, open to guests (SPEC §2.6, docs/architecture/invitations.md).
    page(pattern(app.sharedVoyage), '../features/invitation/shared-voyage-page.tsx', {
      id: 'shared-voyage',
    }),
    page(pattern(app.sharedVoyageDefault), '../features/invitation/shared-voyage-page.tsx', {
      id: 'shared-voyage-default',
    }),
    page(pattern(app.invitation), '../features/invitation/invitation-page.tsx'),
    // For guests and travellers, each in their layout: /play (decision 070), the help centre (063).
    shell('../features/account/session-aware-layout.tsx', [
      page(pattern(app.audioVoyages), '../features/audio/play-page.tsx'),
      page(pattern(app.adminHelp), '../features/help/help-page.tsx'),
    ]),

    shell('../features/auth/require-auth-layout.tsx', [
      shell('../features/account/app-layout.tsx', [
        page(pattern(app.travellerHome), '../features/account/traveller-home-page.tsx'),
        page(pattern(app.profile), '../features/account/profile-page.tsx', { id: 'profile' }),
        page(pattern(app.editUser), '../features/account/profile-page.tsx', { id: 'edit-user' }),
        page(pattern(app.voyageDetail), '../features/voyages/voyage-detail-page.tsx'),
        page(pattern(app.coinStore), '../features/coins/coin-store-page.tsx'),
        page(pattern(app.myOrders), '../features/coins/my-orders-page.tsx'),
        page(pattern(app.userNotes), '../features/reader/notes-page.tsx'),
        page(pattern(app.personalData), '../features/account/personal-data-page.tsx'),
        page(pattern(app.userOffline), '../features/offline/offline-page.tsx'),
        // The staff's console (docs/architecture/admin.md); a traveller at /admin goes home.
        page(pattern(app.admin), '../features/admin/admin-page.tsx'),
        page(pattern(app.adminTraveller), '../features/admin/admin-traveller-page.tsx'),
        // Messages with the team (docs/architecture/admin.md).
        page(pattern(app.messages), '../features/messages/inbox-page.tsx'),
        page(pattern(app.adminContact), '../features/messages/contact-page.tsx', { id: 'team-contact-page' }),
        page(pattern(app.sendEbook), '../features/ebook-delivery/send-ebook-page.tsx'),
        page(pattern(app.adminAnalytics), '../features/admin/admin-analytics-page.tsx'),
        page(pattern(app.adminSignIns), '../features/admin/admin-sign-ins-page.tsx'),
        page(pattern(app.adminProducts), '../features/admin/admin-products-page.tsx'),
        // The voyages: the list, and under it the editor of a new or an existing voyage.
        page(pattern(adminVoyages.list), '../features/admin/admin-voyages-layout.tsx', {}, [
          index('../features/admin/admin-voyages-page.tsx', { id: 'admin-voyages-page' }),
          page(
            under(adminVoyages.list, adminVoyages.newVoyage),
            '../features/admin/admin-new-voyage-page.tsx',
          ),
          page(
            under(adminVoyages.list, adminVoyages.editor),
            '../features/admin/admin-voyage-editor-page.tsx',
          ),
        ]),
      ]),
      // The reader is full-screen with its own header, outside the account layout.
      page(pattern(app.voyageExperience), '../features/reader/reader-page.tsx'),
      // The sandbox payment provider's page stands alone: it plays another site (docs/architecture/coins.md).
      page(pattern(app.sandboxCheckout), '../features/coins/sandbox-checkout-page.tsx'),
    ]),
  ]),
] satisfies RouteConfig;

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
    route('*', '../features/marketing/not-found-page.tsx'),
  ]),

  layout('../features/auth/auth-boundary-layout.tsx', [
    layout('../features/auth/guest-only-layout.tsx', [
      route(pattern(app.login), '../features/auth/login-page.tsx'),
      route(pattern(app.register), '../features/auth/register-page.tsx'),
      route(pattern(app.adminLogin), '../features/auth/admin-login-page.tsx'),
    ]),
    route(pattern(app.recoverPassword), '../features/auth/recover-password-page.tsx'),
    route(pattern(app.resetPassword), '../features/auth/reset-password-page.tsx'),
    route(pattern(app.googleCallback), '../features/auth/google-callback-page.tsx'),

    layout('../features/auth/require-auth-layout.tsx', [
      layout('../features/account/app-layout.tsx', [
        route(pattern(app.travellerHome), '../features/account/traveller-home-page.tsx'),
        route(pattern(app.profile), '../features/account/profile-page.tsx', { id: 'profile' }),
        route(pattern(app.editUser), '../features/account/profile-page.tsx', { id: 'edit-user' }),
      ]),
    ]),
  ]),
] satisfies RouteConfig;

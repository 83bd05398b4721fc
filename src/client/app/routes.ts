import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';
import { appRoutePatterns, publicPaths } from '../../shared/paths.ts';

/** React Router wants patterns without the leading slash. */
const pattern = (path: string) => path.replace(/^\//, '');

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
    route(pattern(appRoutePatterns.voyageInfo), '../features/marketing/voyages-info-page.tsx', {
      id: 'voyages-info-slug',
    }),
    route('*', '../features/marketing/not-found-page.tsx'),
  ]),
] satisfies RouteConfig;

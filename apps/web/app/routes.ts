import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/root-redirect.tsx'),
  route(':locale', 'routes/locale-layout.tsx', [
    index('routes/locale-index.tsx'),
    route('home', 'routes/home.tsx'),
    route('404', 'routes/not-found.tsx', { id: 'not-found' }),
    route('*', 'routes/unknown-path.tsx'),
  ]),
] satisfies RouteConfig;

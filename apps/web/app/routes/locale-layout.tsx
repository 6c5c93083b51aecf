import { Outlet } from 'react-router';
import { requireSupportedLocale } from '../lib/locale-middleware.ts';
import type { Route } from './+types/locale-layout';

export const middleware: Route.MiddlewareFunction[] = [requireSupportedLocale];

/** Everything under `/{locale}`: the language is valid by the time any page renders. */
export default function LocaleLayout() {
  return <Outlet />;
}

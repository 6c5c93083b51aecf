import type { RequestContextValue } from '../../lib/request-context.ts';
import { assertServedBusiness } from '../../lib/route-guards.ts';

/**
 * Issue 26 item 4: a widget page may be framed by the sites its business allows (its places' custom
 * domains and listed origins; any site only when it said so), never by another.
 */
export async function allowBusinessFraming(
  ctx: Pick<RequestContextValue, 'api' | 'allowFraming' | 'privateAppBusiness'>,
  businessSlug: string,
): Promise<void> {
  // A private app's widget is its business's only (issue 17): another business is not found.
  assertServedBusiness(ctx, businessSlug);
  const { api, allowFraming } = ctx;
  const allowed = await api.getWidgetFrameAncestors(businessSlug);
  allowFraming(allowed?.frameAncestors ?? []);
}

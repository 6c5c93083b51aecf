import type { RequestContextValue } from '../../platform/request-context.ts';

/**
 * Issue 26 item 4: a widget page may be framed by the sites its business allows (its places' custom
 * domains and listed origins; any site only when it said so), never by another.
 */
export async function allowBusinessFraming(
  { api, allowFraming }: Pick<RequestContextValue, 'api' | 'allowFraming'>,
  businessSlug: string,
): Promise<void> {
  const allowed = await api.getWidgetFrameAncestors(businessSlug);
  allowFraming(allowed?.frameAncestors ?? []);
}

import type { BusinessDetailDto } from '@kalendo/contracts';
import { documentUrl } from '../../lib/document-url.ts';
import type { RequestContextValue } from '../../lib/request-context.ts';

type ServedContext = Pick<RequestContextValue, 'api' | 'mode' | 'privateAppBusiness'>;

/** The slug of the one business this request is for (a private app's or a custom domain's), else null. */
export async function servedBusinessSlug(
  { api, mode, privateAppBusiness }: ServedContext,
  request: Request,
): Promise<string | null> {
  if (privateAppBusiness !== null) return privateAppBusiness;
  if (mode !== 'custom-domain') return null;
  return (await api.findCustomDomain(documentUrl(request).hostname))?.businessSlug ?? null;
}

/**
 * The one business this request is for: a private app's (issue 17) or a custom domain's, with its places;
 * on the marketplace (or if it has gone) null.
 */
export async function servedBusiness(
  context: ServedContext,
  request: Request,
): Promise<BusinessDetailDto | null> {
  const slug = await servedBusinessSlug(context, request);
  return slug ? context.api.getBusiness(slug) : null;
}

import type { BusinessDetailDto } from '@kalendo/contracts';
import { documentUrl } from '../../platform/document-url.ts';
import type { RequestContextValue } from '../../platform/request-context.ts';

/**
 * The one business this request is for: a private app's (issue 17) or a custom domain's, with its places;
 * on the marketplace (or if it has gone) null.
 */
export async function servedBusiness(
  { api, mode, privateAppBusiness }: Pick<RequestContextValue, 'api' | 'mode' | 'privateAppBusiness'>,
  request: Request,
): Promise<BusinessDetailDto | null> {
  if (privateAppBusiness !== null) return api.getBusiness(privateAppBusiness);
  if (mode !== 'custom-domain') return null;
  const domain = await api.findCustomDomain(documentUrl(request).hostname);
  return domain ? api.getBusiness(domain.businessSlug) : null;
}

import type { BusinessDetailDto } from '@kalendo/contracts';
import { documentUrl } from '../../platform/document-url.ts';
import type { RequestContextValue } from '../../platform/request-context.ts';

/** On a business's custom domain: that business with its places; elsewhere (or if it has gone) null. */
export async function customDomainBusiness(
  { api, mode }: Pick<RequestContextValue, 'api' | 'mode'>,
  request: Request,
): Promise<BusinessDetailDto | null> {
  if (mode !== 'custom-domain') return null;
  const domain = await api.findCustomDomain(documentUrl(request).hostname);
  return domain ? api.getBusiness(domain.businessSlug) : null;
}

import type { BusinessDetailDto } from '@kalendo/contracts';
import { data } from 'react-router';
import { documentUrl } from '../../lib/document-url.ts';
import type { RequestContextValue } from '../../lib/request-context.ts';

type ServedContext = Pick<RequestContextValue, 'api' | 'mode' | 'privateAppBusiness'>;

/** The slug of the private app's business or the custom domain's (null: none, or the domain's place not public). */
async function lookUpSlug({ api, mode, privateAppBusiness }: ServedContext, request: Request) {
  if (privateAppBusiness !== null) return privateAppBusiness;
  if (mode !== 'custom-domain') return null;
  return (await api.findCustomDomain(documentUrl(request).hostname))?.businessSlug ?? null;
}

/**
 * The slug of the one business this request is for (a private app's or a custom domain's), else null (the
 * marketplace). A custom domain whose place is not public (its business unpublished, or the place not yet
 * published; ADR 044, 056) is not found: its pages never fall back to the marketplace's.
 */
export async function servedBusinessSlug(context: ServedContext, request: Request): Promise<string | null> {
  const slug = await lookUpSlug(context, request);
  if (slug === null && context.mode === 'custom-domain') throw data(null, { status: 404 });
  return slug;
}

/**
 * The one business this request is for: a private app's (issue 17) or a custom domain's, with its places;
 * on the marketplace (or if it has gone) null; a custom domain whose place is not public is not found.
 */
export async function servedBusiness(
  context: ServedContext,
  request: Request,
): Promise<BusinessDetailDto | null> {
  const slug = await servedBusinessSlug(context, request);
  return slug ? context.api.getBusiness(slug) : null;
}

/** The same business for the root's brand, which never throws: null on a custom domain not public. */
export async function servedBrandBusiness(
  context: ServedContext,
  request: Request,
): Promise<BusinessDetailDto | null> {
  const slug = await lookUpSlug(context, request);
  return slug ? context.api.getBusiness(slug) : null;
}

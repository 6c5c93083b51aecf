import { randomBytes } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  CustomDomainInputSchema,
  PartnerDistributionSchema,
  PlaceIdParamsSchema,
  WidgetOriginsInputSchema,
} from '@kalendo/contracts';
import type { PlaceDistributionRecord } from '@kalendo/db';
import {
  customDomainOf,
  verificationRecordName,
  verificationRecordValue,
  verifyCustomDomain,
  widgetOriginsOf,
} from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError, type ErrorMessageKey } from '../errors/api-error.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const distributionRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/distribution',
  tags: ['partner'],
  summary: "Where the business's booking is offered: each place's widget sites and custom domain",
  request: { params: BusinessIdParamsSchema },
  responses: { 200: json('Distribution', PartnerDistributionSchema), ...scopedResponses },
});
const widgetOriginsRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/places/{placeId}/widget-origins',
  tags: ['partner'],
  summary: "Replace the sites that may embed the place's widget (https, or http://localhost; at most 20)",
  request: { params: PlaceIdParamsSchema, body: jsonBody(WidgetOriginsInputSchema) },
  responses: { 200: json('Distribution', PartnerDistributionSchema), ...scopedResponses },
});
const customDomainRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/places/{placeId}/custom-domain',
  tags: ['partner'],
  summary: "Name the place's custom domain: unverified, with the DNS TXT record that will prove it",
  request: { params: PlaceIdParamsSchema, body: jsonBody(CustomDomainInputSchema) },
  responses: {
    200: json('Distribution', PartnerDistributionSchema),
    409: errorResponse('Another place already has this domain (`DOMAIN_TAKEN`)'),
    ...scopedResponses,
  },
});
const removeDomainRoute = createRoute({
  method: 'delete',
  path: '/partner/businesses/{businessId}/places/{placeId}/custom-domain',
  tags: ['partner'],
  summary: "Forget the place's custom domain (it is no longer served)",
  request: { params: PlaceIdParamsSchema },
  responses: { 200: json('Distribution', PartnerDistributionSchema), ...scopedResponses },
});
const verifyDomainRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/places/{placeId}/custom-domain/verify',
  tags: ['partner'],
  summary: "Look the domain's TXT record up; a record with the token makes the domain trusted",
  description:
    'Also for a verified domain whose daily re-checks failed (ADR 053): found, its failed checks are forgotten.',
  request: { params: PlaceIdParamsSchema },
  responses: {
    200: json('Verified', PartnerDistributionSchema),
    409: errorResponse(
      'Not proven (`DOMAIN_NOT_VERIFIED`, `details.reason`: wrong-token, no-record, timeout, failed)',
    ),
    ...scopedResponses,
  },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** The message of each failed verification: what the partner should do about it. */
const VERIFY_MESSAGES: Record<string, ErrorMessageKey> = {
  'wrong-token': 'DOMAIN_TXT_WRONG',
  'no-record': 'DOMAIN_TXT_MISSING',
  timeout: 'DOMAIN_DNS_TIMEOUT',
  failed: 'DOMAIN_NOT_VERIFIED',
};

/** A place's distribution as the API answers it: the record to create while its domain is unproven. */
function placeOut(place: PlaceDistributionRecord) {
  const {
    customDomain,
    customDomainToken,
    customDomainVerifiedAt,
    customDomainFailedChecks,
    customDomainLapsedAt,
    ...rest
  } = place;
  return {
    ...rest,
    customDomain: customDomain
      ? {
          domain: customDomain,
          verifiedAt: customDomainVerifiedAt,
          failedChecks: customDomainFailedChecks,
          lapsedAt: customDomainLapsedAt,
          record: customDomainToken
            ? {
                type: 'TXT' as const,
                name: verificationRecordName(customDomain),
                value: verificationRecordValue(customDomainToken),
              }
            : null,
        }
      : null,
  };
}

/**
 * Distribution (issue 22, ADR 044): the widget's sites, a place's custom domain and its DNS proof. A write
 * through the API clears its kept public answers, so the widget's frame ancestors follow at once.
 */
export function partnerDistributionRoutes(services: Services) {
  const { partnerDistribution } = services.stores;
  const router = createSessionRouter();
  const base = '/partner/businesses/:businessId';
  for (const path of [
    `${base}/distribution`,
    `${base}/places/:placeId/widget-origins`,
    `${base}/places/:placeId/custom-domain`,
    `${base}/places/:placeId/custom-domain/*`,
  ])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  async function answer(businessId: string) {
    const { businessSlug, places } = await refusalsAsErrors(() => partnerDistribution.read(businessId));
    return { businessSlug, places: places.map(placeOut) };
  }

  return router
    .openapi(distributionRoute, async (c) => {
      return c.json(await answer(partnerOf(c).businessId), 200, noStore);
    })
    .openapi(widgetOriginsRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const checked = widgetOriginsOf(c.req.valid('json').origins);
      if ('problems' in checked)
        throw new ApiError('VALIDATION_FAILED', {
          fields: checked.problems.map(({ index, problem }) => ({
            path: `origins.${index}`,
            message: problem,
          })),
        });
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() =>
        partnerDistribution.setWidgetOrigins(businessId, userId, placeId, checked.origins),
      );
      return c.json(await answer(businessId), 200, noStore);
    })
    .openapi(customDomainRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const domain = customDomainOf(c.req.valid('json').domain);
      if (!domain || domain === new URL(services.config.publicOrigin).hostname)
        throw new ApiError('VALIDATION_FAILED', { fields: [{ path: 'domain', message: 'not-a-domain' }] });
      const { placeId } = c.req.valid('param');
      const token = randomBytes(16).toString('hex');
      await refusalsAsErrors(() =>
        partnerDistribution.setCustomDomain(businessId, userId, placeId, domain, token),
      );
      return c.json(await answer(businessId), 200, noStore);
    })
    .openapi(removeDomainRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerDistribution.removeCustomDomain(businessId, userId, placeId));
      return c.json(await answer(businessId), 200, noStore);
    })
    .openapi(verifyDomainRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      const { places } = await refusalsAsErrors(() => partnerDistribution.read(businessId));
      const place = places.find((candidate) => candidate.id === placeId);
      if (!place?.customDomain) throw new ApiError('NOT_FOUND');
      // Unproven, or proven but failing its daily re-checks (ADR 053): "check again" looks it up now.
      if (!place.customDomainVerifiedAt || (place.customDomainToken && place.customDomainFailedChecks > 0)) {
        // The lookup runs outside any transaction: a slow DNS server holds no lock.
        const outcome = await verifyCustomDomain(
          services.txtResolver,
          place.customDomain,
          place.customDomainToken ?? '',
        );
        if (!outcome.verified)
          throw new ApiError('DOMAIN_NOT_VERIFIED', {
            reason: outcome.reason,
            record: placeOut(place).customDomain?.record,
          }).withMessage(VERIFY_MESSAGES[outcome.reason] ?? 'DOMAIN_NOT_VERIFIED');
        await refusalsAsErrors(() =>
          partnerDistribution.markVerified(
            businessId,
            userId,
            placeId,
            place.customDomain ?? '',
            services.now(),
          ),
        );
      }
      return c.json(await answer(businessId), 200, noStore);
    });
}

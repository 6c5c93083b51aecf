import { createRoute } from '@hono/zod-openapi';
import {
  InspirationFiltersSchema,
  InspirationGalleryPageSchema,
  InspirationGalleryQuerySchema,
  InspirationLookDetailSchema,
  InspirationLookParamsSchema,
  InspirationLookQuerySchema,
  InspirationServiceParamsSchema,
  InspirationServiceQuerySchema,
  InspirationServiceSchema,
} from '@kalendo/contracts';
import {
  getInspirationLook,
  getInspirationService,
  listInspirationFilters,
  listInspirationGallery,
} from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const galleryRoute = createRoute({
  method: 'get',
  path: '/inspiration',
  tags: ['inspiration'],
  summary: 'The Look Book: photos and videos of services done at places, newest first, keyset-paged',
  request: { query: InspirationGalleryQuerySchema },
  responses: {
    200: {
      description: "Looks, services named in the request language, each with its place's cheapest offer",
      content: { 'application/json': { schema: InspirationGalleryPageSchema } },
    },
    ...commonErrorResponses,
  },
});

const filtersRoute = createRoute({
  method: 'get',
  path: '/inspiration/filters',
  tags: ['inspiration'],
  summary:
    'The Look Book filters: service types that have looks (catalogue order) and cities (most places first)',
  responses: {
    200: {
      description: 'Service types and cities named in the request language',
      content: { 'application/json': { schema: InspirationFiltersSchema } },
    },
    ...commonErrorResponses,
  },
});

const serviceRoute = createRoute({
  method: 'get',
  path: '/inspiration/services/{slug}',
  tags: ['inspiration'],
  summary:
    "A service type's collection: how many places offer it (in a city), typical prices and length, the best rated places",
  request: { params: InspirationServiceParamsSchema, query: InspirationServiceQuerySchema },
  responses: {
    200: {
      description: 'The service type, named in the request language, as places offer it',
      content: { 'application/json': { schema: InspirationServiceSchema } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const lookRoute = createRoute({
  method: 'get',
  path: '/inspiration/{mediaId}',
  tags: ['inspiration'],
  summary: 'One look: its place, service and staff member, and the next 3 free starts of that service there',
  request: { params: InspirationLookParamsSchema, query: InspirationLookQuerySchema },
  responses: {
    200: {
      description: 'The look with free starts from the availability engine',
      content: { 'application/json': { schema: InspirationLookDetailSchema } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function inspirationGalleryRoutes(services: Services) {
  const gallery = services.stores.inspirationGallery;
  const { availability } = services.stores;
  const now = services.now;
  const previews = services.lookPreviews;
  return createRouter()
    .openapi(galleryRoute, async (c) => {
      const { service, city, near, cursor, limit } = c.req.valid('query');
      const page = await listInspirationGallery(
        { gallery, previews },
        {
          ...(service ? { serviceSlug: service } : {}),
          ...(city ? { citySlug: city } : {}),
          ...(near ? { near } : {}),
          ...(cursor ? { cursor } : {}),
          limit,
          locale: c.get('locale'),
          fallbackLocale: FALLBACK_LOCALE,
        },
      );
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Vary', 'Accept-Language');
      return c.json(page, 200);
    })
    .openapi(filtersRoute, async (c) => {
      const filters = await listInspirationFilters(
        { gallery },
        { locale: c.get('locale'), fallbackLocale: FALLBACK_LOCALE },
      );
      c.header('Cache-Control', 'public, max-age=300');
      c.header('Vary', 'Accept-Language');
      return c.json(filters, 200);
    })
    .openapi(serviceRoute, async (c) => {
      const city = c.req.valid('query').city;
      const service = await getInspirationService(
        { gallery },
        {
          slug: c.req.valid('param').slug,
          ...(city ? { citySlug: city } : {}),
          locale: c.get('locale'),
          fallbackLocale: FALLBACK_LOCALE,
        },
      );
      c.header('Cache-Control', 'public, max-age=300');
      c.header('Vary', 'Accept-Language');
      return c.json(service, 200);
    })
    .openapi(lookRoute, async (c) => {
      const { service, city, near } = c.req.valid('query');
      const look = await getInspirationLook(
        { gallery, availability, now, previews },
        {
          id: c.req.valid('param').mediaId,
          locale: c.get('locale'),
          fallbackLocale: FALLBACK_LOCALE,
          within: {
            ...(service ? { serviceSlug: service } : {}),
            ...(city ? { citySlug: city } : {}),
            ...(near ? { near } : {}),
          },
        },
      );
      // Free times change with every booking.
      c.header('Cache-Control', 'no-store');
      return c.json(look, 200);
    });
}

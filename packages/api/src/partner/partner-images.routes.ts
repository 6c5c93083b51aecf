import { createRoute, z } from '@hono/zod-openapi';
import { BusinessIdParamsSchema, MediaRefSchema, StaffIdParamsSchema } from '@kalendo/contracts';
import {
  MAX_IMAGE_UPLOAD_BYTES,
  UPLOADED_IMAGE_RULES,
  type UploadedImageKind,
} from '@kalendo/contracts/media';
import type { ImageSlot } from '@kalendo/db';
import type { Context } from 'hono';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import type { SessionEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { renderUploadedImage } from '../media/uploaded-variants.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const MB = MAX_IMAGE_UPLOAD_BYTES / 1024 / 1024;

/** The three pictures a partner uploads (ADR 051), by path under the business. */
const SLOTS = {
  logo: {
    path: '/partner/businesses/{businessId}/logo',
    params: BusinessIdParamsSchema,
    what: "the business's logo",
  },
  'app-icon': {
    path: '/partner/businesses/{businessId}/app-icon',
    params: BusinessIdParamsSchema,
    what: "the private app's icon",
  },
  'staff-photo': {
    path: '/partner/businesses/{businessId}/staff/{staffId}/photo',
    params: StaffIdParamsSchema,
    what: "a staff member's photo",
  },
} as const;

const uploadRoute = <K extends UploadedImageKind>(kind: K) => {
  const slot = SLOTS[kind];
  const rule = UPLOADED_IMAGE_RULES[kind];
  return createRoute({
    method: 'put',
    path: slot.path,
    tags: ['partner'],
    summary: `Upload or replace ${slot.what}: the picture (JPEG, PNG, WebP, AVIF, HEIF or GIF, ≤ ${MB} MB) as the raw body`,
    description:
      `The format is read from the bytes; the picture is re-encoded without its metadata into a ` +
      `${rule.edge} px square (${rule.fit === 'contain' ? 'the whole picture, on transparency' : 'cropped'}), ` +
      `at least ${rule.minEdge} px on its shorter side. The answer's id is new with every upload: ` +
      '`/media/{id}/image` serves it, cached for a year.',
    request: {
      params: slot.params,
      body: { content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } }, required: true },
    },
    responses: {
      200: json('Stored', MediaRefSchema),
      ...scopedResponses,
      413: errorResponse(`Over ${MB} MB (\`IMAGE_TOO_LARGE\`)`),
      415: errorResponse('Not a picture of an accepted format (`INVALID_IMAGE`)'),
      422: errorResponse('Smaller than the shortest side allowed (`IMAGE_TOO_SMALL`, `details.minEdge`)'),
    },
  });
};

const removeRoute = <K extends UploadedImageKind>(kind: K) =>
  createRoute({
    method: 'delete',
    path: SLOTS[kind].path,
    tags: ['partner'],
    summary: `Remove ${SLOTS[kind].what} (nothing there is not an error)`,
    request: { params: SLOTS[kind].params },
    responses: { 204: { description: 'Removed' }, ...scopedResponses },
  });

/**
 * Uploads of the business's logo, its private app's icon and its staff members' photos (issue 22, ADR 051):
 * owner and manager (ADR 038's rule: any write), never staff. Every successful write clears the API's kept
 * public answers and the web server's kept pages, so pages showing the picture change at once.
 */
export function partnerImagesRoutes(services: Services) {
  const { partnerImages } = services.stores;
  const router = createSessionRouter();
  for (const path of [
    '/partner/businesses/:businessId/logo',
    '/partner/businesses/:businessId/app-icon',
    '/partner/businesses/:businessId/staff/:staffId/photo',
  ])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  async function upload(c: Context<SessionEnv>, kind: UploadedImageKind, slot: ImageSlot) {
    const { businessId, userId } = partnerOf(c);
    const rendered = await renderUploadedImage(Buffer.from(await c.req.arrayBuffer()), kind);
    if (!rendered.ok)
      throw rendered.reason === 'IMAGE_TOO_SMALL'
        ? new ApiError('IMAGE_TOO_SMALL', { minEdge: rendered.minEdge })
        : new ApiError(rendered.reason);
    const stored = await refusalsAsErrors(() =>
      partnerImages.set(businessId, userId, slot, { ...rendered.image, alt: '' }),
    );
    return c.json(stored, 200, { 'Cache-Control': 'private, no-store' });
  }
  async function remove(c: Context<SessionEnv>, slot: ImageSlot) {
    const { businessId, userId } = partnerOf(c);
    await refusalsAsErrors(() => partnerImages.remove(businessId, userId, slot));
    return c.body(null, 204);
  }

  return router
    .openapi(uploadRoute('logo'), (c) => upload(c, 'logo', { kind: 'logo' }))
    .openapi(removeRoute('logo'), (c) => remove(c, { kind: 'logo' }))
    .openapi(uploadRoute('app-icon'), (c) => upload(c, 'app-icon', { kind: 'app-icon' }))
    .openapi(removeRoute('app-icon'), (c) => remove(c, { kind: 'app-icon' }))
    .openapi(uploadRoute('staff-photo'), (c) =>
      upload(c, 'staff-photo', { kind: 'staff-photo', staffId: c.req.param('staffId') ?? '' }),
    )
    .openapi(removeRoute('staff-photo'), (c) =>
      remove(c, { kind: 'staff-photo', staffId: c.req.param('staffId') ?? '' }),
    );
}

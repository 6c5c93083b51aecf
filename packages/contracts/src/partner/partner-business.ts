import { z } from '@hono/zod-openapi';
import {
  currencyCode,
  PARTNER_LIMITS,
  partnerLocale,
  requiredText,
  text,
  timeZone,
} from './partner-fields.ts';

export const BUSINESS_ROLES = ['owner', 'manager', 'staff'] as const;
export const BusinessRoleSchema = z.enum(BUSINESS_ROLES);
export type BusinessRoleName = z.infer<typeof BusinessRoleSchema>;

/** A place's address and position (no geocoding: the partner gives the coordinates, e.g. from a map pin). */
export const PlaceAddressSchema = z
  .object({
    name: requiredText(PARTNER_LIMITS.name),
    addressLine: requiredText(PARTNER_LIMITS.address),
    city: requiredText(PARTNER_LIMITS.name),
    citySlug: z.string().regex(/^[a-z0-9-]{1,80}$/, 'a slug: lower-case letters, digits and hyphens'),
    postalCode: text(20).default(''),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code'),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    timeZone,
    currency: currencyCode,
    phone: text(40).default(''),
    email: z.union([z.email().max(200), z.literal('')]).default(''),
    description: text(PARTNER_LIMITS.description).default(''),
  })
  .strict();

const businessFields = {
  name: requiredText(PARTNER_LIMITS.name),
  description: text(PARTNER_LIMITS.description),
  locale: partnerLocale.openapi({ description: 'The language the business writes its texts in' }),
  categorySlug: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .nullable()
    .openapi({ description: 'A marketplace category; null: none' }),
};

/** `POST /partner/businesses`: the business and its first place; the caller becomes its owner. */
export const CreatePartnerBusinessInputSchema = z
  .object({
    ...businessFields,
    description: businessFields.description.default(''),
    categorySlug: businessFields.categorySlug.default(null),
    place: PlaceAddressSchema,
  })
  .strict()
  .openapi('CreatePartnerBusinessInput');
export type CreatePartnerBusinessInput = z.infer<typeof CreatePartnerBusinessInputSchema>;

/** `PATCH /partner/businesses/{businessId}`: any of the business's own fields. */
export const UpdatePartnerBusinessInputSchema = z
  .object({
    ...businessFields,
    themeColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/, 'a colour as #rrggbb in lower case')
      .nullable()
      .openapi({ description: "The private app's and custom domain's colour (ADR 027); null: Kalendo's" }),
    appName: requiredText(PARTNER_LIMITS.appName)
      .nullable()
      .openapi({ description: "The private app's name (ADR 051); null: the business's name" }),
  })
  .partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'at least one field' })
  .openapi('UpdatePartnerBusinessInput');
export type UpdatePartnerBusinessInput = z.infer<typeof UpdatePartnerBusinessInputSchema>;

export const PartnerBusinessSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    locale: z.string(),
    categorySlug: z.string().nullable(),
    logoMediaId: z
      .uuid()
      .nullable()
      .openapi({ description: 'The logo (`/media/{id}/image`); upload it with PUT …/logo' }),
    themeColor: z.string().nullable(),
    appName: z.string().nullable(),
    appIconMediaId: z
      .uuid()
      .nullable()
      .openapi({ description: "The private app's icon; upload it with PUT …/app-icon (null: the logo)" }),
    publishedAt: z.string().nullable(),
    role: BusinessRoleSchema.openapi({ description: "The caller's role in the business" }),
    /** Each place as the portal's pages name it: its clock and currency too (no second read for them). */
    places: z.array(
      z.object({
        id: z.uuid(),
        slug: z.string(),
        name: z.string(),
        city: z.string(),
        timeZone: z.string(),
        currency: z.string(),
        publishedAt: z
          .string()
          .nullable()
          .openapi({ description: 'When the place went public on its own (ADR 056); null: not yet' }),
      }),
    ),
  })
  .openapi('PartnerBusiness');
export type PartnerBusiness = z.infer<typeof PartnerBusinessSchema>;

/** `GET /partner/businesses`: the caller's memberships (a user belongs to few businesses). */
export const PartnerBusinessListSchema = z
  .object({ items: z.array(PartnerBusinessSchema).max(100) })
  .openapi('PartnerBusinessList');

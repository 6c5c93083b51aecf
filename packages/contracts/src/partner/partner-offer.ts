import { z } from '@hono/zod-openapi';
import { currencyCode, minutes, PARTNER_LIMITS, requiredText, text, weeklyRanges } from './partner-fields.ts';

const ids = z.array(z.uuid()).max(PARTNER_LIMITS.links);

/** A service of a place: what it is, how long it takes (plus buffers), its price and who performs it. */
export const ServiceInputSchema = z
  .object({
    placeId: z.uuid(),
    name: requiredText(PARTNER_LIMITS.name),
    description: text(PARTNER_LIMITS.description).default(''),
    marketplaceServiceSlug: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .nullable()
      .default(null)
      .openapi({ description: 'The catalogue type (how search finds it); null: none' }),
    durationMinutes: z.number().int().min(5).max(PARTNER_LIMITS.durationMinutes),
    bufferBeforeMinutes: minutes(PARTNER_LIMITS.bufferMinutes).default(0),
    bufferAfterMinutes: minutes(PARTNER_LIMITS.bufferMinutes).default(0),
    priceMinor: z.number().int().min(0).max(PARTNER_LIMITS.priceMinor),
    priceIsFrom: z.boolean().default(false),
    currency: currencyCode,
    staffIds: ids.default([]),
  })
  .strict()
  .openapi('ServiceInput');
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

/** An absence of a staff member, as instants. */
export const TimeOffSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    reason: text(PARTNER_LIMITS.note).default(''),
  })
  .strict()
  .refine((off) => Date.parse(off.endsAt) > Date.parse(off.startsAt), {
    message: 'ends after it starts',
    path: ['endsAt'],
  })
  .refine((off) => Date.parse(off.endsAt) - Date.parse(off.startsAt) <= 366 * 86_400_000, {
    message: 'at most a year',
    path: ['endsAt'],
  });

/** A staff member of a place: who, which services, weekly working hours, breaks and time off. */
export const StaffInputSchema = z
  .object({
    placeId: z.uuid(),
    name: requiredText(PARTNER_LIMITS.name),
    title: text(PARTNER_LIMITS.title).default(''),
    serviceIds: ids.default([]),
    workingHours: weeklyRanges.default([]),
    breaks: weeklyRanges.default([]),
    timeOff: z.array(TimeOffSchema).max(PARTNER_LIMITS.timeOff).default([]),
  })
  .strict()
  .openapi('StaffInput');
export type StaffInput = z.infer<typeof StaffInputSchema>;

export const ServiceSetupSchema = z
  .object({
    id: z.uuid(),
    placeId: z.uuid(),
    name: z.string(),
    description: z.string(),
    marketplaceServiceSlug: z.string().nullable(),
    durationMinutes: z.number().int(),
    bufferBeforeMinutes: z.number().int(),
    bufferAfterMinutes: z.number().int(),
    priceMinor: z.number().int(),
    priceIsFrom: z.boolean(),
    currency: z.string(),
    staffIds: z.array(z.uuid()),
  })
  .openapi('ServiceSetup');
export type ServiceSetup = z.infer<typeof ServiceSetupSchema>;

export const StaffSetupSchema = z
  .object({
    id: z.uuid(),
    placeId: z.uuid(),
    name: z.string(),
    title: z.string(),
    photoMediaId: z.uuid().nullable(),
    serviceIds: z.array(z.uuid()),
    workingHours: weeklyRanges,
    breaks: weeklyRanges,
    timeOff: z.array(z.object({ startsAt: z.string(), endsAt: z.string(), reason: z.string() })),
  })
  .openapi('StaffSetup');
export type StaffSetup = z.infer<typeof StaffSetupSchema>;

export const ServiceListSchema = z.object({ items: z.array(ServiceSetupSchema) }).openapi('ServiceSetupList');
export const StaffListSchema = z.object({ items: z.array(StaffSetupSchema) }).openapi('StaffSetupList');

/** A patch changes at least one field: an empty body is a mistake, not a no-op. */
const someField = (input: object) => Object.keys(input).length > 0;

/**
 * `PATCH …/services/{serviceId}`: any of a service's fields but its place (a list given replaces the old).
 * Booked appointments keep the duration, price and staff member they were booked with.
 */
export const ServicePatchSchema = z
  .object({
    name: requiredText(PARTNER_LIMITS.name),
    description: text(PARTNER_LIMITS.description),
    marketplaceServiceSlug: z
      .string()
      .regex(/^[a-z0-9-]{1,80}$/)
      .nullable(),
    durationMinutes: z.number().int().min(5).max(PARTNER_LIMITS.durationMinutes),
    bufferBeforeMinutes: minutes(PARTNER_LIMITS.bufferMinutes),
    bufferAfterMinutes: minutes(PARTNER_LIMITS.bufferMinutes),
    priceMinor: z.number().int().min(0).max(PARTNER_LIMITS.priceMinor),
    priceIsFrom: z.boolean(),
    currency: currencyCode,
    staffIds: ids,
  })
  .partial()
  .strict()
  .refine(someField, { message: 'at least one field' })
  .openapi('ServicePatch');
export type ServicePatch = z.infer<typeof ServicePatchSchema>;

/**
 * `PATCH …/staff/{staffId}`: any of a staff member's fields; each list given replaces the old (time off
 * periods are added and removed by sending the list as it should be). `placeId` moves them to another place of
 * the business (ADR 058): refused while they have appointments or sessions to come; their services at the old
 * place are unlinked, and `serviceIds`, when given with it, names services of the new place.
 */
export const StaffPatchSchema = z
  .object({
    placeId: z.uuid(),
    name: requiredText(PARTNER_LIMITS.name),
    title: text(PARTNER_LIMITS.title),
    serviceIds: ids,
    workingHours: weeklyRanges,
    breaks: weeklyRanges,
    timeOff: z.array(TimeOffSchema).max(PARTNER_LIMITS.timeOff),
  })
  .partial()
  .strict()
  .refine(someField, { message: 'at least one field' })
  .openapi('StaffPatch');
export type StaffPatch = z.infer<typeof StaffPatchSchema>;

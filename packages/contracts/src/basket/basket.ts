import { z } from '@hono/zod-openapi';
import { BookingItemInputSchema } from '../bookings/booking.ts';

/** The most items one basket holds (also the most a guest may send to check or merge). */
export const BASKET_LIMIT = 10;

const utcInstant = z.string().openapi({ description: 'UTC instant', example: '2026-11-23T08:00:00Z' });

/** A spot in a class session, checked out with the basket's services. */
export const BasketClassItemInputSchema = z
  .strictObject({ sessionId: z.uuid().openapi({ description: 'The class session to take a spot in' }) })
  .openapi('BasketClassItemInput');

/** A service at a start, or a class session. */
export const BasketItemInputSchema = z
  .union([BookingItemInputSchema.strict(), BasketClassItemInputSchema])
  .openapi('BasketItemInput');

export const BasketItemsInputSchema = z
  .strictObject({ items: z.array(BasketItemInputSchema).max(BASKET_LIMIT) })
  .openapi('BasketItemsInput');

/** A business's widget asks for, and checks out, only that business's items (the others stay). */
export const BasketScopeQuerySchema = z.object({
  business: z
    .string()
    .min(1)
    .max(120)
    .optional()
    .openapi({ param: { name: 'business', in: 'query' }, description: 'Only this business’s items' }),
});

export const BasketItemIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const BasketItemSchema = z
  .object({
    id: z.string().openapi({ description: 'The row id; `guest-<index>` for a guest basket check' }),
    kind: z.enum(['service', 'class']).openapi({
      description:
        '`class`: a spot in a class session; its name is in `serviceName`, its teacher in `staffName` (`staffId` is `any`, `serviceId` empty)',
    }),
    sessionId: z
      .uuid()
      .nullable()
      .openapi({ description: 'The class session of a class item; null for a service' }),
    classId: z.uuid().nullable().openapi({ description: 'The class of a class item; null for a service' }),
    locationSlug: z.string(),
    locationName: z.string(),
    businessSlug: z.string().openapi({ description: 'The business of the place' }),
    businessName: z.string(),
    serviceId: z.string(),
    serviceName: z.string(),
    staffId: z.union([z.literal('any'), z.uuid()]),
    staffName: z.string().nullable().openapi({ description: 'Null for "any available"' }),
    start: utcInstant,
    end: utcInstant,
    localStart: z.string().openapi({
      description: "Wall clock at the place, in the place's time zone",
      example: '2026-11-23T10:00',
    }),
    timeZone: z.string().openapi({ example: 'Europe/Sofia' }),
    durationMinutes: z.number().int(),
    priceMinor: z.number().int(),
    currency: z.string(),
    status: z.enum(['available', 'unavailable', 'gone']).openapi({
      description:
        '`unavailable`: the time is not free now (a class: full, begun, or already held by the user); `gone`: the ' +
        'service, place or session no longer exists or is bookable',
    }),
    alternatives: z
      .array(utcInstant)
      .openapi({ description: 'Up to 3 nearest free starts (same staff choice); empty when available' }),
  })
  .openapi('BasketItem');

export const BasketSchema = z
  .object({
    items: z.array(BasketItemSchema).openapi({ description: 'Ordered by start' }),
    count: z.number().int(),
    totals: z
      .array(z.object({ currency: z.string(), amountMinor: z.number().int() }))
      .openapi({ description: 'Per currency over the items that are not gone, sorted by currency' }),
    notMerged: z
      .number()
      .int()
      .optional()
      .openapi({ description: 'After a merge: guest items that did not fit in the basket' }),
  })
  .openapi('Basket');

export type BasketItemDto = z.infer<typeof BasketItemSchema>;
export type BasketDto = z.infer<typeof BasketSchema>;
export type BasketItemsInput = z.infer<typeof BasketItemsInputSchema>;

/**
 * One item to put in the basket: a service `{locationSlug, serviceId, staffId ('any' or an id), start}` or a
 * class session `{sessionId}`.
 */
export type BasketItemInput = z.infer<typeof BasketItemInputSchema>;
/** The names the web app gives the basket and its items. */
export type BasketItem = BasketItemDto;
export type Basket = BasketDto;

export const BasketCountSchema = z.object({ count: z.number().int().min(0) }).openapi('BasketCount');

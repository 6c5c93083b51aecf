import type { BasketDto, BasketItemDto, BookingSchema, CreateBookingInput } from '@kalendo/contracts';
import type { z } from 'zod';

/** One item to book or to put in the basket: `{locationSlug, serviceId, staffId ('any' or an id), start}`. */
export type BasketItemInput = CreateBookingInput['items'][number];
export type BasketItem = BasketItemDto;
export type Basket = BasketDto;
export type Booking = z.infer<typeof BookingSchema>;

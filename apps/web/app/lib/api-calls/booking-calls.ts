import type { BasketItemInput, ReviewInput } from '@kalendo/contracts';
import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** The basket's query: one business's items (a business's widget), or all of them. */
const scope = (business: string | undefined) => (business ? { business } : {});

/** Booking: the basket and its checkout, own bookings and appointments (cancel, move, review), the calendar feed. */
export function bookingCalls(api: TypedApi) {
  return {
    /** "My appointments": one page of the signed-in user's upcoming or past appointments. */
    listMyAppointments: (when: 'upcoming' | 'past', cursor?: string) =>
      read(api.me.appointments.$get({ query: { when, ...(cursor ? { cursor } : {}) } })),
    cancelMyAppointment: (id: string) =>
      result(api.me.appointments[':id'].cancel.$post({ param: { id: segment(id) } })),
    /** Reviews an own completed visit; a refusal (not completed, already reviewed) is returned. */
    writeReview: (appointmentId: string, input: ReviewInput) =>
      result(api.me.appointments[':id'].review.$post({ param: { id: segment(appointmentId) }, json: input })),
    deleteReview: (id: string) => result(api.me.reviews[':id'].$delete({ param: { id: segment(id) } })),
    /** The private calendar subscription: whether it is on; creating rotates it (the old URL stops working). */
    getCalendarFeed: () => read(api.me['calendar-feed'].$get()),
    createCalendarFeed: () => result(api.me['calendar-feed'].$post()),
    deleteCalendarFeed: () => result(api.me['calendar-feed'].$delete()),
    /** The user's basket; in a business's widget only that business's items. */
    getBasket: (business?: string) => read(api.me.basket.$get({ query: scope(business) })),
    getBasketCount: () => read(api.me.basket.count.$get()),
    addBasketItem: (item: BasketItemInput) => result(api.me.basket.items.$post({ json: item })),
    removeBasketItem: (id: string) =>
      result(api.me.basket.items[':id'].$delete({ param: { id: segment(id) } })),
    clearBasket: () => result(api.me.basket.$delete()),
    /** A guest's items (from the basket cookie) with names, prices and whether each is still free. */
    checkBasket: (items: readonly BasketItemInput[], business?: string) =>
      result(api.basket.check.$post({ query: scope(business), json: { items: [...items] } })),
    /** Moves a guest's items into the account of the request's session, or of the one just set at sign-in. */
    mergeBasket: (items: readonly BasketItemInput[], sessionCookie?: string) =>
      result(
        api.me.basket.merge.$post(
          { json: { items: [...items] } },
          sessionCookie ? { headers: { Cookie: sessionCookie } } : undefined,
        ),
      ),
    /**
     * Books the basket the server keeps (each item checked once; in a business's widget only that business's
     * items, the others stay), paid in part with a membership if chosen; a repeat of the key replays.
     */
    checkoutBasket: (idempotencyKey: string, business?: string, membershipId?: string) =>
      result(
        api.me.basket.checkout.$post({
          query: scope(business),
          header: { 'idempotency-key': idempotencyKey },
          json: membershipId ? { membershipId } : {},
        }),
      ),
    /** One own booking with its appointments; null when the user has no booking with this id. */
    getMyBooking: (id: string) => readOrNull(api.me.bookings[':id'].$get({ param: { id: segment(id) } })),
    rescheduleAppointment: (id: string, move: { start: string; staffId?: string }, idempotencyKey: string) =>
      result(
        api.me.appointments[':id'].reschedule.$post({
          param: { id: segment(id) },
          json: move,
          header: { 'idempotency-key': idempotencyKey },
        }),
      ),
  };
}

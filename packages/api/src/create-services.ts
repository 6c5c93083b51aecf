import {
  addToBasket,
  type BasketItemRequest,
  type BookingItemRequest,
  buyMembership,
  cancelMembership,
  checkGuestBasket,
  checkoutBasket,
  clearBasket,
  countFormsToFill,
  countShellBadges,
  countUnreadNotifications,
  createBooking,
  listMyForms,
  listMyNotifications,
  type MyFormsDeps,
  type MyFormsList,
  markAllNotificationsRead,
  markNotificationRead,
  mergeIntoBasket,
  type NotificationsDeps,
  payAtVenue,
  removeFromBasket,
  saveFormDraft,
  showBasket,
  showMyBooking,
  showMyForm,
  submitForm,
} from '@kalendo/domain';
import { isSupportedLocale, type Locale } from '@kalendo/i18n';
import { VERIFICATION_EMAILS_PER_HOUR } from './auth/auth-passthrough.ts';
import { createAuth } from './auth/create-auth.ts';
import type { SessionUser } from './auth/require-session.ts';
import { createSessionLookUp } from './auth/session-look-up.ts';
import { composeBookingConfirmation } from './bookings/booking-confirmation.ts';
import { requestFingerprint } from './bookings/request-fingerprint.ts';
import { createBotCheck } from './bot-check/create-bot-check.ts';
import { createSignInFailures } from './bot-check/sign-in-failures.ts';
import type { ApiDeps } from './deps.ts';
import { createLookPreviews } from './media/look-preview.ts';
import { createDnsTxtResolver } from './partner/dns-txt-resolver.ts';
import { createMemoryRateLimitStore, createRateLimiter } from './rate-limit/create-rate-limiter.ts';
import { createStores, type Stores } from './services/create-stores.ts';
import { credentialsKey, type ResolvedSession, type SessionMemo } from './services/session-memo.ts';

/**
 * The API's composition root (ADR 012): every adapter is built once here from the process's dependencies,
 * and the use cases are bound to them. Route handlers validate, call a service and answer; the page server
 * uses the same services. `replace` swaps adapters (tests observe one with it).
 */
export function createServices(deps: ApiDeps, replace: Partial<Stores> = {}) {
  const now = deps.now ?? (() => new Date());
  const stores: Stores = {
    ...createStores(deps.database.db, { publicOrigin: deps.publicOrigin }),
    ...replace,
  };
  const rateLimits = deps.rateLimitStore ?? createMemoryRateLimitStore();
  // Mails an anonymous request can have sent to one address: verification resends and account notices.
  const mailsPerAddress = createRateLimiter({
    store: rateLimits,
    name: 'verification-mail',
    limit: VERIFICATION_EMAILS_PER_HOUR,
    windowMs: 60 * 60_000,
  });
  const auth = createAuth({
    rateLimits,
    database: deps.database,
    secret: deps.authSecret,
    publicOrigin: deps.publicOrigin,
    google: deps.google,
    mailsPerAddress,
    isCustomDomain: async (hostname) => (await stores.customDomains.findByHost(hostname)) !== undefined,
  });
  const sessions = {
    /** One look-up of the session a request's cookie or bearer token names (null: none, or expired). */
    lookUp: createSessionLookUp(auth, stores.authSessions),
    /** The request's session, looked up at most once per memo (a page request's in-process calls). */
    resolve(headers: Headers, memo?: SessionMemo): Promise<ResolvedSession> {
      if (!memo) return sessions.lookUp(headers);
      const key = credentialsKey(headers);
      let known = memo.get(key);
      if (!known) {
        known = sessions.lookUp(headers);
        memo.set(key, known);
        // A failed look-up is not remembered: the next call tries again.
        known.catch(() => memo.delete(key));
      }
      return known;
    },
  };
  const formDeps: MyFormsDeps = { forms: stores.forms, now };
  const basketDeps = { basket: stores.basket, availability: stores.availability, now };
  const notificationDeps: NotificationsDeps = {
    notifications: stores.notifications,
    now,
    isLocale: (segment) => isSupportedLocale(segment),
  };
  /** The booking store of one user's checkout: its confirmation is written in the booking's transaction. */
  const bookingsFor = (user: SessionUser) =>
    stores.bookingsWith({
      confirm: composeBookingConfirmation({ origin: deps.publicOrigin, now: now(), user }),
      now,
    });
  return {
    config: deps,
    now,
    stores,
    /** The looks' blur-up previews, drawn once and kept: one cache for the gallery, a look and the home row. */
    lookPreviews: createLookPreviews(),
    /** Custom domains' TXT records (ADR 044). */
    txtResolver: createDnsTxtResolver(deps.dns),
    rateLimits,
    mailsPerAddress,
    auth,
    botCheck: createBotCheck({
      secret: deps.authSecret,
      spend: (signature, expiresAt) => stores.spentBotChecks.spend(signature, expiresAt, now()),
      now,
      ...deps.botCheck,
    }),
    signInFailures: createSignInFailures({ threshold: 3, windowMs: 15 * 60_000, now: () => now().getTime() }),
    sessions,
    basket: {
      show: (userId: string, business?: string) => showBasket(basketDeps, userId, business),
      count: (userId: string) => stores.basket.count(userId),
      add: (userId: string, item: BasketItemRequest) => addToBasket(basketDeps, userId, item),
      remove: (userId: string, id: string) => removeFromBasket(basketDeps, userId, id),
      clear: (userId: string) => clearBasket(basketDeps, userId),
      merge: (userId: string, items: readonly BasketItemRequest[]) =>
        mergeIntoBasket(basketDeps, userId, items),
      checkGuest: (items: readonly BasketItemRequest[], business?: string) =>
        checkGuestBasket(basketDeps, items, business),
    },
    bookings: {
      /** Books explicit items (API clients); the same key and body again answer the first result. */
      book: (user: SessionUser, items: BookingItemRequest[], idempotencyKey: string, membershipId?: string) =>
        createBooking(
          { bookings: bookingsFor(user), forms: stores.forms, availability: stores.availability, now },
          {
            userId: user.id,
            idempotencyKey,
            // Without a membership the fingerprint is the one it always was.
            requestHash: requestFingerprint(membershipId ? { items, membershipId } : { items }),
            items,
            membershipId,
          },
        ),
      /**
       * Books the basket the server keeps (or one business's part of it), paid in part with a membership:
       * read here, each item checked once.
       */
      checkoutBasket: (user: SessionUser, idempotencyKey: string, business?: string, membershipId?: string) =>
        checkoutBasket(
          {
            bookings: bookingsFor(user),
            forms: stores.forms,
            basket: stores.basket,
            availability: stores.availability,
            now,
          },
          { userId: user.id, idempotencyKey, business, membershipId },
        ),
      /** One own booking with its appointments (the confirmation page); null when not the user's. */
      find: (userId: string, bookingId: string) =>
        showMyBooking(
          { bookings: stores.myAppointments, classBookings: stores.classBookings, now },
          { userId, bookingId },
        ),
    },
    /** Plans on sale and members' memberships (paid through `deps.payments`, at the venue by default). */
    memberships: {
      buy: (userId: string, planId: string, idempotencyKey: string | null) =>
        buyMembership(
          {
            plans: stores.membershipPlans,
            memberships: stores.memberships,
            payments: deps.payments ?? payAtVenue,
            now,
            newReference: () => crypto.randomUUID(),
          },
          { userId, planId, idempotencyKey },
        ),
      /** Cancels an own membership and refunds what the policy owes (ADR 035). */
      cancel: (userId: string, membershipId: string) =>
        cancelMembership(
          {
            memberships: stores.memberships,
            // The member's own plan, on sale or not any more.
            planOf: async (planId) =>
              (await stores.memberships.listMine({ userId, now: now(), limit: 50 })).find(
                (mine) => mine.plan.id === planId,
              )?.plan ?? null,
            payments: deps.payments ?? payAtVenue,
            now,
          },
          { userId, membershipId },
        ),
    },
    /** The user's forms (issue 19): every read and write scoped to the user. */
    forms: {
      list: (userId: string, list: MyFormsList, limit: number) =>
        listMyForms(formDeps, { userId, list, limit }),
      countToFill: (userId: string) => countFormsToFill(formDeps, userId),
      show: (userId: string, responseId: string) => showMyForm(formDeps, { userId, responseId }),
      saveDraft: (userId: string, responseId: string, answers: unknown) =>
        saveFormDraft(formDeps, { userId, responseId, answers }),
      submit: (userId: string, responseId: string, answers: unknown) =>
        submitForm(formDeps, { userId, responseId, answers }),
      /** The open or completed unused response to a "before booking" form; null: no such form. */
      startBeforeBooking: (userId: string, formId: string) =>
        stores.forms.openBeforeBooking({ userId, formId }),
      ofService: (serviceId: string) => stores.forms.listServiceForms(serviceId),
      ofClass: (classId: string) => stores.forms.listClassForms(classId),
      beforeBooking: (userId: string, serviceIds: string[]) =>
        stores.forms.beforeBookingForms({ userId, serviceIds }),
      beforeBookingOfClasses: (userId: string, classIds: string[]) =>
        stores.forms.classBeforeBookingForms({ userId, classIds }),
    },
    /** The shell's badges of a signed-in user (basket, unread notifications, forms to fill), in one read. */
    shellBadges: (userId: string) => countShellBadges({ shellBadges: stores.shellBadges, now }, userId),
    /** The user's in-app notifications; action paths in the reader's language (`locale`). */
    notifications: {
      list: (userId: string, locale: Locale, limit: number, cursor?: string) =>
        listMyNotifications(notificationDeps, { userId, locale, limit, cursor }),
      countUnread: (userId: string) => countUnreadNotifications(notificationDeps, userId),
      /** NOT_FOUND (a 404) when the user has no notification with this id. */
      markRead: (userId: string, id: string, locale: Locale) =>
        markNotificationRead(notificationDeps, { userId, id, locale }),
      markAllRead: (userId: string) => markAllNotificationsRead(notificationDeps, userId),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

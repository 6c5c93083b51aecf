import { appointmentActionPath, bookingConfirmedNotification } from '@kalendo/domain';
import { addDays } from '../local-date.ts';
import { type AppointmentRequest, type BookedAppointment, bookAppointment } from './book-appointment.ts';
import type { SessionPlan } from './build-classes.ts';
import { formVersionId } from './build-forms.ts';
import type { PlanIds } from './build-memberships.ts';
import { writeReview } from './build-reviews.ts';
import { DEMO_USER_ID } from './build-users.ts';
import { addBookings } from './fill-class-sessions.ts';
import type { LocationPlan, SeedContext, ServicePlan } from './seed-context.ts';

const DAY = 86_400_000;

type Visit = [businessSlug: string, days: number, service: string, rating?: 1 | 2 | 3 | 4 | 5];

const PAST: Visit[] = [
  ['studio-lotus', -11, 'blow-dry', 5],
  ['harmonia-masazhi', -24, 'swedish-massage', 5],
  ['soho-barber-co', -41, 'beard-trim', 4],
  ['kiezbarbier', -63, 'mens-haircut', 5],
  ['institut-belle-epoque', -78, 'facial', 4],
  ['kuafor-nazli', -95, 'blow-dry', 5],
  ['anasa-yoga', -129, 'private-yoga-session', 3],
];
/** An upcoming massage whose health questionnaire is asked before the visit. */
const FORM_VISIT: Visit = ['harmonia-masazhi', 3, 'swedish-massage'];
const CANCELLED: Visit = ['polished-nail-studio', -20, 'gel-manicure'];
const UPCOMING: Visit[] = [
  ['studio-lotus', 2, 'womens-haircut'],
  ['soho-barber-co', 5, 'mens-haircut'],
];

/** The demo user's history: reviewed visits, a cancellation, two upcoming appointments, classes, passes. */
export function buildDemoActivity(
  ctx: SeedContext,
  locations: LocationPlan[],
  sessions: SessionPlan[],
  plans: Map<string, PlanIds>,
): void {
  const past = PAST.map((visit) => book(ctx, locations, visit, 'completed'));
  for (const [index, booked] of past.entries()) {
    const rating = PAST[index]?.[3] ?? 5;
    const { location, appointment, service } = booked;
    writeReview(ctx, { location, appointment, userId: DEMO_USER_ID, authorName: 'Demo U.', rating });
    if (service.requiredFormId) {
      // Answered the form's first version, before it was edited.
      ctx.data.formResponses.push({
        id: ctx.random.uuid(),
        formId: service.requiredFormId,
        formVersionId: formVersionId(service.requiredFormId, 1),
        businessId: location.businessId,
        userId: DEMO_USER_ID,
        appointmentId: appointment.id,
        state: 'done',
        answers: { allergies: 'Lavender oil', pregnant: false, consent: true },
        signedAt: new Date(appointment.startsAt.getTime() - DAY),
      });
    }
  }
  book(ctx, locations, CANCELLED, 'cancelled');
  const upcoming = UPCOMING.map((visit) => book(ctx, locations, visit, 'booked'));
  for (const { location } of past.slice(0, 4))
    ctx.data.favourites.push({ userId: DEMO_USER_ID, locationId: location.id });
  notify(ctx, upcoming[0], past[0]);
  joinClassesAndPasses(ctx, sessions, plans);
  askBeforeTheVisit(ctx, book(ctx, locations, FORM_VISIT, 'booked'));
}

/** An upcoming visit whose "before the visit" form is still to fill, in its latest version. */
function askBeforeTheVisit(ctx: SeedContext, { location, service, appointment }: DemoVisit): void {
  const formId = service.requiredFormId;
  const form = ctx.data.forms.find((candidate) => candidate.id === formId);
  if (!formId || !form) throw new Error(`${service.name} at ${location.slug} asks no form`);
  const latest = Math.max(...ctx.data.formVersions.filter((v) => v.formId === formId).map((v) => v.version));
  ctx.data.formResponses.push({
    id: ctx.random.uuid(),
    formId,
    formVersionId: formVersionId(formId, latest),
    businessId: location.businessId,
    userId: DEMO_USER_ID,
    appointmentId: appointment.id,
    dueAt: new Date(appointment.startsAt.getTime() - (form.dueHoursBefore ?? 24) * 3_600_000),
  });
}

interface DemoVisit {
  location: LocationPlan;
  service: ServicePlan;
  appointment: BookedAppointment;
}

/** Books a visit on the given day or the nearest day after (upcoming) or before (past) that has room. */
function book(
  ctx: SeedContext,
  locations: LocationPlan[],
  visit: Visit,
  status: AppointmentRequest['status'],
) {
  const [businessSlug, days, serviceSlug] = visit;
  const location = locations.find((candidate) => candidate.business.slug === businessSlug);
  if (!location) throw new Error(`Demo visit at unknown business ${businessSlug}`);
  const service =
    location.services.find((candidate) => candidate.marketplaceSlug === serviceSlug) ?? location.services[0];
  if (!service) throw new Error(`${location.slug} has no services`);
  const step = days > 0 ? 1 : -1;
  const notBefore = new Date(ctx.now.getTime() + location.leadTimeMinutes * 60_000);
  for (let offset = days; Math.abs(offset - days) < 14; offset += step) {
    const date = addDays(location.today, offset);
    const request = {
      location,
      service,
      userId: DEMO_USER_ID,
      date,
      status,
      ...(days > 0 ? { notBefore } : {}),
    };
    const appointment = bookAppointment(ctx, request);
    if (appointment) return { location, service, appointment } satisfies DemoVisit;
  }
  throw new Error(`No room for the demo visit at ${location.slug}`);
}

/**
 * The demo user's notifications, as the app writes them (a kind and its parameters, rendered in the
 * reader's language): the upcoming visit's booking confirmation, unread, and a review request, read.
 * Its upcoming visits are reminded 24 h and 2 h before, like any booking (the reminder planner).
 */
function notify(ctx: SeedContext, upcoming: DemoVisit | undefined, lastVisit: DemoVisit | undefined): void {
  if (upcoming) {
    const notification = bookingConfirmedNotification(
      [
        {
          id: upcoming.appointment.id,
          startsAt: upcoming.appointment.startsAt,
          endsAt: upcoming.appointment.endsAt,
          service: { name: upcoming.service.name },
          place: { name: upcoming.location.name, timeZone: upcoming.location.timeZone },
        },
      ],
      'en',
    );
    ctx.data.notifications.push({
      id: ctx.random.uuid(),
      userId: DEMO_USER_ID,
      kind: notification.kind,
      params: notification.params,
      actionUrl: notification.actionUrl,
      createdAt: new Date(ctx.now.getTime() - 3_600_000),
      // History: delivered when it happened, so starting the demo sends no email or push for it (ADR 020).
      dispatchedAt: new Date(ctx.now.getTime() - 3_600_000),
    });
  }
  if (lastVisit) {
    const sentAt = new Date(lastVisit.appointment.endsAt.getTime() + 3_600_000);
    ctx.data.notifications.push({
      id: ctx.random.uuid(),
      userId: DEMO_USER_ID,
      kind: 'review-request',
      params: { service: lastVisit.service.name, place: lastVisit.location.name },
      actionUrl: appointmentActionPath('en', lastVisit.appointment.id),
      readAt: new Date(sentAt.getTime() + 7_200_000),
      createdAt: sentAt,
      dispatchedAt: sentAt,
    });
  }
}

/** A 10-class pass at the first yoga studio with two upcoming classes, and an expired gym membership. */
function joinClassesAndPasses(ctx: SeedContext, sessions: SessionPlan[], plans: Map<string, PlanIds>): void {
  const yoga = plans.get('shanti-yoga');
  const gym = plans.get('camden-strength-club');
  const validFrom = new Date(ctx.now.getTime() - 10 * DAY);
  if (yoga) {
    const businessId =
      ctx.data.membershipPlans.find((plan) => plan.id === yoga.creditsPlanId)?.businessId ?? '';
    ctx.data.memberships.push({
      id: ctx.random.uuid(),
      userId: DEMO_USER_ID,
      planId: yoga.creditsPlanId,
      businessId,
      validFrom,
      validUntil: new Date(validFrom.getTime() + 60 * DAY),
      creditsLeft: yoga.credits - 2,
      status: 'active',
      createdAt: validFrom,
    });
  }
  if (gym) {
    const businessId =
      ctx.data.membershipPlans.find((plan) => plan.id === gym.unlimitedPlanId)?.businessId ?? '';
    const from = new Date(ctx.now.getTime() - 75 * DAY);
    ctx.data.memberships.push({
      id: ctx.random.uuid(),
      userId: DEMO_USER_ID,
      planId: gym.unlimitedPlanId,
      businessId,
      validFrom: from,
      validUntil: new Date(from.getTime() + 30 * DAY),
      status: 'expired',
      createdAt: from,
    });
  }
  const soonest = (slug: string) =>
    sessions.filter((session) => session.businessSlug === slug).sort((a, b) => +a.startsAt - +b.startsAt);
  for (const session of [
    ...soonest('shanti-yoga').slice(0, 2),
    ...soonest('camden-strength-club').slice(0, 1),
  ]) {
    addBookings(ctx, session, [DEMO_USER_ID]);
  }
}

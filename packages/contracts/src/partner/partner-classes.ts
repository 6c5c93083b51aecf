import { z } from '@hono/zod-openapi';
import { boundedInstant } from '../dates/bounded-dates.ts';
import { PARTNER_CALENDAR_LIMITS } from './partner-calendar.ts';
import {
  BusinessIdParamsSchema,
  currencyCode,
  localDate,
  PARTNER_LIMITS,
  pathId,
  requiredText,
  text,
  wallTime,
} from './partner-fields.ts';

/** Limits of the class timetable (issue 22, ADR 045). */
export const PARTNER_CLASS_LIMITS = {
  capacity: 500,
  waitlist: 500,
  /** "Every <weekday> for N weeks": one term of three months at most. */
  weeks: 12,
  rangeDays: 8,
} as const;

const DAY_MS = 86_400_000;
const instant = z.string().openapi({ example: '2026-11-24T17:30:00.000Z' });
const CLASS_LEVELS = ['all', 'beginner', 'intermediate', 'advanced'] as const;

/** A class type of a place: what it is, how long a session lasts, its price and usual capacity. */
export const ClassTypeInputSchema = z
  .object({
    placeId: z.uuid(),
    name: requiredText(PARTNER_LIMITS.name),
    description: text(PARTNER_LIMITS.description).default(''),
    durationMinutes: z.number().int().min(5).max(PARTNER_LIMITS.durationMinutes),
    priceMinor: z.number().int().min(0).max(PARTNER_LIMITS.priceMinor),
    currency: currencyCode,
    defaultCapacity: z.number().int().min(1).max(PARTNER_CLASS_LIMITS.capacity),
    level: z.enum(CLASS_LEVELS).default('all'),
  })
  .strict()
  .openapi('ClassTypeInput');
export type ClassTypeInput = z.infer<typeof ClassTypeInputSchema>;

export const ClassTypeSchema = z
  .object({
    id: z.uuid(),
    placeId: z.uuid(),
    name: z.string(),
    description: z.string(),
    durationMinutes: z.number().int(),
    priceMinor: z.number().int(),
    currency: z.string(),
    defaultCapacity: z.number().int(),
    level: z.enum(CLASS_LEVELS),
  })
  .openapi('ClassType');

export const ClassTypeListSchema = z.object({ items: z.array(ClassTypeSchema) }).openapi('ClassTypeList');

/** `POST …/class-sessions`: one session, or the same one each week for `weeks` weeks, on the place's clock. */
export const ClassSessionsInputSchema = z
  .object({
    classId: z.uuid(),
    staffId: z.uuid().nullable().default(null),
    date: localDate,
    time: wallTime,
    weeks: z.number().int().min(1).max(PARTNER_CLASS_LIMITS.weeks).default(1),
    durationMinutes: z.number().int().min(5).max(PARTNER_LIMITS.durationMinutes).optional(),
    capacity: z.number().int().min(1).max(PARTNER_CLASS_LIMITS.capacity).optional(),
    waitlistCapacity: z.number().int().min(0).max(PARTNER_CLASS_LIMITS.waitlist).default(0),
  })
  .strict()
  .openapi('ClassSessionsInput');
export type ClassSessionsInput = z.infer<typeof ClassSessionsInputSchema>;

/** `PATCH …/class-sessions/{id}`: a new start (its clients told), capacity, waitlist size. */
export const ClassSessionPatchSchema = z
  .object({
    startsAt: boundedInstant.optional(),
    capacity: z.number().int().min(1).max(PARTNER_CLASS_LIMITS.capacity).optional(),
    waitlistCapacity: z.number().int().min(0).max(PARTNER_CLASS_LIMITS.waitlist).optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'nothing to change',
  })
  .openapi('ClassSessionPatch');
export type ClassSessionPatch = z.infer<typeof ClassSessionPatchSchema>;

/** `PUT …/class-sessions/{id}/teacher`: another of the place's staff teaches the session (ADR 057). */
export const ClassSessionTeacherSchema = z
  .object({ staffId: z.uuid() })
  .strict()
  .openapi('ClassSessionTeacherInput');
export type ClassSessionTeacherInput = z.infer<typeof ClassSessionTeacherSchema>;

export const ClassSessionCancelSchema = z
  .object({ reason: requiredText(PARTNER_CALENDAR_LIMITS.cancelReason) })
  .strict()
  .openapi('ClassSessionCancelInput');

export const TimetableSessionSchema = z
  .object({
    id: z.uuid(),
    classId: z.uuid(),
    className: z.string(),
    placeId: z.uuid(),
    staffId: z.uuid().nullable(),
    staffName: z.string().nullable(),
    startsAt: instant,
    endsAt: instant,
    capacity: z.number().int(),
    bookedCount: z.number().int(),
    waitlistCapacity: z.number().int(),
    waitlisted: z.number().int(),
    cancelledAt: instant.nullable(),
  })
  .openapi('TimetableSession');

export const TimetableSchema = z.object({ items: z.array(TimetableSessionSchema) }).openapi('Timetable');

/** `GET …/class-sessions`: a place's sessions starting in `from`–`to` (at most 8 days), cancelled ones too. */
export const TimetableQuerySchema = z
  .object({
    placeId: z.uuid().openapi({ param: { name: 'placeId', in: 'query' } }),
    from: boundedInstant.openapi({ param: { name: 'from', in: 'query' }, example: '2026-11-22T22:00:00Z' }),
    to: boundedInstant.openapi({ param: { name: 'to', in: 'query' }, example: '2026-11-29T22:00:00Z' }),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    message: 'ends after it starts',
    path: ['to'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= PARTNER_CLASS_LIMITS.rangeDays * DAY_MS,
    {
      message: `at most ${PARTNER_CLASS_LIMITS.rangeDays} days`,
      path: ['to'],
    },
  );

const SessionPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  paidByMembership: z.boolean(),
  bookedAt: instant,
});

/** Who holds a spot (booking order) and who waits (the order spots are given in). */
export const SessionPeopleSchema = z
  .object({
    session: TimetableSessionSchema,
    attendees: z.array(SessionPersonSchema),
    waitlist: z.array(SessionPersonSchema),
  })
  .openapi('SessionPeople');

export const PartnerSessionIdParamsSchema = BusinessIdParamsSchema.extend({ sessionId: pathId('sessionId') });

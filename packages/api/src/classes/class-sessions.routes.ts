import { createRoute } from '@hono/zod-openapi';
import {
  ClassSessionIdParamsSchema,
  ClassSessionSchema,
  ClassTimetablePageSchema,
  ClassTimetableQuerySchema,
} from '@kalendo/contracts';
import { listClassTimetable, nameCitiesIn } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { toSessionDto } from './class-booking-dto.ts';

const timetableRoute = createRoute({
  method: 'get',
  path: '/classes/sessions',
  tags: ['classes'],
  summary:
    'The timetable: upcoming class sessions, soonest first (by city, category, place, day, time of day)',
  description:
    'The day and the time of day are read on each place’s own clock: morning before 12:00, afternoon until ' +
    '17:00, evening after. `freeOnly=true` leaves out full sessions. Paged by `cursor` (`nextCursor`).',
  request: { query: ClassTimetableQuerySchema },
  responses: {
    200: {
      description: 'One page',
      content: { 'application/json': { schema: ClassTimetablePageSchema } },
    },
    ...commonErrorResponses,
  },
});

const sessionRoute = createRoute({
  method: 'get',
  path: '/classes/sessions/{id}',
  tags: ['classes'],
  summary: 'One class session: what, who teaches it, where, price, spots left and its waitlist',
  request: { params: ClassSessionIdParamsSchema },
  responses: {
    200: { description: 'The session', content: { 'application/json': { schema: ClassSessionSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** The public side of classes: the timetable and one session, for anyone (issue 15). */
export function classSessionRoutes(services: Services) {
  const { classBookings } = services.stores;
  return createRouter()
    .openapi(timetableRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listClassTimetable(
        { timetable: services.stores.classTimetable, now: services.now },
        {
          limit: query.limit,
          ...(query.city ? { citySlug: query.city } : {}),
          ...(query.category ? { categorySlug: query.category } : {}),
          ...(query.location ? { locationSlug: query.location } : {}),
          ...(query.business ? { businessSlug: query.business } : {}),
          ...(query.date ? { date: query.date } : {}),
          ...(query.timeOfDay ? { timeOfDay: query.timeOfDay } : {}),
          ...(query.freeOnly === 'true' ? { freeOnly: true } : {}),
          ...(query.level ? { level: query.level } : {}),
          ...(query.cursor ? { cursor: query.cursor } : {}),
        },
      );
      const places = await nameCitiesIn(
        { cityNames: services.stores.cityNames },
        page.items.map((item) => item.place),
        c.get('locale'),
      );
      const items = page.items.map((item, index) =>
        toSessionDto({ ...item, place: places[index] ?? item.place }),
      );
      c.header('Cache-Control', 'public, max-age=30');
      c.header('Vary', 'Accept-Language');
      return c.json({ items, nextCursor: page.nextCursor }, 200);
    })
    .openapi(sessionRoute, async (c) => {
      const session = await classBookings.findSession(c.req.valid('param').id);
      if (!session) throw new ApiError('NOT_FOUND');
      const [place = session.place] = await nameCitiesIn(
        { cityNames: services.stores.cityNames },
        [session.place],
        c.get('locale'),
      );
      c.header('Vary', 'Accept-Language');
      // Spots change with every booking, and any write forgets kept answers (ADR 010): half a minute.
      c.header('Cache-Control', 'public, max-age=30');
      return c.json(toSessionDto({ ...session, place }), 200);
    });
}

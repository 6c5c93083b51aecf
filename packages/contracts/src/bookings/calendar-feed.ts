import { z } from '@hono/zod-openapi';

/** Only the token's hash is stored, so the status cannot show the URL again. */
export const CalendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    createdAt: z.string().nullable().openapi({ description: 'When the current URL was made' }),
  })
  .openapi('CalendarFeedStatus');

export const CalendarFeedSchema = z
  .object({
    url: z.string().openapi({ example: 'https://kalendo.app/api/v1/calendar-feeds/Zm9v….ics' }),
    webcalUrl: z.string().openapi({ example: 'webcal://kalendo.app/api/v1/calendar-feeds/Zm9v….ics' }),
    createdAt: z.string(),
  })
  .openapi('CalendarFeed');

export const CalendarFeedFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/)
    .openapi({
      param: { name: 'file', in: 'path' },
      example: 'q3Xb0cJ1oYwqk2Jm4g5nYk9vZ1hZb2xJc3d0eTBjZ2s.ics',
    }),
});

/** One own appointment or class spot as a calendar file: `{id}.ics`. */
export const IcsFileParamsSchema = z.object({
  file: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.ics$/i)
    .openapi({
      param: { name: 'file', in: 'path' },
      example: '0b7c3f0e-1111-4222-8333-944445555666.ics',
    }),
});

export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

import { z } from '@hono/zod-openapi';

/** The largest page of `GET /me/notifications`. */
export const MAX_NOTIFICATIONS_PAGE_SIZE = 50;

export const NotificationsQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_NOTIFICATIONS_PAGE_SIZE)
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' }, description: 'The `nextCursor` of the page before' }),
});

export const NotificationIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const NotificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum([
      'booking-confirmed',
      'appointment-rescheduled',
      'appointment-cancelled',
      'appointment-reminder',
      'review-request',
      'class-spot-given',
      'form-requested',
      'form-reminder',
      'class-session-cancelled',
      'class-session-moved',
      'class-teacher-changed',
      'appointment-cancelled-by-place',
      'membership-renewed',
      'membership-ended',
      'custom-domain-lapsed',
      'membership-activated',
      'message',
    ]),
    title: z.string().openapi({ description: 'In the request language', example: 'Booking confirmed' }),
    body: z.string().openapi({
      description: 'In the request language; times on the place’s clock',
      example: 'Haircut at Studio Lotus, Mon 23 Nov, 10:00',
    }),
    actionUrl: z.string().openapi({
      description:
        'Where tapping it leads: always a path on this site, in the request language (`/{locale}/home` when the stored target is not one)',
      example: '/en/appointments#appointment-0b7c3f0e-1111-4222-8333-944445555666',
    }),
    read: z.boolean(),
    readAt: z.string().nullable(),
    createdAt: z.string().openapi({ description: 'UTC instant', example: '2026-11-20T12:00:00.000Z' }),
  })
  .openapi('Notification');

export type NotificationDto = z.infer<typeof NotificationSchema>;

export const NotificationPageSchema = z
  .object({
    items: z.array(NotificationSchema).max(MAX_NOTIFICATIONS_PAGE_SIZE),
    nextCursor: z.string().nullable(),
  })
  .openapi('NotificationPage');

export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadNotificationCountSchema = z
  .object({
    count: z.number().int().min(0).openapi({
      description: 'Unread notifications, counted up to 100 (100 means "100 or more")',
      example: 3,
    }),
  })
  .openapi('UnreadNotificationCount');

export const MarkedNotificationsSchema = z
  .object({ marked: z.number().int().min(0).openapi({ description: 'How many were unread' }) })
  .openapi('MarkedNotifications');

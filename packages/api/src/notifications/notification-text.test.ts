import { type MyNotification, readNotificationContent } from '@kalendo/domain';
import { describe, expect, it } from 'vitest';
import { renderNotificationText, toNotificationDto } from './notification-text.ts';

const appointment = (i: number) => ({
  appointmentId: `0b7c3f0e-1111-4222-8333-${String(i).padStart(12, '0')}`,
  service: 'Массаж',
  place: 'Лотос',
  startsAt: '2026-11-23T08:00:00.000Z',
  endsAt: '2026-11-23T08:45:00.000Z',
  timeZone: 'Europe/Sofia',
});

function notification(kind: string, params: unknown): MyNotification {
  return {
    id: '0b7c3f0e-1111-4222-8333-944445555666',
    content: readNotificationContent(kind, params),
    text: null,
    actionPath: '/ru/appointments',
    readAt: null,
    createdAt: new Date('2026-11-20T12:00:00Z'),
  };
}

describe('renderNotificationText', () => {
  it('says a membership renewed until a day on the business’s clock, or waiting for the venue, or ended', () => {
    const renewed = {
      plan: 'Monthly yoga',
      business: 'Lotus',
      validUntil: '2026-12-31T22:30:00.000Z',
      timeZone: 'Europe/Sofia',
    };
    expect(
      renderNotificationText(notification('membership-renewed', { ...renewed, atVenue: false }), 'en'),
    ).toEqual({
      title: 'Membership renewed',
      body: 'Monthly yoga at Lotus is renewed: your new period runs until Jan 1, 2027.',
    });
    expect(
      renderNotificationText(notification('membership-renewed', { ...renewed, atVenue: true }), 'de').body,
    ).toBe(
      'Monthly yoga bei Lotus wurde bis 1. Jan. 2027 verlängert: Der neue Zeitraum beginnt, sobald du vor Ort bezahlst.',
    );
    const ended = { plan: 'Monthly yoga', business: 'Lotus' };
    expect(
      renderNotificationText(notification('membership-ended', { ...ended, declined: true }), 'en').body,
    ).toMatch(/declined/);
    expect(
      renderNotificationText(notification('membership-ended', { ...ended, declined: false }), 'en').title,
    ).toBe('Membership ended');
    // Parameters that do not fit the kind: read as an old fixed-text message.
    expect(notification('membership-ended', { plan: 'x' }).content.kind).toBe('message');
    const activated = { plan: 'Monthly yoga', business: 'Lotus', validUntil: renewed.validUntil };
    expect(
      renderNotificationText(
        notification('membership-activated', { ...activated, timeZone: 'Europe/Sofia' }),
        'en',
      ),
    ).toEqual({
      title: 'Membership active',
      body: 'Monthly yoga at Lotus is paid and active: it runs until Jan 1, 2027.',
    });
    expect(notification('membership-activated', activated).content.kind).toBe('message');
  });

  it('names the other appointments of a booking with the language’s plural forms', () => {
    const booking = (count: number) =>
      renderNotificationText(
        notification('booking-confirmed', {
          appointments: Array.from({ length: count }, (_, i) => appointment(i)),
        }),
        'ru',
      ).body.split('\n');
    expect(booking(1)).toHaveLength(1);
    expect(booking(1)[0]).toMatch(/^Массаж в Лотос, пн.*23.*10:00$/);
    expect(booking(2)[1]).toBe('и ещё 1 визит');
    expect(booking(3)[1]).toBe('и ещё 2 визита');
    expect(booking(6)[1]).toBe('и ещё 5 визитов');
  });

  it('renders a move with the old time, both on the place’s clock', () => {
    const moved = renderNotificationText(
      notification('appointment-rescheduled', {
        appointment: { ...appointment(0), startsAt: '2026-11-24T12:30:00.000Z' },
        previousStartsAt: '2026-11-23T08:00:00.000Z',
      }),
      'en',
    );
    expect(moved.title).toBe('Appointment moved');
    expect(moved.body).toMatch(
      /^Массаж at Лотос is now on Tue, Nov 24, 2:30\sPM \(was Mon, Nov 23, 10:00\sAM\)$/,
    );
  });

  it('renders forms to fill, class changes and a cancellation by the place, on the place’s clock', () => {
    const render = (kind: string, params: unknown, locale: 'en' | 'de' = 'en') =>
      renderNotificationText(notification(kind, params), locale);
    const form = {
      form: 'Health form',
      place: 'Лотос',
      dueAt: '2026-11-22T08:00:00.000Z',
      timeZone: 'Europe/Sofia',
    };
    expect(render('form-requested', form)).toEqual({
      title: 'A form to fill before your visit',
      body: expect.stringMatching(/^Лотос asks you to fill in “Health form” by Sun, Nov 22, 10:00\sAM\.$/),
    });
    expect(render('form-reminder', form, 'de').title).toBe('Dein Formular wartet noch');
    const session = {
      className: 'Yoga',
      place: 'Shanti',
      startsAt: '2026-11-24T16:00:00.000Z',
      timeZone: 'Europe/Sofia',
    };
    expect(render('class-session-cancelled', session).body).toMatch(
      /^Sorry: Yoga at Shanti, Tue, Nov 24, 6:00\sPM, will not take place\./,
    );
    expect(
      render('class-session-moved', { ...session, previousStartsAt: '2026-11-24T15:00:00.000Z' }).body,
    ).toMatch(/^Yoga at Shanti is now on Tue, Nov 24, 6:00\sPM \(was Tue, Nov 24, 5:00\sPM\)\.$/);
    expect(render('class-teacher-changed', { ...session, teacher: 'Maria' })).toEqual({
      title: 'New teacher',
      body: expect.stringMatching(/^Yoga at Shanti on Tue, Nov 24, 6:00\sPM is now taught by Maria\.$/),
    });
    expect(render('appointment-cancelled-by-place', { appointment: appointment(0) })).toEqual({
      title: 'The place cancelled your appointment',
      body: expect.stringMatching(/^We’re sorry: Лотос had to cancel Массаж, Mon, Nov 23, 10:00\sAM\./),
    });
    // A custom domain no longer used (ADR 053), told to an owner in their language.
    const lapsed = { domain: 'book.lotus.example', place: 'Лотос' };
    expect(render('custom-domain-lapsed', lapsed)).toEqual({
      title: 'Your custom domain is no longer used',
      body: expect.stringMatching(/^The DNS record that proves book\.lotus\.example \(Лотос\) is yours/),
    });
    expect(render('custom-domain-lapsed', lapsed, 'de').title).toBe(
      'Ihre eigene Domain wird nicht mehr verwendet',
    );
    expect(readNotificationContent('custom-domain-lapsed', { domain: 'x.example' }).kind).toBe('message');
    // With the reason the place gave (ADR 042), on a line of its own.
    expect(
      render('appointment-cancelled-by-place', { appointment: appointment(0), reason: 'Masseur is ill' })
        .body,
    ).toMatch(/\nMessage from Лотос: Masseur is ill$/);
    // Parameters that do not fit the kind are read as a message, never half-rendered.
    expect(readNotificationContent('form-reminder', { ...form, dueAt: 'soon' }).kind).toBe('message');
    expect(readNotificationContent('class-session-moved', session).kind).toBe('message');
    expect(readNotificationContent('class-teacher-changed', session).kind).toBe('message');
  });

  it('answers a row of fixed text as it was written, and says whether it is read', () => {
    const legacy: MyNotification = {
      ...notification('message', {}),
      text: { title: 'Booking confirmed', body: 'Haircut' },
      readAt: new Date('2026-11-21T00:00:00Z'),
    };
    expect(toNotificationDto(legacy, 'de')).toMatchObject({
      kind: 'message',
      title: 'Booking confirmed',
      body: 'Haircut',
      read: true,
      readAt: '2026-11-21T00:00:00.000Z',
    });
  });
});

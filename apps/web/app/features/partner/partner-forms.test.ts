import { OpeningExceptionsInputSchema, OpeningHoursInputSchema } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf, formApiRefused } from './partner-form-result.ts';
import { specialDayField, specialDaysFromForm } from './special-days-form.ts';
import { rangePathToField, weeklyRangesFromForm } from './weekly-ranges-form.ts';

const formOf = (pairs: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of pairs) form.append(name, value);
  return form;
};

describe('partner forms', () => {
  it('reads a week of ranges, Monday first, a range to 00:00 ending at midnight', () => {
    const form = formOf([
      ['hours-3-start', '09:00'],
      ['hours-3-end', '13:00'],
      ['hours-3-start', '14:00'],
      ['hours-3-end', '00:00'],
      ['hours-1-start', '10:00'],
      ['hours-1-end', '18:00'],
    ]);
    const { ranges, fieldOf } = weeklyRangesFromForm(form, 'hours');
    expect(ranges).toEqual([
      { weekday: 1, start: '10:00', end: '18:00' },
      { weekday: 3, start: '09:00', end: '13:00' },
      { weekday: 3, start: '14:00', end: '24:00' },
    ]);
    expect(fieldOf).toEqual(['hours-1', 'hours-3', 'hours-3']);
  });

  it("shows a refused range on its day's field, in words of the partner pages", () => {
    const { ranges, fieldOf } = weeklyRangesFromForm(
      formOf([
        ['hours-1-start', '09:00'],
        ['hours-1-end', '18:00'],
        ['hours-5-start', '18:00'],
        ['hours-5-end', '09:00'],
      ]),
      'hours',
    );
    const parsed = OpeningHoursInputSchema.safeParse({ weekly: ranges });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error?.issues ?? [], rangePathToField('weekly', fieldOf));
    expect(errors).toEqual({ 'hours-5': 'partner.errors.endsAfterStart' });
  });

  it('reads special days, closed or open with hours, over the period of its first to last day', () => {
    const form = formOf([
      ['from', ''],
      ['to', ''],
      ['day-date', '2026-12-31'],
      ['day-kind', 'open'],
      ['day-opens', '10:00'],
      ['day-closes', '14:00'],
      ['day-note', ' New Year’s Eve '],
      ['day-date', '2026-12-25'],
      ['day-kind', 'closed'],
      ['day-opens', ''],
      ['day-closes', ''],
      ['day-note', ''],
    ]);
    const days = specialDaysFromForm(form);
    expect(days).toEqual({
      from: '2026-12-25',
      to: '2026-12-31',
      days: [
        { date: '2026-12-31', closed: false, opens: '10:00', closes: '14:00', note: 'New Year’s Eve' },
        { date: '2026-12-25', closed: true, opens: null, closes: null, note: '' },
      ],
    });
    expect(OpeningExceptionsInputSchema.safeParse(days).success).toBe(true);
    expect(specialDayField('days.1.closes')).toBe('day-1');
  });

  it('names what is wrong by the kind of issue: missing, too long, not a number, an unknown zone', () => {
    const errors = fieldErrorsOf([
      { path: ['name'], code: 'too_small', origin: 'string' } as never,
      { path: ['description'], code: 'too_big', origin: 'string' } as never,
      { path: ['place', 'latitude'], code: 'invalid_type' } as never,
      { path: ['place', 'timeZone'], code: 'custom' } as never,
      { path: ['place', 'latitude'], code: 'too_big', origin: 'number' } as never,
    ]);
    expect(errors).toEqual({
      name: 'partner.errors.required',
      description: 'partner.errors.tooLong',
      'place.latitude': 'partner.errors.number',
      'place.timeZone': 'partner.errors.timeZone',
    });
  });

  it("keeps the API's own explanation and the values sent when it refuses without field errors", () => {
    const refused = formApiRefused(
      'hours',
      formOf([
        ['intent', 'hours'],
        ['hours-1-start', '09:00'],
      ]),
      {
        code: 'BOOKINGS_AFFECTED',
        message: 'This change would leave booked appointments without a time (affected appointments: 2).',
        details: { count: 2 },
      },
    );
    expect(refused).toMatchObject({
      ok: false,
      message: 'This change would leave booked appointments without a time (affected appointments: 2).',
      fieldErrors: {},
      values: { intent: 'hours', 'hours-1-start': '09:00' },
    });
  });

  it('keeps the appointments a change affects and every field sent, repeated ones too, to confirm it again', () => {
    const appointment = {
      id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      startsAt: '2026-11-23T07:00:00.000Z',
      endsAt: '2026-11-23T07:45:00.000Z',
      serviceName: 'Haircut',
      staffName: 'Maria',
      clientName: 'Ana',
      timeZone: 'Europe/Sofia',
    };
    const form = formOf([
      ['intent', 'hours'],
      ['hours-1-start', '09:00'],
      ['hours-1-end', '12:00'],
      ['hours-1-start', '13:00'],
      ['hours-1-end', '18:00'],
    ]);
    const refused = formApiRefused('hours', form, {
      code: 'BOOKINGS_AFFECTED',
      message: 'Affected appointments: 1',
      details: { count: 1, appointments: [appointment] },
    });
    expect(refused.message).toBe('Affected appointments: 1');
    expect(refused.affected).toEqual({
      appointments: [appointment],
      resend: [
        ['hours-1-start', '09:00'],
        ['hours-1-end', '12:00'],
        ['hours-1-start', '13:00'],
        ['hours-1-end', '18:00'],
      ],
    });
    const other = formApiRefused('hours', form, { code: 'FORBIDDEN', message: 'No' });
    expect(other.affected).toBeUndefined();
  });
});

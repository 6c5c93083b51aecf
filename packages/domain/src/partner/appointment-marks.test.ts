import { describe, expect, it } from 'vitest';
import { type AppointmentMark, decideMark, type MarkableAppointment } from './appointment-marks.ts';
import { placeMayStartAt } from './place-start.ts';

const START = new Date('2026-11-23T10:00:00Z');
const at = (minutesFromStart: number) => new Date(START.getTime() + minutesFromStart * 60_000);
const booked: MarkableAppointment = { status: 'booked', arrivedAt: null, startsAt: START };
const arrived: MarkableAppointment = { ...booked, arrivedAt: at(-10) };

describe('appointment marks', () => {
  it('marks a booked client arrived from two hours before the start, once', () => {
    expect(decideMark(booked, 'arrived', at(-120))).toEqual({ ok: true, change: { arrivedAt: at(-120) } });
    expect(decideMark(booked, 'arrived', at(30))).toEqual({ ok: true, change: { arrivedAt: at(30) } });
    expect(decideMark(booked, 'arrived', at(-121))).toEqual({ ok: false, refusal: 'too-early' });
    expect(decideMark(arrived, 'arrived', at(0))).toEqual({ ok: false, refusal: 'already-arrived' });
  });

  it('completes a visit once it began, or earlier when the client arrived', () => {
    expect(decideMark(booked, 'completed', at(0))).toEqual({ ok: true, change: { status: 'completed' } });
    expect(decideMark(booked, 'completed', at(-1))).toEqual({ ok: false, refusal: 'too-early' });
    expect(decideMark(arrived, 'completed', at(-5))).toEqual({ ok: true, change: { status: 'completed' } });
  });

  it('marks a no-show once the visit began, never for a client who arrived', () => {
    expect(decideMark(booked, 'no-show', at(15))).toEqual({ ok: true, change: { status: 'no_show' } });
    expect(decideMark(booked, 'no-show', at(-15))).toEqual({ ok: false, refusal: 'too-early' });
    expect(decideMark(arrived, 'no-show', at(15))).toEqual({ ok: false, refusal: 'arrived' });
  });

  it('refuses every mark on a cancelled, completed or no-show appointment', () => {
    for (const status of ['cancelled', 'completed', 'no_show'] as const)
      for (const mark of ['arrived', 'completed', 'no-show'] as AppointmentMark[])
        expect(decideMark({ ...booked, status }, mark, at(30))).toEqual({ ok: false, refusal: 'closed' });
  });
});

describe('starts a place may give', () => {
  it('takes a start up to an hour in the past, not earlier', () => {
    expect(placeMayStartAt(at(-60), START)).toBe(true);
    expect(placeMayStartAt(at(600), START)).toBe(true);
    expect(placeMayStartAt(at(-61), START)).toBe(false);
  });
});

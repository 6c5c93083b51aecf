import { describe, expect, it } from 'vitest';
import { escapeIcsText, foldIcsLine, icsUtcDateTime, renderAppointmentIcs } from './appointment-ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;

/** Undo RFC 5545 folding: a CRLF followed by one space or tab joins the lines. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('leaves colons and quotes alone (they need no escaping in TEXT)', () => {
    expect(escapeIcsText('Time: 10:00 "quoted"')).toBe('Time: 10:00 "quoted"');
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of exactly 75 octets alone and folds one of 76', () => {
    expect(foldIcsLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldIcsLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('keeps every physical line within 75 octets, counting the leading space', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'ab'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(`DESCRIPTION:${'ab'.repeat(200)}`);
  });

  it('counts UTF-8 octets and never splits a multi-byte character', () => {
    const line = `SUMMARY:${'Маникюр ✂ '.repeat(20)}`;
    const folded = foldIcsLine(line);
    for (const physical of folded.split('\r\n')) {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      expect(physical).not.toContain('\uFFFD');
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe('renderAppointmentIcs', () => {
  const ics = renderAppointmentIcs({
    id: '0b7c3f0e-1111-4222-8333-944445555666',
    uidDomain: 'kalendo.app',
    stamp: new Date('2026-11-20T08:30:15.123Z'),
    startsAt: new Date('2026-11-23T14:00:00Z'),
    endsAt: new Date('2026-11-23T14:45:00Z'),
    serviceName: 'Manicure, gel',
    placeName: 'Lotus; Center',
    address: 'ul. "Shipka" 6, 1504 Sofia',
    description: 'Manicure with Maria\nhttps://kalendo.app/en/location/lotus-center',
    latitude: 42.69,
    longitude: 23.33,
  });

  it('ends every line with CRLF and has no bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VCALENDAR with the required properties and one VEVENT', () => {
    const lines = unfold(ics).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:0b7c3f0e-1111-4222-8333-944445555666@kalendo.app',
        'DTSTAMP:20261120T083015Z',
        'DTSTART:20261123T140000Z',
        'DTEND:20261123T144500Z',
        'SUMMARY:Manicure\\, gel @ Lotus\\; Center',
        'LOCATION:ul. "Shipka" 6\\, 1504 Sofia',
        'DESCRIPTION:Manicure with Maria\\nhttps://kalendo.app/en/location/lotus-center',
        'GEO:42.69;23.33',
        'STATUS:CONFIRMED',
      ]),
    );
    // Every content line is NAME[;params]:value.
    for (const line of lines) expect(line).toMatch(/^[A-Z-]+(;[^:]+)?:/);
  });

  it('keeps the UID stable for one appointment across downloads', () => {
    const again = (stamp: string) =>
      renderAppointmentIcs({
        id: 'abc',
        uidDomain: 'kalendo.app',
        stamp: new Date(stamp),
        startsAt: new Date('2026-11-23T14:00:00Z'),
        endsAt: new Date('2026-11-23T14:45:00Z'),
        serviceName: 's',
        placeName: 'p',
        address: 'a',
        description: 'd',
        cancelled: true,
      });
    const uid = (text: string) => text.split('\r\n').find((l) => l.startsWith('UID:'));
    expect(uid(again('2026-01-01T00:00:00Z'))).toBe(uid(again('2026-02-01T00:00:00Z')));
    expect(again('2026-01-01T00:00:00Z')).toContain('STATUS:CANCELLED\r\n');
  });

  it('writes instants in the UTC Z form without fractions', () => {
    expect(icsUtcDateTime(new Date('2026-03-29T00:59:59.999Z'))).toBe('20260329T005959Z');
  });
});

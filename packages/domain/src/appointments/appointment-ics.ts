const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped; any line break becomes `\n`. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * RFC 5545 §3.1: a content line longer than 75 octets is split, each continuation starting with one space.
 * Counts UTF-8 octets and never splits a character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const code = char.codePointAt(0) ?? 0;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** `20261123T140000Z`: a UTC DATE-TIME (form #2 of RFC 5545 §3.3.5). */
export function icsUtcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

export interface AppointmentIcsInput {
  /** The appointment's id: the UID is derived from it, so a re-download updates the same event. */
  id: string;
  /** Host part of the UID, e.g. `kalendo.app`. */
  uidDomain: string;
  /** When this file was produced. */
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  placeName: string;
  address: string;
  description: string;
  latitude?: number;
  longitude?: number;
  url?: string;
  cancelled?: boolean;
}

function eventLines(input: AppointmentIcsInput): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${input.id}@${input.uidDomain}`,
    `DTSTAMP:${icsUtcDateTime(input.stamp)}`,
    `DTSTART:${icsUtcDateTime(input.startsAt)}`,
    `DTEND:${icsUtcDateTime(input.endsAt)}`,
    `SUMMARY:${escapeIcsText(`${input.serviceName} @ ${input.placeName}`)}`,
    `LOCATION:${escapeIcsText(input.address)}`,
    `DESCRIPTION:${escapeIcsText(input.description)}`,
    ...(input.latitude !== undefined && input.longitude !== undefined
      ? [`GEO:${input.latitude};${input.longitude}`]
      : []),
    ...(input.url ? [`URL:${input.url}`] : []),
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/**
 * Appointments as one RFC 5545 calendar (a VEVENT each), CRLF line endings, folded lines. `name` titles a
 * subscribed calendar (X-WR-CALNAME, which calendar apps show for a feed).
 */
export function renderCalendarIcs(events: readonly AppointmentIcsInput[], options: { name?: string } = {}) {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kalendo//My appointments//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.name ? [`X-WR-CALNAME:${escapeIcsText(options.name)}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}

/** One appointment as an RFC 5545 calendar (VCALENDAR with one VEVENT). */
export function renderAppointmentIcs(input: AppointmentIcsInput): string {
  return renderCalendarIcs([input]);
}

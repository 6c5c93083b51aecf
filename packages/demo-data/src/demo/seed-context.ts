import type { Language } from '../catalog/languages.ts';
import type { BusinessSeed, CityData } from '../cities/city-data.ts';
import type { DemoData } from '../demo-data.ts';
import type { LocalePack } from '../locale-packs/locale-pack.ts';
import type { Random } from '../random.ts';

/** State shared by the builders of one seed run. */
export interface SeedContext {
  random: Random;
  now: Date;
  data: DemoData;
  /** Ids of catalogue rows by slug. */
  categoryIds: Map<string, string>;
  marketplaceServiceIds: Map<string, string>;
  /** Counter behind the bookings' idempotency keys (`seed-1`, `seed-2` …). */
  bookingCount: number;
}

/** One weekday of a staff member, local wall-clock `HH:MM`. */
export interface StaffDay {
  start: string;
  end: string;
  breakStart?: string;
  breakEnd?: string;
}

export interface StaffPlan {
  id: string;
  name: string;
  days: Map<number, StaffDay>;
  /** Busy instants [start, end) in epoch milliseconds: appointments, class sessions taught and time off. */
  busy: [number, number][];
}

export interface ServicePlan {
  id: string;
  marketplaceSlug: string;
  name: string;
  durationMinutes: number;
  priceMinor: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  requiredFormId: string | null;
  staffIds: string[];
}

export interface LocationPlan {
  id: string;
  slug: string;
  name: string;
  businessId: string;
  business: BusinessSeed;
  city: CityData;
  pack: LocalePack;
  language: Language;
  timeZone: string;
  currency: string;
  /** Local date of `now` at the location. */
  today: string;
  /** Opening hours per ISO weekday. */
  hours: Map<number, [string, string]>;
  /** Local dates with an exception (closed or shortened). */
  exceptionDates: Set<string>;
  leadTimeMinutes: number;
  services: ServicePlan[];
  staff: StaffPlan[];
  /** Palette of the business's artwork. */
  palette: [string, string];
}

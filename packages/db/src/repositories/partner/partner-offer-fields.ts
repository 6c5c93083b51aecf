import type { WeeklyRange } from './partner-place-rows.ts';

/** What a partner gives of a service and of a staff member (adding and editing). */
export interface ServiceFields {
  placeId: string;
  name: string;
  description: string;
  marketplaceServiceSlug: string | null;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  priceMinor: number;
  priceIsFrom: boolean;
  currency: string;
  staffIds: string[];
}

export interface StaffFields {
  placeId: string;
  name: string;
  title: string;
  serviceIds: string[];
  workingHours: WeeklyRange[];
  breaks: WeeklyRange[];
  timeOff: Array<{ startsAt: string; endsAt: string; reason: string }>;
}

import type { JsonColumn } from '../insert-json-rows.ts';

/** Rows of one chunk of synthetic locations, as arrays in the column order below. */
export interface LargeChunk {
  businesses: unknown[][];
  businessDescriptions: unknown[][];
  locations: unknown[][];
  openingHours: unknown[][];
  services: unknown[][];
  staff: unknown[][];
  workingHours: unknown[][];
  staffServices: unknown[][];
}

export const LARGE_COLUMNS: Record<keyof LargeChunk, { table: string; columns: JsonColumn[] }> = {
  businesses: {
    table: 'businesses',
    columns: [
      ['id', 'uuid'],
      ['slug', 'text'],
      ['name', 'text'],
      ['category_id', 'uuid'],
      ['locale', 'text'],
      ['created_at', 'timestamptz'],
      ['published_at', 'timestamptz'],
    ],
  },
  businessDescriptions: {
    table: 'business_descriptions',
    columns: [
      ['business_id', 'uuid'],
      ['locale', 'text'],
      ['text', 'text'],
    ],
  },
  locations: {
    table: 'locations',
    columns: [
      ['id', 'uuid'],
      ['business_id', 'uuid'],
      ['slug', 'text'],
      ['name', 'text'],
      ['description', 'text'],
      ['locale', 'text'],
      ['address_line', 'text'],
      ['city', 'text'],
      ['city_slug', 'text'],
      ['postal_code', 'text'],
      ['country_code', 'text'],
      ['latitude', 'float8'],
      ['longitude', 'float8'],
      ['time_zone', 'text'],
      ['currency', 'text'],
      ['phone', 'text'],
      ['email', 'text'],
      ['lead_time_minutes', 'int'],
      ['horizon_days', 'int'],
      ['cancellation_window_minutes', 'int'],
      ['slot_step_minutes', 'int'],
      ['created_at', 'timestamptz'],
    ],
  },
  openingHours: {
    table: 'location_opening_hours',
    columns: [
      ['location_id', 'uuid'],
      ['weekday', 'smallint'],
      ['opens_at', 'time'],
      ['closes_at', 'time'],
    ],
  },
  services: {
    table: 'services',
    columns: [
      ['id', 'uuid'],
      ['business_id', 'uuid'],
      ['location_id', 'uuid'],
      ['marketplace_service_id', 'uuid'],
      ['name', 'text'],
      ['duration_minutes', 'int'],
      ['price_minor', 'int'],
      ['price_is_from', 'boolean'],
      ['currency', 'text'],
      ['buffer_after_minutes', 'int'],
      ['position', 'int'],
    ],
  },
  staff: {
    table: 'staff',
    columns: [
      ['id', 'uuid'],
      ['business_id', 'uuid'],
      ['location_id', 'uuid'],
      ['name', 'text'],
      ['title', 'text'],
    ],
  },
  workingHours: {
    table: 'staff_working_hours',
    columns: [
      ['staff_id', 'uuid'],
      ['weekday', 'smallint'],
      ['starts_at', 'time'],
      ['ends_at', 'time'],
    ],
  },
  staffServices: {
    table: 'staff_services',
    columns: [
      ['staff_id', 'uuid'],
      ['service_id', 'uuid'],
    ],
  },
};

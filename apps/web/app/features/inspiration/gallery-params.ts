import type { InspirationGalleryFilters } from '../../lib/api-calls/discovery-calls.ts';

const SLUG = /^[a-z0-9-]{1,80}$/;
const POINT = /^-?\d{1,2}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/;

/** The Look Book's filters from a page address (`?service=&city=&near=&cursor=`); anything malformed is left out. */
export function galleryFilters(search: URLSearchParams): InspirationGalleryFilters {
  const filters: InspirationGalleryFilters = {};
  const service = search.get('service');
  const city = search.get('city');
  const near = search.get('near');
  const cursor = search.get('cursor');
  if (service && SLUG.test(service)) filters.service = service;
  if (city && SLUG.test(city)) filters.city = city;
  if (near && POINT.test(near)) filters.near = near;
  if (cursor && cursor.length <= 200) filters.cursor = cursor;
  return filters;
}

/** The address of the gallery with these filters (no cursor unless given): the chips' and "Load more"'s links. */
export function galleryHref(base: string, filters: InspirationGalleryFilters): string {
  const search = new URLSearchParams();
  for (const name of ['service', 'city', 'near', 'cursor'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

/** "Near me" rounds the position to about a kilometre: enough for 25 km, and kinder to privacy. */
export function nearValue(latitude: number, longitude: number): string {
  return `${latitude.toFixed(2)},${longitude.toFixed(2)}`;
}

import type { ContentPageSlug } from '@kalendo/contracts';
import type { ApiSearchQuery } from '../../shared/search/search-params.ts';
import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** The Look Book's filters as the API reads them (strings, its names; `near` is `lat,lng`). */
export interface InspirationGalleryFilters {
  service?: string;
  city?: string;
  near?: string;
  cursor?: string;
  limit?: string;
}

/** Finding places: the catalogue, places and businesses, search, availability, the Look Book, content pages, contact. */
export function discoveryCalls(api: TypedApi) {
  return {
    sendContactMessage: (input: Parameters<(typeof api)['contact-messages']['$post']>[0]['json']) =>
      result(api['contact-messages'].$post({ json: input })),
    findCustomDomain: (host: string) =>
      readOrNull(api['custom-domains'][':host'].$get({ param: { host: segment(host) } })),
    getContentPage: (slug: ContentPageSlug) => readOrNull(api.content[':slug'].$get({ param: { slug } })),
    listCategories: () => read(api.categories.$get()),
    /** The cities that have places, named in the page language, for filters. */
    listCities: () => read(api.cities.$get()),
    /** The services catalogue: service types by category, with how many places offer each. */
    getServiceCatalogue: () => read(api['marketplace-services'].$get()),
    /** A business with its places, or null when no business has this slug. */
    getBusiness: (slug: string) =>
      readOrNull(api.businesses[':slug'].$get({ param: { slug: segment(slug) } })),
    /** The sites that may frame a business's widget pages, or null when no business has this slug. */
    getWidgetFrameAncestors: (slug: string) =>
      readOrNull(api.businesses[':slug']['widget-frame-ancestors'].$get({ param: { slug: segment(slug) } })),
    listFeaturedLocations: (query: { city?: string; limit?: number } = {}) =>
      read(
        api.locations.featured.$get({
          query: {
            ...(query.city ? { city: query.city } : {}),
            ...(query.limit ? { limit: String(query.limit) } : {}),
          },
        }),
      ),
    /** Places by slug (at most 8), in that order; unknown slugs are skipped. */
    listLocationsBySlugs: (slugs: string[]) =>
      read(api.locations.$get({ query: { slugs: slugs.join(',') } })),
    /** A row of inspiration photos (newest of varied service types), services in the request language. */
    listInspirationTeaser: (limit: number) =>
      read(api.inspiration.teaser.$get({ query: { limit: String(limit) } })),
    /** One page of the Look Book (filters as the API names them); a bad filter or cursor is returned. */
    listInspiration: (query: InspirationGalleryFilters) => result(api.inspiration.$get({ query })),
    /** The Look Book's filter chips: service types and cities that have looks. */
    getInspirationFilters: () => read(api.inspiration.filters.$get()),
    /** A service type's Look Book collection (in a city): places, typical prices and length; null when unknown. */
    getInspirationService: (slug: string, city?: string) =>
      readOrNull(
        api.inspiration.services[':slug'].$get({
          param: { slug: segment(slug) },
          query: city ? { city } : {},
        }),
      ),
    /** One look with its place, service, staff member and next free starts, or null when there is none. */
    getInspirationLook: (id: string, within: Omit<InspirationGalleryFilters, 'cursor' | 'limit'> = {}) =>
      readOrNull(api.inspiration[':mediaId'].$get({ param: { mediaId: segment(id) }, query: within })),
    /** A place's page, or null when no place has this slug. */
    getLocation: (slug: string) =>
      readOrNull(api.locations[':slug'].$get({ param: { slug: segment(slug) } })),
    /** One page of a place's reviews, newest first; a refusal (404: no such place, 400: a bad cursor) is returned. */
    listLocationReviews: (slug: string, query: { cursor?: string; limit?: number } = {}) =>
      result(
        api.locations[':slug'].reviews.$get({
          param: { slug: segment(slug) },
          query: {
            ...(query.cursor ? { cursor: query.cursor } : {}),
            ...(query.limit ? { limit: String(query.limit) } : {}),
          },
        }),
      ),
    /** One page of places for a search (parameters as strings, the API's names); a 400 is returned. */
    searchLocations: (query: ApiSearchQuery) => result(api.search.$get({ query })),
    /** Free start times of a service at a place over at most 31 local days (`staff`: an id or `any`). */
    getAvailability: (slug: string, query: { service: string; staff: string; from: string; to: string }) =>
      read(api.locations[':slug'].availability.$get({ param: { slug: segment(slug) }, query })),
    /** Autocomplete for the typed text (not blank). */
    suggestSearch: (q: string) => read(api.search.suggestions.$get({ query: { q } })),
  };
}

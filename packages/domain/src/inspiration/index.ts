export {
  getInspirationLook,
  type InspirationLookDetail,
  LOOK_FREE_STARTS,
  LOOK_SEARCH_DAYS,
} from './get-inspiration-look.ts';
export {
  getInspirationService,
  type InspirationService,
  SERVICE_COLLECTION_PLACES,
} from './get-inspiration-service.ts';
export { type InspirationLook, nameLook, nameLooks } from './inspiration-look.ts';
export type {
  InspirationFacet,
  InspirationGalleryQuery,
  InspirationGallerySource,
  InspirationLookRecord,
  InspirationVideo,
  LookPreviews,
  ServiceOfferRecord,
} from './inspiration-ports.ts';
export {
  DEFAULT_GALLERY_PAGE,
  type GalleryInput,
  listInspirationFilters,
  listInspirationGallery,
  MAX_GALLERY_PAGE,
  NEAR_RADIUS_KM,
} from './list-inspiration-gallery.ts';

export {
  type InspirationPhoto,
  type InspirationPhotoRecord,
  type InspirationSource,
  listInspirationTeaser,
} from './inspiration-teaser.ts';
export { type LocalizedNames, localizedName } from './localized-name.ts';
export {
  getServiceCatalogue,
  groupServiceCatalogue,
  type ServiceCatalogueCategory,
  type ServiceCatalogueSource,
  type ServiceTypeRecord,
} from './service-catalogue.ts';

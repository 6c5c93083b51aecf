export {
  type ChosenDescription,
  chooseDescription,
  type Descriptions,
  placeDescriptions,
} from './choose-description.ts';
export { refuseDescriptionChange } from './description-change.ts';
export {
  type BusinessDetail,
  type BusinessDirectory,
  type BusinessRecord,
  getBusinessDetail,
} from './get-business-detail.ts';
export {
  frameAncestorsOf,
  getWidgetFrameAncestors,
  type WidgetSiteDirectory,
  type WidgetSites,
} from './widget-frame-ancestors.ts';

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

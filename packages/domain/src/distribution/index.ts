export { brandColourOf, contrastRatio, textOnBrand } from './brand-colour.ts';
export {
  customDomainOf,
  DnsLookupError,
  type DnsLookupFailure,
  type DomainVerification,
  recordsProve,
  type TxtResolver,
  VERIFICATION_LABEL,
  verificationRecordName,
  verificationRecordValue,
  verifyCustomDomain,
} from './custom-domain.ts';
export {
  WIDGET_ORIGINS_LIMIT,
  type WidgetOriginProblem,
  widgetOriginOf,
  widgetOriginsOf,
} from './widget-origins.ts';

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
  type ClaimedDomainCheck,
  DOMAIN_LAPSES_AFTER_FAILURES,
  DOMAIN_RECHECK_EVERY_MS,
  DOMAIN_RECHECK_RETRY_MS,
  type DomainRecheckDecision,
  type DomainRecheckStore,
  decideDomainRecheck,
  recheckDueDomains,
} from './domain-recheck.ts';
export {
  WIDGET_ORIGINS_LIMIT,
  type WidgetOriginProblem,
  widgetOriginOf,
  widgetOriginsOf,
} from './widget-origins.ts';

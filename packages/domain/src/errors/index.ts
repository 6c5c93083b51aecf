export { DOMAIN_ERROR_CODES, DomainError, type DomainErrorCode } from './domain-error.ts';

import { DomainError } from '../errors/domain-error.ts';

/** A 400 naming the query parameter at fault, in the shape of the API's validation errors. */
export function invalidSearchInput(field: string, message: string): DomainError {
  return new DomainError('INVALID_INPUT', `${field}: ${message}`, {
    target: 'query',
    fields: [{ path: field, message }],
  });
}

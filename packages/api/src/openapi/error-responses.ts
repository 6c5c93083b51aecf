import { ErrorBodySchema } from '@kalendo/contracts';

const json = { 'application/json': { schema: ErrorBodySchema } };

/** Error responses every route may give, for the OpenAPI document. */
export const commonErrorResponses = {
  400: { description: 'Invalid input (`VALIDATION_FAILED`, `MALFORMED_JSON`)', content: json },
  413: { description: 'Body over the limit (`PAYLOAD_TOO_LARGE`: 64 KB)', content: json },
  415: { description: 'Not JSON (`UNSUPPORTED_MEDIA_TYPE`)', content: json },
  500: { description: 'Unexpected error (`INTERNAL`)', content: json },
  503: { description: 'Database unavailable (`SERVICE_UNAVAILABLE`)', content: json },
} as const;

export const notFoundResponse = { 404: { description: 'Not found (`NOT_FOUND`)', content: json } } as const;

/** An error response of a route, described for the OpenAPI document (the body is always `ErrorBody`). */
export function errorResponse(description: string) {
  return { description, content: json };
}

export const unauthenticatedResponse = {
  401: errorResponse('Not signed in (`UNAUTHENTICATED`)'),
} as const;

/** A required JSON request body checked against `schema` (a wrong content type is a 415). */
export const jsonBody = <T>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

import type { ZodType } from 'zod';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';

export const json = <T extends ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Answers every operation on a business may give: not a member (404, like no business), role too low (403). */
export const scopedResponses = {
  ...unauthenticatedResponse,
  403: errorResponse('The role cannot do this (`FORBIDDEN`): staff only read the set-up'),
  ...notFoundResponse,
  ...commonErrorResponses,
} as const;

export const bookingsAffectedResponse = {
  409: errorResponse(
    'Booked appointments would be affected (`BOOKINGS_AFFECTED`, `details.count`, the first ones in ' +
      '`details.appointments`); nothing changed. Sent again with `keepBookings=true`, the change is made ' +
      'and every booking stays as it was',
  ),
} as const;

/**
 * ADR 058: a change that makes a public place fail its publish checks (its last hours, its last service
 * someone with hours performs) is refused; said in the description of each change it guards.
 */
export const KEEPS_PUBLIC_PLACE_BOOKABLE =
  'Refused (`CONFLICT`, `details.reason = public-place-emptied`, `details.missing`) when it would leave a ' +
  'public place without opening hours or a bookable service: hide the place first (ADR 058).';

export { jsonBody };

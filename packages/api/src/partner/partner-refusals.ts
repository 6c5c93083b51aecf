import { PartnerRefusal } from '@kalendo/db';
import { ApiError } from '../errors/api-error.ts';

/** A refused partner write as the API answers it (localized by its code). */
export async function refusalsAsErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof PartnerRefusal)) throw error;
    const { reason } = error;
    switch (reason.kind) {
      case 'not-found':
        throw new ApiError('NOT_FOUND');
      case 'unknown-reference':
        throw new ApiError('VALIDATION_FAILED', { fields: [{ path: reason.field, message: 'unknown' }] });
      case 'bookings-affected':
        throw new ApiError('BOOKINGS_AFFECTED', { count: reason.count });
      case 'incomplete':
        throw new ApiError('BUSINESS_INCOMPLETE', { missing: reason.missing });
    }
  }
}

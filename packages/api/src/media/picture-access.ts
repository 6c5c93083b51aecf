import type { ArtworkRecord } from '@kalendo/db';
import type { Context } from 'hono';
import { carriesSession, PRIVATE_NO_STORE } from '../caching/private-responses.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';

/** A public picture's URL never changes meaning: anyone, any cache, for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The `Cache-Control` a picture is served with, or not found. A public one is cached by anyone; a draft's
 * (its business or place not public, ADR 038/056) is shown only to the members of its business — in the
 * portal — and never kept by a shared cache; to anyone else it does not exist.
 */
export function createPictureAccess(services: Services) {
  return async function cachingOf(c: Context, picture: ArtworkRecord | undefined): Promise<string> {
    if (!picture) throw new ApiError('NOT_FOUND');
    if (picture.draftOf === null) return IMMUTABLE;
    const session = carriesSession(c.req.raw.headers)
      ? await services.sessions.resolve(c.req.raw.headers, c.env?.sessionMemo)
      : null;
    const role = session
      ? await services.stores.partnerBusinesses.roleOf(picture.draftOf, session.user.id)
      : null;
    if (!role) throw new ApiError('NOT_FOUND');
    return PRIVATE_NO_STORE;
  };
}

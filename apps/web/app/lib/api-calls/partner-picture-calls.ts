import { result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** Which picture (ADR 051): the business's logo, its private app's icon, or a staff member's photo. */
export type PictureSlot = { kind: 'logo' } | { kind: 'app-icon' } | { kind: 'staff-photo'; staffId: string };

/** A picture as the raw body, its type as the browser named it (the API reads the format from the bytes). */
const body = (picture: Blob) => ({
  headers: { 'Content-Type': picture.type || 'application/octet-stream' },
  init: { body: picture },
});

/** Uploading, replacing and removing the partner's pictures; refusals come back localized (415, 413, 422). */
export function partnerPictureCalls(api: TypedApi) {
  const one = api.partner.businesses[':businessId'];
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const staff = (businessId: string, staffId: string) => ({ ...id(businessId), staffId: segment(staffId) });
  return {
    uploadPicture: (businessId: string, slot: PictureSlot, picture: Blob) => {
      if (slot.kind === 'logo') return result(one.logo.$put({ param: id(businessId) }, body(picture)));
      if (slot.kind === 'app-icon')
        return result(one['app-icon'].$put({ param: id(businessId) }, body(picture)));
      return result(
        one.staff[':staffId'].photo.$put({ param: staff(businessId, slot.staffId) }, body(picture)),
      );
    },
    removePicture: (businessId: string, slot: PictureSlot) => {
      if (slot.kind === 'logo') return result(one.logo.$delete({ param: id(businessId) }));
      if (slot.kind === 'app-icon') return result(one['app-icon'].$delete({ param: id(businessId) }));
      return result(one.staff[':staffId'].photo.$delete({ param: staff(businessId, slot.staffId) }));
    },
  };
}

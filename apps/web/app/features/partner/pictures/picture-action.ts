import type { PictureSlot } from '../../../lib/api-calls/partner-picture-calls.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { textOf } from '../form-fields.ts';
import { formAnswered, formRefused, type PartnerFormResult } from '../partner-form-result.ts';

/** The intents of a picture form: its upload (`logo`, `app-icon`, `staff-photo`) and `remove-…`. */
export const PICTURE_KINDS = ['logo', 'app-icon', 'staff-photo'] as const;
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The picture a form's intent is about, or null when it is another form's. */
export function pictureIntentOf(form: FormData): { kind: PictureKind; remove: boolean } | null {
  const intent = textOf(form, 'intent');
  const remove = intent.startsWith('remove-');
  const kind = PICTURE_KINDS.find((candidate) => candidate === (remove ? intent.slice(7) : intent));
  return kind ? { kind, remove } : null;
}

/**
 * A picture form's post (ADR 051), a plain multipart form that works without JavaScript: the chosen file is
 * sent to the API as it is (the API reads, checks and re-encodes it), or the picture is removed. A refusal
 * (not a picture, too large, too small) comes back as the API's message in the user's language.
 */
export async function pictureAction(
  api: ApiClient,
  businessId: string,
  form: FormData,
  picture: { kind: PictureKind; remove: boolean },
  staffId = '',
): Promise<PartnerFormResult> {
  const slot: PictureSlot =
    picture.kind === 'staff-photo' ? { kind: 'staff-photo', staffId } : { kind: picture.kind };
  if (picture.remove)
    return formAnswered(`remove-${picture.kind}`, form, await api.removePicture(businessId, slot));
  const file = form.get('picture');
  if (!(file instanceof Blob) || file.size === 0)
    return formRefused(picture.kind, form, { picture: 'partnerBrand.missing' });
  return formAnswered(picture.kind, form, await api.uploadPicture(businessId, slot, file));
}

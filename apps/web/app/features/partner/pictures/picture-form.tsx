import { MAX_IMAGE_UPLOAD_BYTES } from '@kalendo/contracts/media';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation } from 'react-router';
import { mediaUrl } from '../../../shared/media/media-photo.tsx';
import { AskedRemoval } from '../asked-removal.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import type { PartnerFormResult } from '../partner-form-result.ts';
import type { PictureKind } from './picture-action.ts';

/** Formats the API reads (it checks the bytes, not this list: the list only filters the file chooser). */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif,image/gif';

/** What the preview shows: the stored picture, the one just chosen, or the fallback the pages use. */
function Preview({
  src,
  alt,
  round,
  fallback,
  onError,
}: {
  src: string | null;
  alt: string;
  round: boolean;
  fallback: string;
  /** A chosen file the browser cannot show (not a picture): the preview goes back to the stored one. */
  onError?: () => void;
}) {
  const shape = round ? 'rounded-full' : 'rounded-2xl';
  return (
    <div
      className={`flex size-24 shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-slate-100 ${shape}`}
    >
      {src ? (
        <img
          src={src}
          alt={alt}
          width={96}
          height={96}
          onError={onError}
          className={`size-24 ${round ? 'object-cover' : 'object-contain'}`}
        />
      ) : (
        <span aria-hidden="true" className="text-3xl font-bold text-brand-800">
          {fallback}
        </span>
      )}
    </div>
  );
}

/**
 * Upload, replace or remove one picture (ADR 051): a multipart form posted to the page's action (it works
 * without JavaScript), with a preview of the stored picture and, with JavaScript, of the one chosen and a
 * size check before sending. Removing asks first: `?remove=<kind>` shows the question, so that works without
 * JavaScript too. Members who cannot edit see the picture only.
 */
export function PictureForm({
  kind,
  mediaId,
  texts,
  fallback,
  round = false,
  canEdit,
  actionData,
}: {
  kind: PictureKind;
  mediaId: string | null;
  texts: { heading: string; hint: string; none: string; upload: string; question: string; alt: string };
  /** What stands in when there is no picture: a letter or initials. */
  fallback: string;
  round?: boolean;
  canEdit: boolean;
  actionData: PartnerFormResult | undefined;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const upload = useFormOutcome(actionData, kind);
  const removal = useFormOutcome(actionData, `remove-${kind}`);
  const [chosen, setChosen] = useState<string | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const uploaded = upload.result?.ok === true;
  useEffect(() => {
    if (uploaded) setChosen(null);
  }, [uploaded]);
  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen) : undefined), [chosen]);
  const asking = canEdit && mediaId !== null && new URLSearchParams(location.search).get('remove') === kind;
  const id = `picture-${kind}`;
  const keep = new URLSearchParams(location.search);
  keep.delete('remove');
  const back = `${location.pathname}${keep.size > 0 ? `?${keep}` : ''}`;
  const error = tooLarge ? t('partnerBrand.tooLarge') : upload.errors.picture;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {texts.heading}
      </h3>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Preview
          src={chosen ?? (mediaId ? mediaUrl(mediaId, 390) : null)}
          alt={chosen ? t('partnerBrand.chosen') : texts.alt}
          round={round}
          fallback={fallback}
          onError={chosen ? () => setChosen(null) : undefined}
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {mediaId === null ? <p className="text-slate-700">{texts.none}</p> : null}
          {canEdit ? (
            // A new stored picture remounts the form: the file chooser is empty again.
            <Form
              key={mediaId ?? 'none'}
              method="post"
              encType="multipart/form-data"
              noValidate
              className="flex flex-col gap-3"
            >
              <label htmlFor={id} className="text-sm font-medium text-slate-800">
                {t('partnerBrand.choose')}
              </label>
              <input
                id={id}
                name="picture"
                type="file"
                accept={ACCEPT}
                required
                aria-describedby={`${id}-hint`}
                aria-invalid={error ? true : undefined}
                className="max-w-full text-sm file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-4 file:py-2"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  const large = Boolean(file && file.size > MAX_IMAGE_UPLOAD_BYTES);
                  setTooLarge(large);
                  setChosen(file && !large ? URL.createObjectURL(file) : null);
                }}
              />
              <p id={`${id}-hint`} className={`text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}>
                {error ?? texts.hint}
              </p>
              <FormFooter
                result={upload.result}
                intent={kind}
                canEdit={!tooLarge}
                label={texts.upload}
                savedLabel={t('partnerBrand.saved')}
              />
            </Form>
          ) : null}
          {canEdit && mediaId !== null && !asking ? (
            <Link
              to={`?${new URLSearchParams([...keep, ['remove', kind]])}`}
              preventScrollReset
              className="self-start text-sm font-medium text-red-800 underline"
            >
              {t('partnerBrand.remove')}
            </Link>
          ) : null}
          {asking ? (
            <AskedRemoval
              id={`${id}-question`}
              question={texts.question}
              intent={`remove-${kind}`}
              back={back}
              confirm={t('partnerBrand.removeConfirm')}
              keep={t('partnerBrand.keep')}
            />
          ) : null}
          {removal.result ? (
            <p
              role={removal.result.ok ? 'status' : 'alert'}
              className={`rounded-xl px-4 py-3 ${removal.result.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
            >
              {removal.result.ok
                ? t('partnerBrand.removed')
                : (removal.result.message ?? t('partner.errors.failed'))}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

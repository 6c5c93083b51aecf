import { MAX_REVIEW_LENGTH } from '@kalendo/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

/** "Leave a review": a disclosure (works without JavaScript) holding the rating, the text and the submit. */
export function ReviewForm({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation();
  const [length, setLength] = useState(0);
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'review' &&
    navigation.formData.get('id') === appointmentId;
  const ids = { body: useId(), counter: useId(), note: useId() };
  return (
    <details className="group mt-4 rounded-xl border border-slate-200" data-review-form={appointmentId}>
      <summary className="cursor-pointer list-none rounded-xl px-4 py-2 font-medium text-brand-800 hover:bg-slate-50">
        <span aria-hidden="true" className="me-1 inline-block transition-transform group-open:rotate-90">
          ›
        </span>
        {t('appointments.leaveReview')}
      </summary>
      <Form method="post" preventScrollReset className="flex flex-col gap-4 px-4 pt-2 pb-4">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="id" value={appointmentId} />
        <StarRatingInput name="rating" legend={t('appointments.ratingLegend')} />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.body} className="font-medium">
            {t('appointments.reviewBody')}
          </label>
          <textarea
            id={ids.body}
            name="body"
            rows={4}
            maxLength={MAX_REVIEW_LENGTH}
            aria-describedby={`${ids.counter} ${ids.note}`}
            onChange={(event) => setLength(event.currentTarget.value.length)}
            className="rounded-xl border border-slate-300 px-3 py-2"
          />
          <p id={ids.counter} className="self-end text-sm text-slate-600">
            {t('appointments.reviewCounter', { count: length, max: MAX_REVIEW_LENGTH })}
          </p>
          <p id={ids.note} className="text-sm text-slate-600">
            {t('appointments.reviewPublicNote')}
          </p>
        </div>
        <SpinnerButton
          type="submit"
          loading={busy}
          className="self-start rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('appointments.submitReview')}
        </SpinnerButton>
      </Form>
    </details>
  );
}

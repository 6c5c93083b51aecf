import type { MyAppointmentDto } from '@kalendo/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../shared/location/reviews-section.tsx';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

/** "Your review" of a visit, with "Delete review" behind a confirmation. */
export function YourReview({
  appointmentId,
  placeName,
  review,
}: {
  appointmentId: string;
  placeName: string;
  review: NonNullable<MyAppointmentDto['review']>;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <section aria-labelledby={`review-${review.id}`} className="mt-4 rounded-xl bg-slate-50 p-4">
      <h3 id={`review-${review.id}`} className="font-semibold">
        {t('appointments.yourReview')}
      </h3>
      <p className="mt-1">
        <Stars rating={review.rating} />
      </p>
      {review.body ? (
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{review.body}</p>
      ) : null}
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="mt-3 rounded-full border border-slate-300 px-4 py-1.5 text-sm hover:bg-slate-100"
      >
        {t('appointments.deleteReview')}
      </button>
      <ConfirmDialog
        dialogRef={dialog}
        titleId={`delete-review-title-${review.id}`}
        title={t('appointments.deleteReviewTitle')}
        body={t('appointments.deleteReviewBody', { place: placeName })}
        fields={{ intent: 'delete-review', id: appointmentId, reviewId: review.id }}
        keepLabel={t('appointments.keep')}
        confirmLabel={t('appointments.deleteReviewConfirm')}
      />
    </section>
  );
}

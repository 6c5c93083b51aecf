import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';

const control = 'rounded-lg border border-slate-300 bg-white px-3 py-2';

/**
 * Which place's timetable the Classes page shows (`?place=`), for a business with more than one place: a
 * form sent by GET, so it works without JavaScript and the address says what is shown. The week stays.
 */
export function TimetablePlacePicker({
  places,
  placeId,
  monday,
}: {
  places: readonly { id: string; name: string }[];
  placeId: string;
  monday: string;
}) {
  const { t } = useTranslation();
  if (places.length < 2) return null;
  return (
    <Form key={placeId} method="get" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="week" value={monday} />
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t('partnerClasses.timetable.place')}
        <select name="place" defaultValue={placeId} className={control}>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-full border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100"
      >
        {t('partnerClasses.timetable.show')}
      </button>
    </Form>
  );
}

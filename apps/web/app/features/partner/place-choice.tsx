import { useTranslation } from 'react-i18next';
import { PartnerSelect } from './partner-select.tsx';

/** Which place a new service or staff member belongs to: a choice when there are several, else the one. */
export function PlaceChoice({
  places,
  chosen,
  error,
}: {
  places: readonly { id: string; name: string }[];
  chosen: string | undefined;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  if (places.length === 1) return <input type="hidden" name="placeId" value={places[0]?.id} />;
  return (
    <PartnerSelect
      name="placeId"
      label={t('partner.steps.place')}
      defaultValue={chosen}
      options={places.map((place) => ({ value: place.id, label: place.name }))}
      error={error}
    />
  );
}

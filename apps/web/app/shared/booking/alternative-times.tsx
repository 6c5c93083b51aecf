import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { formatInstant } from '../format/format-schedule.ts';

/**
 * The nearest free times instead of a taken one: each a submit button of a POST form (with `fields`) that
 * sends its start as `start`. `labelKey` words the button ("{{time}}", "Change to {{time}}").
 */
export function AlternativeTimes({
  alternatives,
  timeZone,
  fields,
  labelKey,
  action,
}: {
  alternatives: readonly string[];
  timeZone: string;
  fields: Record<string, string>;
  labelKey: 'booking.alternativeTime' | 'basket.changeTo';
  action?: string;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  if (alternatives.length === 0) return null;
  return (
    <Form method="post" action={action} preventScrollReset className="mt-2 flex flex-wrap gap-2">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {alternatives.map((start) => (
        <button
          key={start}
          type="submit"
          name="start"
          value={start}
          disabled={navigation.state === 'submitting'}
          className="rounded-full border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-cyan-50 disabled:opacity-60"
        >
          {t(labelKey, { time: formatInstant(start, timeZone, i18n.language) })}
        </button>
      ))}
    </Form>
  );
}

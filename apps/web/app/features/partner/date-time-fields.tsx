import { AuthField } from '../../shared/auth/auth-field.tsx';

/**
 * A date and a start time on a place's clock (fields `date` and `time`), as moving a class session and adding
 * one ask for them: what the form sent again after a refusal, else `initial`. A fragment, so that the two sit
 * in the caller's grid.
 */
export function DateTimeFields({
  labels,
  sent,
  initial,
  errors,
  timeHint,
}: {
  labels: { date: string; time: string };
  sent: Record<string, string | undefined>;
  initial: { date: string; time: string };
  errors: Record<string, string>;
  timeHint?: string;
}) {
  return (
    <>
      <AuthField
        name="date"
        type="date"
        label={labels.date}
        defaultValue={sent.date ?? initial.date}
        error={errors.date}
      />
      <AuthField
        name="time"
        type="time"
        label={labels.time}
        hint={timeHint}
        defaultValue={sent.time ?? initial.time}
        error={errors.time}
      />
    </>
  );
}

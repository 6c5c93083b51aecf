import { useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';

/** The submit button of an account form: a spinner and the `busy` label while the form is sent. */
export function AuthSubmit({ label, busyLabel }: { label: string; busyLabel: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <SpinnerButton
      type="submit"
      loading={busy}
      className="rounded-full bg-brand-700 px-6 py-2.5 font-medium text-white hover:bg-brand-800"
    >
      {busy ? busyLabel : label}
    </SpinnerButton>
  );
}

import { Form, Link, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';

/**
 * The question a removal asks first (a picture, a language's description): its answer posts `intent` to the
 * page's address without the question's parameter (`back`), and keeping goes back there.
 */
export function AskedRemoval({
  id,
  question,
  intent,
  back,
  confirm,
  keep,
}: {
  id: string;
  question: string;
  intent: string;
  back: string;
  confirm: string;
  keep: string;
}) {
  const navigation = useNavigation();
  const removing = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form
      method="post"
      action={back}
      preventScrollReset
      role="group"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p id={id} className="text-red-900">
        {question}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <SpinnerButton
          type="submit"
          name="intent"
          value={intent}
          loading={removing}
          className="rounded-full bg-red-700 px-5 py-2 font-medium text-white hover:bg-red-800"
        >
          {confirm}
        </SpinnerButton>
        <Link to={back} preventScrollReset className="font-medium text-brand-800 underline">
          {keep}
        </Link>
      </div>
    </Form>
  );
}

import {
  type AnswerIssue,
  answerIssues,
  type FormAnswers,
  type FormDefinition,
  formAnswersSchema,
  localizedText,
  visibleFieldIds,
} from '@kalendo/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { answersFromFormData } from './answers-from-form-data.ts';
import { FormFieldInput } from './form-field-input.tsx';
import { readLocalDraft, useDraftAutosave } from './use-draft-autosave.ts';

/**
 * THE form of a response (issue 19), driven by its version's definition: the page of a form and checkout
 * use it. Every input is named after its field, so it posts without JavaScript too; once hydrated it shows
 * conditional fields as they apply, checks the answers with the same schema as the server, announces the
 * refused ones (a summary with links, each field described by its error) and saves a draft as one types.
 */
export function FormRenderer({
  responseId,
  definition,
  initialAnswers,
  language,
  serverIssues,
  hiddenInputs,
}: {
  responseId: string;
  definition: FormDefinition;
  initialAnswers: FormAnswers;
  language: { page: string; form: string };
  /** The refusal of the last post (`FORM_INVALID`), field by field. */
  serverIssues: AnswerIssue[] | null;
  /** Extra inputs of the post (e.g. where to go back to). */
  hiddenInputs?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [answers, setAnswers] = useState<FormAnswers>(initialAnswers);
  const [issues, setIssues] = useState<AnswerIssue[] | null>(serverIssues);
  const [restored, setRestored] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // Sending stops the autosave at once: a draft arriving after the form was sent would be refused.
  const [sent, setSent] = useState(false);
  const draft = useDraftAutosave(responseId, answers, hydrated && !sent && navigation.state === 'idle');
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'submit';

  useEffect(() => setIssues(serverIssues), [serverIssues]);
  // A refused post (the page stays): typing saves drafts again.
  useEffect(() => {
    if (navigation.state === 'idle') setSent(false);
  }, [navigation.state]);
  useEffect(() => {
    if (serverIssues?.length) summary.current?.focus();
  }, [serverIssues]);
  // Answers that did not reach us before (no connection) come back from this device.
  useEffect(() => {
    setHydrated(true);
    const local = readLocalDraft(responseId);
    if (local) {
      setAnswers(local);
      setRestored((n) => n + 1);
    }
  }, [responseId]);

  const check = (current: FormAnswers) => {
    const parsed = formAnswersSchema(definition, 'submit').safeParse(current);
    return parsed.success ? [] : answerIssues(parsed.error);
  };
  const read = () => (form.current ? answersFromFormData(definition, new FormData(form.current)) : answers);
  const onChange = () => {
    const current = read();
    setAnswers(current);
    // Once the errors are shown, they follow the answers.
    if (issues) setIssues(check(current));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(read());
    if (found.length === 0) {
      setSent(true);
      return;
    }
    event.preventDefault();
    setIssues(found);
    requestAnimationFrame(() => summary.current?.focus());
  };

  const visible = visibleFieldIds(definition, answers);
  const problemOf = new Map((issues ?? []).map((issue) => [issue.field, issue.problem]));
  const label = (id: string) =>
    localizedText(definition.fields.find((field) => field.id === id)?.label, language.page, language.form);

  return (
    <Form
      ref={form}
      key={restored}
      method="post"
      noValidate
      onChange={onChange}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value="submit" />
      {Object.entries(hiddenInputs ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div ref={summary} tabIndex={-1} role="alert" className="outline-none">
        {problemOf.size > 0 && (
          <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">{t('forms.errorSummary', { count: problemOf.size })}</p>
            <ul className="mt-2 list-disc pl-5">
              {[...problemOf].map(([field, problem]) => (
                <li key={field}>
                  <a href={`#field-${field}`} className="underline">
                    {label(field)} – {t(`forms.problems.${problem}`)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {definition.fields
        .filter((field) => visible.has(field.id))
        .map((field) => {
          if (field.type === 'section')
            return (
              <div key={field.id} id={`field-${field.id}`}>
                <h2 className="text-lg font-semibold">
                  {localizedText(field.label, language.page, language.form)}
                </h2>
                {field.help && (
                  <p className="mt-1 whitespace-pre-line text-slate-700">
                    {localizedText(field.help, language.page, language.form)}
                  </p>
                )}
              </div>
            );
          const problem = problemOf.get(field.id);
          const helpId = field.help ? `help-${field.id}` : undefined;
          const errorId = problem ? `error-${field.id}` : undefined;
          const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
          return (
            <div key={field.id} className="flex flex-col gap-1">
              <FormFieldInput
                field={field}
                value={answers[field.id]}
                language={language}
                describedBy={describedBy}
                invalid={Boolean(problem)}
                onChange={onChange}
              />
              {field.help && (
                <p id={helpId} className="text-sm text-slate-700">
                  {localizedText(field.help, language.page, language.form)}
                </p>
              )}
              {problem && (
                <p id={errorId} className="text-sm font-medium text-red-800">
                  {t(`forms.problems.${problem}`)}
                </p>
              )}
            </div>
          );
        })}
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {draft === 'idle' ? '' : t(`forms.draft.${draft}`)}
      </p>
      <SpinnerButton
        type="submit"
        loading={sending}
        className="self-start rounded-full bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {sending ? t('forms.sending') : t('forms.submit')}
      </SpinnerButton>
    </Form>
  );
}

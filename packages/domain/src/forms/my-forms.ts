import { DomainError } from '../errors/domain-error.ts';
import { answerIssues, formAnswersSchema } from './form-answers-schema.ts';
import type { FormAnswers } from './form-definition.ts';
import type { FormResponseRecord, FormStore, MyFormsList } from './form-ports.ts';

export interface MyFormsDeps {
  forms: FormStore;
  now: () => Date;
}

/** "My forms" lists at most this many per list. */
export const MAX_MY_FORMS = 50;

export function listMyForms(deps: MyFormsDeps, input: { userId: string; list: MyFormsList; limit: number }) {
  return deps.forms.listMine({ ...input, limit: Math.min(input.limit, MAX_MY_FORMS), now: deps.now() });
}

/** The forms-to-fill badge counts up to this many (shown as "99+" beyond 99). */
export const FORMS_TO_FILL_COUNT_CAP = 100;

/** The badge: how many forms the user has to fill (up to 99, shown as "99+" beyond). */
export function countFormsToFill(deps: MyFormsDeps, userId: string) {
  return deps.forms.countToFill({ userId, now: deps.now(), limit: FORMS_TO_FILL_COUNT_CAP });
}

/** One of the user's responses with its version; another user's reads as absent. */
export async function showMyForm(deps: MyFormsDeps, input: { userId: string; responseId: string }) {
  const response = await deps.forms.findMine({ ...input, now: deps.now() });
  if (!response) throw new DomainError('FORM_NOT_FOUND', 'the user has no form response with this id');
  return response;
}

function ensureOpen(response: FormResponseRecord) {
  if (response.state === 'done')
    throw new DomainError('FORM_ALREADY_SUBMITTED', 'the response was submitted and is read-only');
  if (response.state === 'expired')
    throw new DomainError('FORM_EXPIRED', 'the appointment of this form began or was cancelled');
}

/** The answers checked against the response's own version; a refusal lists each field and why. */
function checkedAnswers(response: FormResponseRecord, answers: unknown, mode: 'draft' | 'submit') {
  const parsed = formAnswersSchema(response.definition, mode).safeParse(answers);
  if (!parsed.success)
    throw new DomainError('FORM_INVALID', 'some answers break the form’s rules', {
      fields: answerIssues(parsed.error),
    });
  return parsed.data;
}

/** The response changed state while this request checked it: say how it is now. */
async function refuseChanged(deps: MyFormsDeps, input: { userId: string; responseId: string }) {
  ensureOpen(await showMyForm(deps, input));
  throw new DomainError('CONFLICT', 'the response changed meanwhile');
}

type AnswerInput = { userId: string; responseId: string; answers: unknown };

/** Keeps what is typed so far (autosave): the types and size limits of the version hold, not "required". */
export async function saveFormDraft(deps: MyFormsDeps, input: AnswerInput): Promise<FormAnswers> {
  const response = await showMyForm(deps, input);
  ensureOpen(response);
  const answers = checkedAnswers(response, input.answers, 'draft');
  if (!(await deps.forms.saveDraft({ ...input, answers, now: deps.now() }))) await refuseChanged(deps, input);
  return answers;
}

/** Sends the response: every rule of its version holds, then it is done and read-only. */
export async function submitForm(deps: MyFormsDeps, input: AnswerInput): Promise<FormResponseRecord> {
  const response = await showMyForm(deps, input);
  ensureOpen(response);
  const answers = checkedAnswers(response, input.answers, 'submit');
  if (!(await deps.forms.submit({ ...input, answers, now: deps.now() }))) await refuseChanged(deps, input);
  return showMyForm(deps, input);
}

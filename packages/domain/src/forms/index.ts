export { visibleFieldIds } from './field-visibility.ts';
export {
  ANSWER_PROBLEMS,
  type AnswerIssue,
  type AnswerProblem,
  type AnswersMode,
  answerIssues,
  formAnswersSchema,
  isEmptyAnswer,
} from './form-answers-schema.ts';
export {
  ANSWER_LIMITS,
  type AnswerValue,
  type ChoiceOption,
  type FieldCondition,
  FORM_FIELD_TYPES,
  FORM_RULES,
  type FormAnswers,
  type FormDefinition,
  type FormField,
  type FormFieldType,
  type FormRule,
  type LocalizedText,
  localizedText,
  type SignatureAnswer,
} from './form-definition.ts';
export type {
  BeforeBookingForm,
  ClassBeforeBookingForm,
  FormAppointment,
  FormResponseRecord,
  FormResponseState,
  FormResponseSummary,
  FormStore,
  MyFormsList,
  ServiceForm,
} from './form-ports.ts';
export {
  countFormsToFill,
  FORMS_TO_FILL_COUNT_CAP,
  listMyForms,
  MAX_MY_FORMS,
  type MyFormsDeps,
  saveFormDraft,
  showMyForm,
  submitForm,
} from './my-forms.ts';
export { type ReadableAnswer, readableAnswers } from './readable-answers.ts';

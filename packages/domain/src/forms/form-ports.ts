import type { FormAnswers, FormDefinition, FormRule, LocalizedText } from './form-definition.ts';

/**
 * A response's state as the client sees it: `todo` (nothing saved), `draft` (saved, not sent), `done`
 * (submitted, read-only) or `expired` (not sent before its appointment began, or the appointment was
 * cancelled).
 */
export type FormResponseState = 'todo' | 'draft' | 'done' | 'expired';

/** The lists of "My forms": to fill (todo and draft), completed, expired. */
export type MyFormsList = 'todo' | 'done' | 'expired';

/** The appointment a response belongs to, as "My forms" names it. */
export interface FormAppointment {
  id: string;
  startsAt: Date;
  serviceName: string;
  placeName: string;
  timeZone: string;
}

/** One response of the user's, as a list shows it. */
export interface FormResponseSummary {
  id: string;
  formId: string;
  state: FormResponseState;
  rule: FormRule;
  title: LocalizedText;
  defaultLanguage: string;
  businessName: string;
  dueAt: Date | null;
  submittedAt: Date | null;
  updatedAt: Date;
  appointment: FormAppointment | null;
}

/** A response with the exact version it answers. */
export interface FormResponseRecord extends FormResponseSummary {
  version: number;
  definition: FormDefinition;
  answers: FormAnswers;
}

/** A form a booking of a service (or a spot in a class) asks, in its latest version. */
export interface ServiceForm {
  formId: string;
  rule: FormRule;
  version: number;
  dueHoursBefore: number;
  validMonths: number;
  definition: FormDefinition;
}

/** A service's "before booking" form and the user's completed, unused response to it (null: none yet). */
export interface BeforeBookingForm {
  serviceId: string;
  formId: string;
  responseId: string | null;
}

/** A class's "before booking" form and the user's completed, unused response to it (null: none yet). */
export interface ClassBeforeBookingForm {
  classId: string;
  formId: string;
  responseId: string | null;
}

/**
 * Port: forms and responses. Every read and write of a response is scoped to its user: another user's id
 * reads as absent. States are decided at `now` (a todo whose appointment began is expired).
 */
export interface FormStore {
  listMine(input: {
    userId: string;
    list: MyFormsList;
    now: Date;
    limit: number;
  }): Promise<FormResponseSummary[]>;
  /** How many the user has to fill (todo and draft, not expired), at most `limit`. */
  countToFill(input: { userId: string; now: Date; limit: number }): Promise<number>;
  findMine(input: { userId: string; responseId: string; now: Date }): Promise<FormResponseRecord | null>;
  /** Keeps the answers as a draft; false when the response is no longer todo or draft. */
  saveDraft(input: { userId: string; responseId: string; answers: FormAnswers; now: Date }): Promise<boolean>;
  /** Marks it done with these answers; false when it is no longer todo or draft. */
  submit(input: { userId: string; responseId: string; answers: FormAnswers; now: Date }): Promise<boolean>;
  /** The form a booking of this service asks (none: an empty list). */
  listServiceForms(serviceId: string): Promise<ServiceForm[]>;
  /** The form a spot in this class asks (none: an empty list). */
  listClassForms(classId: string): Promise<ServiceForm[]>;
  /** The user's open (todo or draft) response to a "before booking" form, made when there is none. */
  openBeforeBooking(input: { userId: string; formId: string }): Promise<string | null>;
  /** The "before booking" forms of these services, each with the user's completed unused response. */
  beforeBookingForms(input: { userId: string; serviceIds: string[] }): Promise<BeforeBookingForm[]>;
  /** The "before booking" forms of these classes, each with the user's completed unused response. */
  classBeforeBookingForms(input: { userId: string; classIds: string[] }): Promise<ClassBeforeBookingForm[]>;
  /** Editing a form: its definition as a new version (the next number); responses keep theirs. */
  publishVersion(formId: string, definition: FormDefinition): Promise<number>;
}

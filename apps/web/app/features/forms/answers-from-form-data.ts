import type { FormAnswers, FormDefinition, FormField } from '@kalendo/domain';

/** The names of a signature's two inputs: how it was given, and the path data or the typed name. */
export const signatureInputs = (id: string) => ({ kind: `${id}.kind`, value: `${id}.value` });

function answerOf(field: FormField, data: FormData): FormAnswers[string] | undefined {
  const text = () => {
    const value = data.get(field.id);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  switch (field.type) {
    case 'section':
      return undefined;
    case 'number':
    case 'rating': {
      const value = text();
      return value === undefined ? undefined : Number(value);
    }
    case 'yes-no': {
      const value = text();
      return value === undefined ? undefined : value === 'yes';
    }
    case 'consent':
      return data.get(field.id) === 'yes' ? true : undefined;
    case 'multiple-choice': {
      const values = data.getAll(field.id).filter((value): value is string => typeof value === 'string');
      return values.length > 0 ? values : undefined;
    }
    case 'signature': {
      const names = signatureInputs(field.id);
      const value = data.get(names.value);
      if (typeof value !== 'string' || value.trim() === '') return undefined;
      return data.get(names.kind) === 'drawn'
        ? { kind: 'drawn', path: value }
        : { kind: 'typed', name: value };
    }
    default:
      return text();
  }
}

/**
 * The answers a form's inputs hold, read the same way by the page (as the client types, and for the form
 * post without JavaScript) and by the page's action: one name per field (a signature: two).
 */
export function answersFromFormData(definition: FormDefinition, data: FormData): FormAnswers {
  const answers: FormAnswers = {};
  for (const field of definition.fields) {
    const value = answerOf(field, data);
    if (value !== undefined) answers[field.id] = value;
  }
  return answers;
}

import type { FieldCondition, FormDefinition } from './form-definition.ts';

function conditionHolds(condition: FieldCondition, value: unknown): boolean {
  if (Array.isArray(value)) return value.includes(condition.equals);
  return value === condition.equals;
}

/**
 * The ids of the fields shown for these answers, in order. A field whose condition names a hidden field is
 * hidden too (a chain of conditions), and a condition on a later or unknown field never holds.
 */
export function visibleFieldIds(definition: FormDefinition, answers: Readonly<Record<string, unknown>>) {
  const visible = new Set<string>();
  for (const field of definition.fields) {
    const condition = field.visibleWhen;
    if (!condition || (visible.has(condition.field) && conditionHolds(condition, answers[condition.field])))
      visible.add(field.id);
  }
  return visible;
}

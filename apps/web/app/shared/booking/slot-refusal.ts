import type { ApiResult } from '../../lib/api-answers.ts';

/** Why an add, a reschedule or a checkout was refused, in a form the pages can show. */
export type SlotRefusal =
  | { reason: 'taken'; alternatives: string[]; item: number | null }
  | { reason: 'full' }
  | { reason: 'refused'; message: string };

/** The refusal an API error stands for: a taken time (with the nearest free starts) or the API's message. */
export function slotRefusalOf(result: Extract<ApiResult<unknown>, { ok: false }>): SlotRefusal {
  const { code, message, details } = result.error;
  if (code === 'SLOT_UNAVAILABLE') {
    const alternatives = Array.isArray(details?.alternatives)
      ? details.alternatives.filter((start): start is string => typeof start === 'string')
      : [];
    return { reason: 'taken', alternatives, item: typeof details?.item === 'number' ? details.item : null };
  }
  return { reason: 'refused', message };
}

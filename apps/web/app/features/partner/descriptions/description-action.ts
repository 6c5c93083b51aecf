import { PutDescriptionInputSchema, partnerLocale } from '@kalendo/contracts';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import type { ApiClient } from '../../../lib/api-client.ts';
import { textOf } from '../form-fields.ts';
import { formAnswered, type PartnerFormResult, submitChecked } from '../partner-form-result.ts';

const WRITE = /^description-(new|[a-z]{2})$/;
const REMOVE = /^remove-description-([a-z]{2})$/;

/** A language and its text, as the forms send them (the language of a new one is chosen in `new-locale`). */
const DescriptionFormSchema = PutDescriptionInputSchema.extend({ locale: partnerLocale });

/** Whether the form posted is one of the description languages' (write or remove), by its intent. */
export const isDescriptionIntent = (intent: string) => WRITE.test(intent) || REMOVE.test(intent);

/**
 * Writes one language's description (`description-<locale>`, its text in `text-<locale>`; a new language:
 * `description-new` with `new-locale` and `text-new`) or removes it (`remove-description-<locale>`, once the
 * page asked), ADR 054.
 */
export async function descriptionAction(
  api: ApiClient,
  businessId: string,
  form: FormData,
): Promise<PartnerFormResult> {
  const intent = textOf(form, 'intent');
  const removed = REMOVE.exec(intent)?.[1] ?? '';
  if (isSupportedLocale(removed))
    return formAnswered(intent, form, await api.removeDescription(businessId, removed));
  const key = WRITE.exec(intent)?.[1] ?? 'new';
  const parsed = DescriptionFormSchema.safeParse({
    locale: key === 'new' ? textOf(form, 'new-locale') : key,
    text: textOf(form, `text-${key}`),
  });
  const rename = (path: string) => (path === 'locale' ? 'new-locale' : `text-${key}`);
  return submitChecked(
    intent,
    form,
    parsed,
    (input) => api.putDescription(businessId, input.locale, input.text),
    rename,
  );
}

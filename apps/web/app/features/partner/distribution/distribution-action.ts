import { UpdatePartnerBusinessInputSchema } from '@kalendo/contracts';
import { brandColourOf, widgetOriginsOf } from '@kalendo/domain';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { textOf } from '../form-fields.ts';
import { formAnswered, formRefused, type PartnerFormResult, submitChecked } from '../partner-form-result.ts';

/** The message of an origin the domain refused. */
const ORIGIN_MESSAGES: Record<string, MessageKey> = {
  'not-https': 'partnerDistribution.errors.notHttps',
  'not-an-origin': 'partnerDistribution.errors.notAnOrigin',
  'too-many': 'partnerDistribution.errors.tooMany',
};

/** One site a line, blank lines left out. */
export const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The distribution page's forms (ADR 044), by `intent`: the widget's sites, the place's custom domain (set,
 * verify, remove) and the private app's colour. Each is checked as the API checks it before it is sent.
 */
export async function distributionAction(
  api: ApiClient,
  businessId: string,
  form: FormData,
): Promise<PartnerFormResult> {
  const intent = textOf(form, 'intent');
  const placeId = textOf(form, 'placeId');
  switch (intent) {
    case 'origins': {
      const checked = widgetOriginsOf(linesOf(textOf(form, 'origins')));
      if ('problems' in checked) {
        const first = checked.problems[0]?.problem ?? 'not-an-origin';
        return formRefused(intent, form, { origins: ORIGIN_MESSAGES[first] ?? 'partner.errors.invalid' });
      }
      const answer = await api.setWidgetOrigins(businessId, placeId, { origins: checked.origins });
      return formAnswered(intent, form, answer, () => 'origins');
    }
    case 'domain': {
      const domain = textOf(form, 'domain');
      if (!domain) return formRefused(intent, form, { domain: 'partner.errors.required' });
      const answer = await api.setCustomDomain(businessId, placeId, { domain });
      return formAnswered(intent, form, answer, () => 'domain');
    }
    case 'verify':
      return formAnswered(intent, form, await api.verifyCustomDomain(businessId, placeId));
    case 'remove-domain':
      return formAnswered(intent, form, await api.removeCustomDomain(businessId, placeId));
    case 'brand':
    case 'brand-reset': {
      const themeColor = intent === 'brand-reset' ? null : brandColourOf(textOf(form, 'themeColor'));
      if (intent === 'brand' && !themeColor)
        return formRefused('brand', form, { themeColor: 'partnerDistribution.errors.colour' });
      // The app's name goes with the colour (an empty field: the business's name); the reset keeps it.
      const appName = textOf(form, 'appName').trim() || null;
      const parsed = UpdatePartnerBusinessInputSchema.safeParse(
        intent === 'brand' ? { themeColor, appName } : { themeColor },
      );
      return submitChecked('brand', form, parsed, (input) => api.updateBusiness(businessId, input));
    }
    default:
      return formRefused('unknown', form, {});
  }
}

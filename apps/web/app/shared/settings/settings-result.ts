import type { MessageKey } from '../../lib/i18n.ts';

/**
 * What a settings form's action answers (the settings page and the e-mail banner of the shell read it).
 * `text` is the API's own message, already in the user's language, shown instead of `message`'s words;
 * `link` leads to where the refusal can be settled (a business's Members page).
 */
export type SettingsResult = {
  intent: string;
  ok: boolean;
  message: MessageKey;
  text?: string;
  link?: { href: string; business: string };
};

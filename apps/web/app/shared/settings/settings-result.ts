import type { MessageKey } from '../../lib/i18n.ts';

/** What a settings form's action answers (the settings page and the e-mail banner of the shell read it). */
export type SettingsResult = { intent: string; ok: boolean; message: MessageKey };

import type { Messages } from './resources.ts';

/**
 * Issue 24 item 2: i18next checks every key named in code against the English messages, in every project
 * that imports this package (`t('app.menu')`, `t('errors:SLOT_UNAVAILABLE')`): an unknown key fails `tsc`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
  }
}

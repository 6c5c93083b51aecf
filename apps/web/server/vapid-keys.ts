import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateVapidKeys, type VapidKeys } from '@kalendo/api';
import type { Env } from './env.ts';

/** `mailto:` + the address of `Kalendo <no-reply@kalendo.app>`. */
const mailtoOf = (mailFrom: string) => `mailto:${/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim()}`;

/**
 * VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (required with several processes: browsers subscribe to one
 * key); else a pair generated on first start and kept in the data directory, like the auth secret, so
 * `npm start` needs no configuration and subscriptions survive restarts.
 */
export function resolveVapidKeys(
  env: Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'DATA_DIR'>,
): VapidKeys {
  const subject = env.VAPID_SUBJECT ?? mailtoOf(env.MAIL_FROM);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const file = join(env.DATA_DIR, 'vapid-keys.json');
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...saved, subject };
  } catch {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const keys = generateVapidKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: 'wx' });
    return { ...keys, subject };
  }
}

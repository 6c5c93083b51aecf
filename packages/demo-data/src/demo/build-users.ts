import { LANGUAGES } from '../catalog/languages.ts';
import { hashPassword } from '../hash-password.ts';
import { LOCALE_PACKS } from '../locale-packs/locale-packs.ts';
import type { SeedContext } from './seed-context.ts';

export const DEMO_USER_ID = 'demo-user';
export const DEMO_PASSWORD = 'kalendo-demo';

/** A reviewer, keyed by language: ids look like `seed-user-bg-1`. */
export interface SeedUser {
  id: string;
  authorName: string;
}

/**
 * The demo user (with a password better-auth accepts) and three reviewers per language.
 * Returns the reviewers per language.
 */
export function buildUsers(ctx: SeedContext): Map<string, SeedUser[]> {
  const createdAt = new Date(ctx.now.getTime() - 400 * 86_400_000);
  ctx.data.users.push({
    id: DEMO_USER_ID,
    email: 'demo@kalendo.app',
    name: 'Demo User',
    firstName: 'Demo',
    lastName: 'User',
    emailVerified: true,
    locale: 'en',
    createdAt,
    updatedAt: createdAt,
  });
  ctx.data.accounts.push({
    id: 'demo-user-credential',
    accountId: DEMO_USER_ID,
    providerId: 'credential',
    userId: DEMO_USER_ID,
    password: hashPassword(DEMO_PASSWORD, ctx.random.hex(16)),
    createdAt,
    updatedAt: createdAt,
  });
  const reviewers = new Map<string, SeedUser[]>();
  for (const language of LANGUAGES) {
    const people = LOCALE_PACKS[language].reviewers.map((person, index) => {
      const id = `seed-user-${language}-${index + 1}`;
      ctx.data.users.push({
        id,
        email: `${person.email}@example.com`,
        name: `${person.firstName} ${person.lastName}`,
        firstName: person.firstName,
        lastName: person.lastName,
        emailVerified: true,
        locale: language,
        createdAt,
        updatedAt: createdAt,
      });
      return { id, authorName: `${person.firstName} ${person.lastName.charAt(0)}.` };
    });
    reviewers.set(language, people);
  }
  return reviewers;
}

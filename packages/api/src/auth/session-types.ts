import type { Auth } from './create-auth.ts';

/** The signed-in user and session as better-auth answers them. */
export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['user'];
export type UserSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>['session'];

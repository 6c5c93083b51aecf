import type { CommonMessages } from '@kalendo/i18n';
import { redirect } from 'react-router';
import type { AuthResult } from '../../lib/api-calls/account-calls.ts';

/** A failed account call's message, by its key in `auth.errors`. */
export type AuthError = keyof CommonMessages['auth']['errors'];

export type AuthFormResult = {
  fieldErrors: Partial<Record<string, AuthError>>;
  formError?: AuthError;
  values: Record<string, string>;
  /** Sign-in: show the bot check (after failures the API asks for it). */
  botCheck?: boolean;
  /** Sign-up: done, the next step is in the email sent to `values.email`. */
  sent?: boolean;
};

/** Passes the session cookies that the API set on to the browser and goes on to `to`. */
export function continueWithSession(result: AuthResult, to: string): Response {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

/** The API refused the call for want of a (valid) solved bot check. */
export function needsBotCheck(result: AuthResult): boolean {
  return result.code === 'BOT_CHECK_REQUIRED' || result.code === 'BOT_CHECK_FAILED';
}

/** The solved bot check a form carries, if any. */
export function botCheckOf(form: FormData): string | undefined {
  const value = form.get('altcha');
  return typeof value === 'string' && value ? value : undefined;
}

/** The error key of a failed account call (messages in `auth.errors`); never says whether an email exists. */
export function authErrorKey(result: AuthResult, fallback: 'invalidCredentials' | 'signUpFailed'): AuthError {
  if (result.status === 429) return 'rateLimited';
  if (needsBotCheck(result)) return 'botCheck';
  const code = result.code ?? '';
  if (code === 'INVALID_EMAIL') return 'email';
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return 'password';
  return fallback;
}

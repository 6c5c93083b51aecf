import { redirect } from 'react-router';
import type { AuthResult } from '../../platform/api-client.ts';

export type AuthFormResult = {
  fieldErrors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
};

/** Passes the session cookies that the API set on to the browser and goes on to `to`. */
export function continueWithSession(result: AuthResult, to: string): Response {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append('Set-Cookie', cookie);
  return redirect(to, { headers });
}

/** The error key of a failed account call (messages in `auth.errors`); never says whether an email exists. */
export function authErrorKey(result: AuthResult, fallback: 'invalidCredentials' | 'signUpFailed'): string {
  if (result.status === 429) return 'rateLimited';
  const code = (result.body as { code?: string } | undefined)?.code ?? '';
  if (code === 'INVALID_EMAIL') return 'email';
  if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') return 'password';
  return fallback;
}

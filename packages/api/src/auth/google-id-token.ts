import { createRemoteJWKSet, jwtVerify } from 'jose';

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleSignInOptions {
  clientId: string;
  clientSecret?: string | undefined;
  /** Google's key set by default; tests point it at a local key set they generate. */
  jwksUrl?: string | undefined;
}

/**
 * Verifies a Google ID token: RS256 signature against Google's published keys, issuer, audience (our client
 * id), expiry and age, and the nonce when one was used. A failure is logged to the console (SPEC §8).
 */
export function createGoogleIdTokenVerifier(options: GoogleSignInOptions) {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl ?? GOOGLE_JWKS_URL));
  return async (token: string, nonce?: string): Promise<boolean> => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ['RS256'],
        maxTokenAge: '1h',
      });
      if (nonce && payload.nonce !== nonce) throw new Error('nonce does not match');
      return true;
    } catch (error) {
      console.error('Google sign-in failed:', error instanceof Error ? error.message : error);
      return false;
    }
  };
}

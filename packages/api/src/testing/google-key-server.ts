import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export const GOOGLE_TEST_CLIENT_ID = 'kalendo-test.apps.googleusercontent.com';

/** A local stand-in for Google's key endpoint, serving a key set this test generates. */
export async function startGoogleKeyServer(port = 0) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const sign = (
    claims: Record<string, unknown>,
    options: {
      audience?: string;
      expiresIn?: string;
      key?: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
    } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_TEST_CLIENT_ID)
      .setSubject(String(claims.sub ?? '1234567890'))
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(options.key ?? privateKey);
  // GET: the key set. POST /id-token: an ID token for the posted claims, as Google hands the button one
  // (for end-to-end tests, whose browser cannot reach Google).
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', async () => {
      const token = await sign(JSON.parse(body || '{}') as Record<string, unknown>);
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ credential: token }));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
  return { url, sign, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

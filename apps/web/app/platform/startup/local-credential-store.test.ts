import { describe, expect, it } from 'vitest';
import { parseCredentials } from './local-credential-store.ts';

describe('parseCredentials (SPEC §7: token type plus access token)', () => {
  it('keeps the token type that was saved with the login', () => {
    expect(parseCredentials('{"tokenType":"Bearer","accessToken":"abc.def"}')).toEqual({
      tokenType: 'Bearer',
      accessToken: 'abc.def',
    });
    expect(parseCredentials('{"tokenType":"DPoP","accessToken":"abc"}')?.tokenType).toBe('DPoP');
  });

  it('refuses what an Authorization header cannot carry', () => {
    for (const raw of [
      'null',
      '"Bearer abc"',
      '{"tokenType":"Bearer"}',
      '{"tokenType":"Bear er","accessToken":"abc"}',
      '{"tokenType":"","accessToken":"abc"}',
      '{"tokenType":"Bearer","accessToken":"a b"}',
      '{"tokenType":"Bearer","accessToken":"ключ"}',
      '{"tokenType":"Bearer","accessToken":"abc\\r\\nX-Evil: 1"}',
    ]) {
      expect(parseCredentials(raw)).toBeNull();
    }
  });
});

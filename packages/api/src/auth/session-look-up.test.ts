import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cookieValue, verifiedSessionToken } from './session-look-up.ts';

const SECRET = 'a-secret-that-is-long-enough-0123456789';
const sign = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('cookieValue', () => {
  it('reads the first pair of a name, trimmed, unquoted and decoded', () => {
    expect(cookieValue('a=1; kalendo.session_token=x%2By%3D; b=2', 'kalendo.session_token')).toBe('x+y=');
    expect(cookieValue('kalendo.session_token="q"', 'kalendo.session_token')).toBe('q');
    expect(cookieValue('s=first; s=second', 's')).toBe('first');
    expect(cookieValue('xs=1; s= 2 ', 's')).toBe('2');
    expect(cookieValue('s=%E0%A4%A', 's')).toBe('%E0%A4%A');
    expect(cookieValue('other=1', 's')).toBeUndefined();
    expect(cookieValue('garbage;s=1', 's')).toBe('1');
  });
});

describe('verifiedSessionToken', () => {
  it('answers the token of a value signed with our secret, and null for anything else', () => {
    expect(verifiedSessionToken(sign('abc.def'), SECRET)).toBe('abc.def');
    expect(verifiedSessionToken(sign('abc', 'another-secret-that-is-long-enough-012345'), SECRET)).toBeNull();
    expect(verifiedSessionToken('abc', SECRET)).toBeNull();
    expect(verifiedSessionToken(sign(''), SECRET)).toBeNull();
    const signed = sign('abc');
    expect(verifiedSessionToken(`${signed.slice(0, -2)}A=`, SECRET)).toBeNull();
    expect(verifiedSessionToken(signed.slice(0, -1), SECRET)).toBeNull();
  });
});

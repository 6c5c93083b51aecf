import { describe, expect, it } from 'vitest';
import { mobileStoreOf } from './mobile-store.ts';

describe('mobileStoreOf', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      'ios',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15; Pixel 7) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 12; NOH-NX9) AppleWebKit/537.36 HuaweiBrowser/15.0.4.312 Mobile Safari/537.36',
      'huawei',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', null],
  ])('%s → %s', (userAgent, store) => {
    expect(mobileStoreOf(userAgent)).toBe(store);
  });
});

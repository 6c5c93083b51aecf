import { describe, expect, it } from 'vitest';
import {
  devToolsOn,
  InvalidEnvError,
  parseEnv,
  parseReleaseEnv,
  pseudoLocaleOn,
  publicOriginOf,
} from './env.ts';

describe('parseEnv', () => {
  it('fills in defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DEFAULT_LOCALE: 'en', SEED_DEMO_DATA: true });
    expect(env.DATA_DIR).toMatch(/data$/);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('lists every bad field at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEFAULT_LOCALE: 'xx' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      const problems = (error as InvalidEnvError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(problems).toContain('DEFAULT_LOCALE');
    }
  });

  it('takes an optional http(s) map style and a city slug for the home page', () => {
    expect(parseEnv({}).MAP_STYLE_URL).toBeUndefined();
    expect(parseEnv({}).DEFAULT_CITY).toBe('sofia');
    const env = parseEnv({ MAP_STYLE_URL: 'https://tiles.example.com/style.json', DEFAULT_CITY: 'plovdiv' });
    expect(env).toMatchObject({
      MAP_STYLE_URL: 'https://tiles.example.com/style.json',
      DEFAULT_CITY: 'plovdiv',
    });
    expect(() => parseEnv({ MAP_STYLE_URL: 'javascript:alert(1)' })).toThrow(/MAP_STYLE_URL/);
    expect(() => parseEnv({ DEFAULT_CITY: 'Sofia, BG' })).toThrow(/DEFAULT_CITY/);
  });

  it('takes the demo widget origins as a comma-separated list of origins', () => {
    expect(parseEnv({}).DEMO_WIDGET_ORIGINS).toEqual([]);
    expect(
      parseEnv({ DEMO_WIDGET_ORIGINS: 'http://localhost:3982, https://www.example.com' }).DEMO_WIDGET_ORIGINS,
    ).toEqual(['http://localhost:3982', 'https://www.example.com']);
    for (const bad of ['*', 'https://www.example.com/page', "https://a.example 'self'", 'ftp://a.example'])
      expect(() => parseEnv({ DEMO_WIDGET_ORIGINS: bad })).toThrow(/DEMO_WIDGET_ORIGINS/);
  });

  it('needs PUBLIC_URL in production when the server listens beyond this machine', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', HOST: '0.0.0.0' })).toThrow(/PUBLIC_URL: required/);
    expect(parseEnv({ NODE_ENV: 'production', HOST: '127.0.0.1' }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'development', HOST: '0.0.0.0' }).PUBLIC_URL).toBeUndefined();
    expect(parseEnv({ HOST: '0.0.0.0', PUBLIC_URL: 'https://kalendo.app/' }).PUBLIC_URL).toBe(
      'https://kalendo.app',
    );
  });

  it('takes PUBLIC_URL as an http(s) origin only, and defaults links to localhost on the listening port', () => {
    expect(() => parseEnv({ PUBLIC_URL: 'https://kalendo.app/app' })).toThrow(
      /PUBLIC_URL: must be an origin/,
    );
    expect(() => parseEnv({ PUBLIC_URL: 'ftp://kalendo.app' })).toThrow(/PUBLIC_URL/);
    expect(publicOriginOf(parseEnv({}), 41234)).toBe('http://localhost:41234');
    expect(publicOriginOf(parseEnv({ PUBLIC_URL: 'https://kalendo.app' }), 3000)).toBe('https://kalendo.app');
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});

describe('parseReleaseEnv', () => {
  it("names the build's release exactly as the server will", () => {
    const source = { APP_VERSION: '2.0.1', BUILD_ID: '9f3c2a1', PORT: 'not read here' };
    expect(parseReleaseEnv(source)).toEqual({ APP_VERSION: '2.0.1', BUILD_ID: '9f3c2a1' });
    const server = parseEnv({ APP_VERSION: '', BUILD_ID: '' });
    expect(parseReleaseEnv({ APP_VERSION: '', BUILD_ID: '' })).toEqual({
      APP_VERSION: server.APP_VERSION,
      BUILD_ID: server.BUILD_ID,
    });
  });
});

describe('devToolsOn', () => {
  it('is on outside production unless turned off, and in production only when turned on', () => {
    expect(devToolsOn(parseEnv({}))).toBe(false);
    expect(devToolsOn(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(devToolsOn(parseEnv({ NODE_ENV: 'production', DEV_TOOLS: 'false' }))).toBe(false);
    expect(devToolsOn(parseEnv({ NODE_ENV: 'production', DEV_TOOLS: 'true' }))).toBe(true);
    expect(devToolsOn(parseEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(devToolsOn(parseEnv({ NODE_ENV: 'test', DEV_TOOLS: 'false' }))).toBe(false);
  });
});

describe('pseudoLocaleOn', () => {
  it('is off unless asked for, and refused where the development tools are off', () => {
    expect(pseudoLocaleOn(parseEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(
      pseudoLocaleOn(parseEnv({ NODE_ENV: 'production', DEV_TOOLS: 'true', PSEUDO_LOCALE: 'true' })),
    ).toBe(true);
    expect(() => pseudoLocaleOn(parseEnv({ NODE_ENV: 'production', PSEUDO_LOCALE: 'true' }))).toThrow(
      /DEV_TOOLS/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { WIDGET_ORIGINS_LIMIT, widgetOriginOf, widgetOriginsOf } from './widget-origins.ts';

describe('widgetOriginOf', () => {
  it.each([
    ['https://www.lotus.example', 'https://www.lotus.example'],
    ['  HTTPS://Www.Lotus.Example/ ', 'https://www.lotus.example'],
    ['https://shop.lotus.example:8443', 'https://shop.lotus.example:8443'],
    ['http://localhost:5173', 'http://localhost:5173'],
  ])('takes %s as %s', (typed, origin) => {
    expect(widgetOriginOf(typed)).toEqual({ origin });
  });

  it.each([
    ['http://www.lotus.example', 'not-https'],
    ['http://127.0.0.1:8080', 'not-https'],
    ['https://www.lotus.example/booking', 'not-an-origin'],
    ['https://www.lotus.example?x=1', 'not-an-origin'],
    ['https://user:pw@www.lotus.example', 'not-an-origin'],
    ['www.lotus.example', 'not-an-origin'],
    ['*', 'not-an-origin'],
    ["https://a.example 'unsafe-inline'", 'not-an-origin'],
    ['javascript:alert(1)', 'not-an-origin'],
    ['https://intranet', 'not-an-origin'],
  ])('refuses %s (%s)', (typed, problem) => {
    expect(widgetOriginOf(typed)).toEqual({ problem });
  });
});

describe('widgetOriginsOf', () => {
  it('keeps each origin once, in the order typed', () => {
    expect(widgetOriginsOf(['https://b.example', 'https://a.example', 'https://B.example/'])).toEqual({
      origins: ['https://b.example', 'https://a.example'],
    });
  });

  it('names every refused entry by its index', () => {
    expect(widgetOriginsOf(['https://a.example', 'ftp://a.example', 'http://a.example'])).toEqual({
      problems: [
        { index: 1, problem: 'not-an-origin' },
        { index: 2, problem: 'not-https' },
      ],
    });
  });

  it('is bounded', () => {
    const many = Array.from({ length: WIDGET_ORIGINS_LIMIT + 1 }, (_, i) => `https://s${i}.example`);
    expect(widgetOriginsOf(many)).toEqual({
      problems: [{ index: WIDGET_ORIGINS_LIMIT, problem: 'too-many' }],
    });
    expect(widgetOriginsOf(many.slice(0, WIDGET_ORIGINS_LIMIT))).toHaveProperty('origins');
    expect(widgetOriginsOf([])).toEqual({ origins: [] });
  });
});

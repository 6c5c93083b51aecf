import { describe, expect, it } from 'vitest';
import { frameMessageOf } from './frame-messages.ts';

describe('frameMessageOf', () => {
  it.each([
    [
      { source: 'kalendo-widget', type: 'resize', height: 512.4 },
      { source: 'kalendo-widget', type: 'resize', height: 513 },
    ],
    [
      { source: 'kalendo-widget', type: 'close', extra: 'dropped' },
      { source: 'kalendo-widget', type: 'close' },
    ],
  ])('accepts %o', (data, expected) => {
    expect(frameMessageOf(data)).toEqual(expected);
  });

  it.each([
    null,
    'kalendo-widget',
    { type: 'resize', height: 10 },
    { source: 'other', type: 'close' },
    { source: 'kalendo-widget', type: 'navigate', url: 'https://evil.example' },
    { source: 'kalendo-widget', type: 'resize', height: '10' },
    { source: 'kalendo-widget', type: 'resize', height: -1 },
    { source: 'kalendo-widget', type: 'resize', height: 1e9 },
  ])('refuses %o', (data) => {
    expect(frameMessageOf(data)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';
import { webVtt } from './web-vtt.ts';

describe('byteRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-', { start: 0, end: 99 }],
    ['bytes=10-19', { start: 10, end: 19 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=20-10', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('reads %s over 100 bytes', (header, expected) => {
    expect(byteRange(header, 100)).toEqual(expected);
  });
});

describe('webVtt', () => {
  it('writes one cue over the clip, the text unable to break out of it', () => {
    expect(webVtt('Balayage <b> --> x\n\nnext', 4)).toBe(
      'WEBVTT\n\n00:00.000 --> 00:04.000 line:70%\nBalayage &lt;b> → x\nnext\n',
    );
  });
});

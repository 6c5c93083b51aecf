import { describe, expect, it } from 'vitest';
import { placement } from './sticky-placement.ts';

describe('placement', () => {
  it.each([
    ['top-start', 'top:16px;left:16px'],
    ['top-center', 'top:16px;left:50%;transform:translateX(-50%)'],
    ['top-end', 'top:16px;right:16px'],
    ['bottom-start', 'bottom:16px;left:16px'],
    ['bottom-centre', 'bottom:16px;left:50%;transform:translateX(-50%)'],
    ['bottom-end', 'bottom:16px;right:16px'],
    ['left-start', 'left:16px;top:16px'],
    ['left-center', 'left:16px;top:50%;transform:translateY(-50%)'],
    ['left-end', 'left:16px;bottom:16px'],
    ['right-start', 'right:16px;top:16px'],
    ['right-center', 'right:16px;top:50%;transform:translateY(-50%)'],
    ['right-end', 'right:16px;bottom:16px'],
  ])('%s → %s', (position, css) => {
    expect(placement(position).css).toBe(css);
  });

  it.each([undefined, 'middle', 'top;color:red', 'side-end'])('places %s at the bottom end', (position) => {
    expect(placement(position)).toEqual({ css: 'bottom:16px;right:16px', name: 'bottom-end' });
  });
});

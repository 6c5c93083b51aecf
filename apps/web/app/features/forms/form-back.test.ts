import { describe, expect, it } from 'vitest';
import { formBackPath, formBackSearch, readFormBack } from './form-back.ts';

describe('the way back from a sent form', () => {
  it('returns to the basket, or to the timetable with the filters it was opened from', () => {
    expect(readFormBack('basket', 'location=x')).toEqual({ to: 'basket', query: '' });
    const back = readFormBack('classes', 'location=camden&date=2026-12-02');
    expect(back).toEqual({ to: 'classes', query: 'location=camden&date=2026-12-02' });
    if (!back) throw new Error('no way back');
    expect(formBackPath('en', back)).toBe('/en/classes?location=camden&date=2026-12-02');
    expect(formBackSearch(back)).toBe('back=classes&at=location%3Dcamden%26date%3D2026-12-02');
    expect(readFormBack('classes', null)).toEqual({ to: 'classes', query: '' });
    expect(formBackPath('de', { to: 'classes', query: '' })).toBe('/de/classes');
  });

  it('never leads to another path or origin', () => {
    expect(readFormBack('//evil.example', 'a=b')).toBeNull();
    expect(readFormBack('forms', '')).toBeNull();
    const sneaky = readFormBack('classes', '/../../evil?x=1#y');
    expect(sneaky && formBackPath('en', sneaky)).toMatch(/^\/en\/classes\?/);
    expect(sneaky && formBackPath('en', sneaky)).not.toContain('/..');
    expect(readFormBack('classes', `q=${'a'.repeat(600)}`)).toEqual({ to: 'classes', query: '' });
  });
});

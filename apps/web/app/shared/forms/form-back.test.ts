import { describe, expect, it } from 'vitest';
import { formBackOf, formBackPath, formBackSearch, readFormBack } from './form-back.ts';

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

  it("returns to a place's own timetable (a business's widget maps it to its copy)", () => {
    const back = readFormBack('classes', 'date=2026-12-02', 'yoga-loft');
    expect(back).toEqual({ to: 'classes', query: 'date=2026-12-02', place: 'yoga-loft' });
    if (!back) throw new Error('no way back');
    expect(formBackPath('en', back)).toBe('/en/location/yoga-loft/classes?date=2026-12-02');
    expect(formBackSearch(back)).toBe('back=classes&at=date%3D2026-12-02&place=yoga-loft');
    expect(formBackOf(new URLSearchParams(formBackSearch(back)))).toEqual(back);
    expect(readFormBack('basket', '', 'yoga-loft')).toEqual({ to: 'basket', query: '' });
  });

  it('never leads to another path or origin', () => {
    expect(readFormBack('//evil.example', 'a=b')).toBeNull();
    expect(readFormBack('forms', '')).toBeNull();
    const sneaky = readFormBack('classes', '/../../evil?x=1#y');
    expect(sneaky && formBackPath('en', sneaky)).toMatch(/^\/en\/classes\?/);
    expect(sneaky && formBackPath('en', sneaky)).not.toContain('/..');
    expect(readFormBack('classes', `q=${'a'.repeat(600)}`)).toEqual({ to: 'classes', query: '' });
    for (const place of ['../evil', '//evil.example', 'a/b', 'A', ''])
      expect(readFormBack('classes', '', place)).toEqual({ to: 'classes', query: '' });
  });
});

import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoMessage } from './pseudo-locale.ts';

describe('the pseudo-locale', () => {
  it('accents every letter and brackets the message', () => {
    expect(pseudoMessage('Book now')).toBe('⟦Ɓööķ ñöŵ⟧');
    expect(pseudoMessage('3 of 12 left')).toBe('⟦3 öƒ 12 ĺéƒţ⟧');
  });

  it('keeps what i18next reads: interpolations, nesting and tags', () => {
    expect(pseudoMessage('Hello {{name}}, see $t(common:terms) <1>here</1>')).toBe(
      '⟦Ĥéĺĺö {{name}}, šéé $t(common:terms) <1>ĥéŕé</1>⟧',
    );
  });

  it('turns whole namespaces, nested objects and plural forms included, keeping their keys', () => {
    expect(pseudoLocalize({ a: { b_one: 'one visit', b_other: '{{count}} visits' }, c: ['x'] })).toEqual({
      a: { b_one: '⟦öñé ṽîšîţ⟧', b_other: '⟦{{count}} ṽîšîţš⟧' },
      c: ['⟦ẋ⟧'],
    });
  });
});

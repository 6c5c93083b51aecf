import { describe, expect, it } from 'vitest';
import { reviewAuthorName } from './review-author-name.ts';

describe('reviewAuthorName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(reviewAuthorName({ name: 'Ana Petrova', firstName: 'Ana', lastName: 'Petrova' })).toBe('Ana P.');
    expect(reviewAuthorName({ name: 'x', firstName: ' Мария ', lastName: 'иванова' })).toBe('Мария И.');
  });

  it('keeps a first name of two words and drops a missing last name', () => {
    expect(reviewAuthorName({ name: 'x', firstName: 'Anna Maria', lastName: 'Rossi' })).toBe('Anna Maria R.');
    expect(reviewAuthorName({ name: 'x', firstName: 'Ana', lastName: null })).toBe('Ana');
  });

  it('shortens the full name when the account has no first name', () => {
    expect(reviewAuthorName({ name: 'Bob Stone', firstName: null, lastName: null })).toBe('Bob S.');
    expect(reviewAuthorName({ name: 'Bob', firstName: '  ', lastName: 'Stone' })).toBe('Bob');
  });
});

import { shortAuthorName } from '../locations/short-author-name.ts';

/**
 * How the author of a new review is shown: the first name and the initial of the last name ("Ana P."),
 * from the account's names; the full `name` only when the account has no first name. Never the email.
 */
export function reviewAuthorName(user: { name: string; firstName: string | null; lastName: string | null }) {
  const first = user.firstName?.trim();
  if (!first) return shortAuthorName(user.name);
  const initial = Array.from(user.lastName?.trim() ?? '')[0];
  return initial ? `${first} ${initial.toLocaleUpperCase()}.` : first;
}

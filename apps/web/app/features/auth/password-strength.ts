export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A hint, not a rule (the rule is the minimum length): length counts most, then variety of characters;
 * a password made of one repeated character or a common sequence is weak.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (
    password.length < 10 ||
    /^(.)\1+$/.test(password) ||
    /^(0123456789|1234567890|qwertyuiop|password)/i.test(password)
  ) {
    return 'weak';
  }
  const kinds = [/[a-z\p{Ll}]/u, /[A-Z\p{Lu}]/u, /\d/, /[^\p{L}\d]/u].filter((kind) =>
    kind.test(password),
  ).length;
  if (password.length >= 16 || (password.length >= 12 && kinds >= 3)) return 'strong';
  return 'fair';
}

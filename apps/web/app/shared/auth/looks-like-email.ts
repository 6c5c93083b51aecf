/** A quick shape check before the API's own validation: something@domain.tld, no spaces. */
export function looksLikeEmail(value: string): boolean {
  return /^\S+@\S+\.\S+$/.test(value);
}

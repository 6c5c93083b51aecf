/** SPEC §7: token type plus access token, as saved by sign-in (native app and API clients). */
export interface Credentials {
  tokenType: string;
  accessToken: string;
}

/** The password rule the sign-up form, the settings form and the API share (no zod here: the browser imports it). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

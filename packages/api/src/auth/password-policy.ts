/** The password rule the sign-up form and the API share (a strength hint is shown on top of it). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

/** The password rule the sign-up form and the API share (a strength hint is shown on top of it). */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@kalendo/contracts/password-policy';

export type LoaderErrorCode = 'duplicated-loader-id' | 'duplicated-task-id';

/** A programming error in the use of the loader service (SPEC §8): the caller must change its ids. */
export class LoaderError extends Error {
  readonly code: LoaderErrorCode;

  constructor(code: LoaderErrorCode, message: string) {
    super(message);
    this.name = 'LoaderError';
    this.code = code;
  }
}

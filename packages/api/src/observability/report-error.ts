/**
 * Where the API reports an error it answered with a 500 (the web server hands it to error reporting, ADR
 * 021): the error and what is known of the request, never its body or credentials.
 */
export type ReportError = (
  error: unknown,
  request: { method: string; route: string; requestId?: string },
) => void;

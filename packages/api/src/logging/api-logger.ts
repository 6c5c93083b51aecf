/** Where the API writes one line per request (pino in the web server; nothing when absent). */
export interface ApiLogger {
  info(entry: object, message: string): void;
  error?(entry: object, message: string): void;
}

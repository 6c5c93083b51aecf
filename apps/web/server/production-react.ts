/**
 * Imported first by `main.ts`: the served build always runs React's production build (the development
 * build renders several times slower). React reads `NODE_ENV` once, when it is first imported, so this
 * must run before anything imports it. An explicit NODE_ENV (tests) is kept; `/dev/mail` has its own flag.
 */
process.env.NODE_ENV ??= 'production';

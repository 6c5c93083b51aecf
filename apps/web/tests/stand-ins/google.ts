import { startGoogleKeyServer } from '@kalendo/api/testing/google-key-server';

/** Google's side of sign-in for end-to-end tests: the key set and ID tokens, on 127.0.0.1 only. */
const port = Number(process.env.PORT ?? 3101);
await startGoogleKeyServer(port);
process.stdout.write(`Google stand-in on http://127.0.0.1:${port}/certs\n`);

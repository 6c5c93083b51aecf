// First: decides which React build every later import gets.
import './production-react.ts';
import { type Env, InvalidEnvError, parseEnv } from './env.ts';
import { wantsInstrumentation } from './observability/release.ts';

function readEnv(): Env {
  try {
    return parseEnv();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
// ADR 021: error reporting and tracing start before the server's modules load, so that their
// instrumentation sees them (HTTP, fetch); without either setting, nothing of them is loaded.
const instrumentation = wantsInstrumentation(env)
  ? (await import('./observability/start-instrumentation.ts')).startInstrumentation(env)
  : undefined;
const { startServer } = await import('./start-server.ts');
await startServer(env, instrumentation);

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Preloaded by `npm run serve` (`--import`): the settings in the repository's `.env`, when there is one.
 * Variables already in the environment win. Unlike `--env-file-if-exists`, a missing file says nothing.
 */
const ENV_FILE = fileURLToPath(new URL('../../../.env', import.meta.url));
if (existsSync(ENV_FILE)) process.loadEnvFile(ENV_FILE);

import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./ensure-chromium.sh', import.meta.url));

/** Stand-ins for every command the script runs: PATH holds nothing else, so no real sudo or apt-get runs. */
const STAND_INS = {
  id: 'echo "$FAKE_UID"',
  true: 'exit 0',
  sudo: '[ "$1" = "-n" ] && shift; [ "$SUDO_WITHOUT_PASSWORD" = yes ] || exit 1; exec "$@"',
  'apt-get': [
    'echo "apt-get $*" >> "$CALLS"',
    'if [ "$1" = install ]; then printf "#!/bin/sh\\n" > "$CHROMIUM_PATH"; /bin/chmod +x "$CHROMIUM_PATH"; fi',
  ].join('\n'),
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function run(env: { FAKE_UID: string; SUDO_WITHOUT_PASSWORD?: string; present?: boolean }) {
  dir = mkdtempSync(join(tmpdir(), 'ensure-chromium-'));
  for (const [name, body] of Object.entries(STAND_INS)) {
    writeFileSync(join(dir, name), `#!/bin/sh\n${body}\n`);
    chmodSync(join(dir, name), 0o755);
  }
  const chromium = join(dir, 'chromium');
  if (env.present) {
    writeFileSync(chromium, '#!/bin/sh\n');
    chmodSync(chromium, 0o755);
  }
  const calls = join(dir, 'calls');
  const result = spawnSync('/bin/sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: dir,
      CHROMIUM_PATH: chromium,
      CALLS: calls,
      FAKE_UID: env.FAKE_UID,
      SUDO_WITHOUT_PASSWORD: env.SUDO_WITHOUT_PASSWORD ?? 'no',
    },
  });
  return {
    status: result.status,
    stderr: result.stderr,
    installed: existsSync(chromium),
    calls: existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : [],
  };
}

const APT_CALLS = ['apt-get update', 'apt-get install -y --no-install-recommends chromium'];

describe('scripts/ensure-chromium.sh (run first by npm test)', () => {
  it('does nothing when the browser is there', () => {
    expect(run({ FAKE_UID: '1000', present: true })).toMatchObject({ status: 0, stderr: '', calls: [] });
  });

  it('installs the Debian package as root', () => {
    expect(run({ FAKE_UID: '0' })).toMatchObject({ status: 0, installed: true, calls: APT_CALLS });
  });

  it('installs it through sudo when sudo needs no password', () => {
    expect(run({ FAKE_UID: '1000', SUDO_WITHOUT_PASSWORD: 'yes' })).toMatchObject({
      status: 0,
      installed: true,
      calls: APT_CALLS,
    });
  });

  it('otherwise stops at once, naming the one command to run', () => {
    const result = run({ FAKE_UID: '1000' });
    expect(result).toMatchObject({ status: 1, installed: false, calls: [] });
    expect(result.stderr).toContain('sudo apt-get update && sudo apt-get install -y chromium');
  });
});

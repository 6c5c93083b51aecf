import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The import floors of biome.json (ADR 006), checked on fixture files: a wrong override fails silently, so
 * each rule gets a file that breaks it, and the imports the floors allow get files that must pass. The
 * fixtures are written to a temporary directory beside a copy of biome.json, at the paths the overrides
 * match, so `npm run lint` never sees them.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const FEATURE = 'a feature imports no other feature and no route';
const BELOW = 'shell, platform, lib and shared sit below the features and the routes';
const BELOW_SHELL = 'platform, lib and shared sit below the shell';
const NO_DB = 'no @kalendo/db';
const ONLY_API_ROUTES = 'only the ApiRoutes type';
const NO_DOMAIN = 'does not import @kalendo/domain';

/** Files that break one rule each, and the start of the message the rule must give. */
const VIOLATIONS: Record<string, [source: string, message: string]> = {
  'apps/web/app/features/home/sibling.ts': ["import '../basket/load-basket.ts';", FEATURE],
  'apps/web/app/features/home/components/sibling.tsx': ["import '../../basket/load-basket.ts';", FEATURE],
  'apps/web/app/features/home/lazy-sibling.ts': [
    "export const load = () => import('../map/map.tsx');",
    FEATURE,
  ],
  'apps/web/app/features/home/re-export.ts': ["export { a } from '../search/search-form.tsx';", FEATURE],
  'apps/web/app/features/home/by-name.ts': ["import '../../features/basket/load-basket.ts';", FEATURE],
  'apps/web/app/features/home/route.ts': ["import '../../routes/home.tsx';", FEATURE],
  'apps/web/app/shell/feature.tsx': ["import '../features/settings/settings-action.ts';", BELOW],
  'apps/web/app/shell/sub/route.tsx': ["import '../../routes/settings.tsx';", BELOW],
  'apps/web/app/platform/feature.ts': ["import '../features/search/search-form.tsx';", BELOW],
  'apps/web/app/shared/location/feature.tsx': ["import '../../features/location/api/load.ts';", BELOW],
  'apps/web/app/shared/ui/shell.tsx': ["import '../../shell/site-header.tsx';", BELOW_SHELL],
  'apps/web/app/platform/startup/shell.tsx': ["import '../../shell/navigation-loader.tsx';", BELOW_SHELL],
  'apps/web/app/lib/feature.ts': ["import '../features/basket/load-basket.ts';", BELOW],
  'apps/web/app/lib/api-calls/route.ts': ["import '../../routes/home.tsx';", BELOW],
  'apps/web/app/lib/shell.tsx': ["import '../shell/site-header.tsx';", BELOW_SHELL],
  'apps/web/app/lib/db.ts': ["import '@kalendo/db';", NO_DB],
  'apps/web/app/routes/db.tsx': ["import { createDb } from '@kalendo/db';\nexport { createDb };", NO_DB],
  'apps/web/app/features/home/db.ts': ["import '@kalendo/db/testing';", NO_DB],
  'apps/web/app/routes/api.tsx': [
    "import { createApi } from '@kalendo/api';\nexport { createApi };",
    ONLY_API_ROUTES,
  ],
  'apps/web/app/shared/auth/api.ts': [
    "import { createTestApi } from '@kalendo/api/testing';\nexport { createTestApi };",
    ONLY_API_ROUTES,
  ],
  'apps/web/app/features/home/domain.ts': [
    "import { availableSlots } from '@kalendo/domain';\nexport { availableSlots };",
    NO_DOMAIN,
  ],
  'packages/domain/src/db.ts': ["import '@kalendo/db';", 'domain is pure'],
  'packages/contracts/src/domain.ts': ["import '@kalendo/domain';", 'contracts is a leaf'],
  'packages/db/src/api.ts': ["import '@kalendo/api';", 'db implements domain ports'],
  'packages/api/src/web.ts': ["import '@kalendo/web';", 'nothing imports apps/*'],
};

/** Imports the floors allow: a feature's own files, the floors below it, and the few package names listed. */
const ALLOWED: Record<string, string> = {
  'apps/web/app/shell/frame.tsx': [
    "import './side-menu.tsx';",
    "import '../shared/ui/toast/toast-context.tsx';",
    "import '../platform/cookie-consent.ts';",
  ].join('\n'),
  'apps/web/app/features/home/own.ts': [
    "import './home-position.ts';",
    "import '../../shared/location/location-grid.tsx';",
    "import '../../shell/site-header.tsx';",
    "import '../../lib/api-client.ts';",
    "import '../../../widget/frame-messages.ts';",
    "import 'react-router';",
  ].join('\n'),
  'apps/web/app/features/home/components/own.tsx': [
    "import '../api/fetch-home-page.ts';",
    "import './home-section.tsx';",
    "import '../../../shared/hooks/use-hydrated.ts';",
  ].join('\n'),
  'apps/web/app/routes/any.tsx': [
    "import '../features/home/home-page.tsx';",
    "import '../shared/location/location-card.tsx';",
    "import type { FormDefinition } from '@kalendo/domain';",
    "import { MIN_PASSWORD_LENGTH } from '@kalendo/contracts/password-policy';",
    'export type Form = FormDefinition;',
    'export const min = MIN_PASSWORD_LENGTH;',
  ].join('\n'),
  'apps/web/app/shared/location/below.tsx': [
    "import '../../lib/api-links.ts';",
    "import '../ui/toast/toast-context.tsx';",
    "import '../format/format-schedule.ts';",
  ].join('\n'),
  'apps/web/app/lib/client.ts': [
    "import type { ApiRoutes } from '@kalendo/api';",
    "import '../platform/browser-api.ts';",
    "import '../shared/search/search-params.ts';",
    'export type Routes = ApiRoutes;',
  ].join('\n'),
  'apps/web/app/platform/client.ts': [
    "import type { ApiRoutes } from '@kalendo/api';",
    "import '../shared/search/search-params.ts';",
    'export type Routes = ApiRoutes;',
  ].join('\n'),
};

type Diagnostic = { category: string; message: string; location: { path: string } };

let dir = '';
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-floors-'));
  copyFileSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
  const fixtures = {
    ...ALLOWED,
    ...Object.fromEntries(Object.entries(VIOLATIONS).map(([f, [s]]) => [f, s])),
  };
  for (const [file, source] of Object.entries(fixtures)) {
    mkdirSync(join(dir, dirname(file)), { recursive: true });
    writeFileSync(join(dir, file), `${source}\n`);
  }
  const run = spawnSync(
    BIOME,
    [
      'lint',
      '--vcs-enabled=false',
      '--only=style/noRestrictedImports',
      '--reporter=json',
      '--max-diagnostics=none',
      '.',
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const reportsFor = (file: string) => diagnostics.filter((diagnostic) => diagnostic.location.path === file);

describe('the import floors of biome.json (ADR 006, issue 24)', () => {
  it.each(Object.entries(VIOLATIONS))('fails %s, naming the rule', (file, [, message]) => {
    const reports = reportsFor(file);
    expect(reports.map((report) => report.category)).toEqual(['lint/style/noRestrictedImports']);
    expect(reports[0]?.message).toContain(message);
  });

  it.each(Object.keys(ALLOWED))('passes %s', (file) => {
    expect(reportsFor(file)).toEqual([]);
  });
});

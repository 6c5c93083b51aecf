import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { type BenchRow, report } from './lib/report.ts';
import { createScratchPostgres } from './lib/scratch-postgres.ts';
import { startApp } from './lib/spawn-app.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PATHS = ['/en/home', '/api/v1/health'];

async function load(url: string) {
  const result = await autocannon({ url, duration: DURATION_SECONDS, connections: CONNECTIONS });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function measure(kind: 'pglite' | 'postgres', env: Record<string, string>): Promise<BenchRow[]> {
  const app = await startApp(env);
  try {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const rows: BenchRow[] = [
      { name: `${kind}: start (migrate + seed) to first response`, value: app.startupMs, unit: 'ms' },
      {
        name: `${kind}: RSS at idle`,
        value: app.rssMb(),
        unit: 'MB',
        budget: kind === 'postgres' ? 250 : undefined,
      },
    ];
    for (const path of PATHS) {
      const { rps, p99, errors } = await load(`http://127.0.0.1:${app.port}${path}`);
      rows.push({ name: `${kind}: ${path} throughput`, value: rps, unit: 'req/s' });
      rows.push({ name: `${kind}: ${path} p99 latency`, value: p99, unit: 'ms' });
      rows.push({ name: `${kind}: ${path} errors`, value: errors, unit: '', budget: 0 });
    }
    rows.push({
      name: `${kind}: RSS after load`,
      value: app.rssMb(),
      unit: 'MB',
      budget: kind === 'postgres' ? 250 : undefined,
    });
    return rows;
  } finally {
    await app.stop();
  }
}

export async function benchHttpLoad(): Promise<boolean> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kalendo-bench-'));
  const rows: BenchRow[] = [];
  try {
    rows.push(...(await measure('pglite', { DATA_DIR: dataDir })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const scratch = await createScratchPostgres();
  if (scratch) {
    try {
      rows.push(...(await measure('postgres', { DATABASE_URL: scratch.url })));
    } finally {
      await scratch.drop();
    }
  } else {
    console.warn('PostgreSQL does not answer: the PostgreSQL half of the HTTP benchmark was skipped.');
  }
  return report('http-load', rows);
}

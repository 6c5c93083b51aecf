import { addBookableStaff } from '@kalendo/db/testing';
import {
  errorCodeOf,
  overlappingAppointments,
  postCheckout,
  signUpMany,
  upcomingMonday,
} from './lib/checkout-workload.ts';
import { report } from './lib/report.ts';
import { onScratchMarketplace } from './lib/scratch-postgres.ts';
import { startApiServer } from './lib/spawn-app.ts';
import { percentile, roundMs } from './lib/timings.ts';

const CHECKOUTS = 200;
const USERS = 20;
const PORTS = [3640, 3641];

/**
 * 200 simultaneous checkouts of one staff member's time through 2 API processes: exactly one may win,
 * the other 199 get 409 SLOT_UNAVAILABLE, and no two active appointments overlap. A broken invariant is a
 * correctness failure, not a missed budget: it throws (non-zero exit).
 */
export async function benchCheckoutRace(): Promise<boolean> {
  return onScratchMarketplace('checkout race', async ({ url, database, servers }) => {
    const { serviceId, staffIds } = await addBookableStaff(database.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    const cookies = await signUpMany(database, USERS);
    for (const port of PORTS) servers.push(await startApiServer({ DATABASE_URL: url, PORT: port }));
    const item = {
      locationSlug: 'lotus-center',
      serviceId,
      staffId: staffIds[0] ?? '',
      start: `${upcomingMonday(new Date())}T10:00:00.000Z`,
    };
    const started = performance.now();
    const outcomes = await Promise.all(
      Array.from({ length: CHECKOUTS }, async (_, i) => {
        const sent = performance.now();
        const base = `http://127.0.0.1:${servers[i % servers.length]?.port}`;
        const response = await postCheckout(base, cookies[i % USERS] ?? '', `race-${i}-key`, [item]);
        const outcome = `${response.status} ${await errorCodeOf(response)}`.trim();
        return { outcome, ms: performance.now() - sent };
      }),
    );
    const wallMs = performance.now() - started;
    const count = (outcome: string) => outcomes.filter((o) => o.outcome === outcome).length;
    const others = outcomes.filter((o) => o.outcome !== '201' && o.outcome !== '409 SLOT_UNAVAILABLE');
    const overlaps = await overlappingAppointments(database.db);
    const times = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    report('checkout-race', [
      { name: `${CHECKOUTS} checkouts of one time, 2 processes: 201 Created`, value: count('201'), unit: '' },
      { name: '409 SLOT_UNAVAILABLE', value: count('409 SLOT_UNAVAILABLE'), unit: '' },
      { name: 'any other answer', value: others.length, unit: '' },
      { name: 'overlapping active appointment pairs', value: overlaps.length, unit: '' },
      { name: `all ${CHECKOUTS} answered in`, value: Math.round(wallMs), unit: 'ms' },
      { name: 'latency p50', value: roundMs(percentile(times, 50)), unit: 'ms' },
      { name: 'latency p99', value: roundMs(percentile(times, 99)), unit: 'ms' },
    ]);
    for (const pair of overlaps)
      console.error(`DOUBLE BOOKING of staff ${pair.staffId}: ${pair.first} / ${pair.second}`);
    for (const other of new Set(others.map((o) => o.outcome))) console.error(`unexpected answer: ${other}`);
    if (count('201') !== 1 || count('409 SLOT_UNAVAILABLE') !== CHECKOUTS - 1 || overlaps.length > 0)
      throw new Error('checkout race: the one-winner, no-overlap invariant is broken (see above)');
    return true;
  });
}

if (import.meta.main) await benchCheckoutRace();

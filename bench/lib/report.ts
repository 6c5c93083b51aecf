import { availableParallelism, loadavg } from 'node:os';

export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** Upper bound from DESIGN.md §5 or the issue, when there is one. */
  budget?: number;
  /** Lower bound instead (throughput), when there is one. */
  atLeast?: number;
}

const holds = (row: BenchRow) =>
  (row.budget === undefined || row.value <= row.budget) &&
  (row.atLeast === undefined || row.value >= row.atLeast);

function budgetOf(row: BenchRow): string {
  if (row.budget !== undefined) return `≤ ${row.budget} ${row.unit}`;
  return row.atLeast === undefined ? '' : `≥ ${row.atLeast} ${row.unit}`;
}

/** Prints one JSON line (for machines) and a table (for people); returns whether every budget holds. */
export function report(bench: string, rows: BenchRow[]): boolean {
  const withinBudget = rows.every(holds);
  // The machine is shared: other work on its cores shows in every timing.
  const loadAverage = Math.round((loadavg()[0] ?? 0) * 100) / 100;
  console.info(JSON.stringify({ bench, at: new Date().toISOString(), withinBudget, loadAverage, rows }));
  console.info(`${bench}: load average (1 min) ${loadAverage} on ${availableParallelism()} cores`);
  // biome-ignore lint/suspicious/noConsole: a benchmark prints its results as a table for people.
  console.table(
    rows.map((row) => ({
      measure: row.name,
      value: `${row.value} ${row.unit}`,
      budget: budgetOf(row),
      ok: budgetOf(row) === '' ? '' : holds(row) ? 'yes' : 'NO',
    })),
  );
  for (const row of rows.filter((r) => !holds(r)))
    console.warn(`over budget: ${bench}: ${row.name} = ${row.value} ${row.unit} (budget ${budgetOf(row)})`);
  return withinBudget;
}

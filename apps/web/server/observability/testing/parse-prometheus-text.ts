/** One sample of the exposition format: `name{label="value",…} value`. */
export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PrometheusFamily {
  name: string;
  type: string;
  help: string;
  samples: PrometheusSample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*,?/g;

/**
 * Parses Prometheus's text exposition format (version 0.0.4) strictly: every line is a comment, `# HELP`,
 * `# TYPE` or a sample, and a sample belongs to the family declared before it (`_bucket`, `_sum` and
 * `_count` to their histogram). A line that is none of these throws.
 */
export function parsePrometheusText(text: string): Map<string, PrometheusFamily> {
  const families = new Map<string, PrometheusFamily>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) {
      found = { name, type: 'untyped', help: '', samples: [] };
      families.set(name, found);
    }
    return found;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const [, kind, name = '', rest = ''] = meta;
      if (kind === 'HELP') family(name).help = rest;
      else family(name).type = rest;
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not a Prometheus sample: ${line}`);
    const [, name = '', labelText = '', rawValue = ''] = sample;
    const labels: Record<string, string> = {};
    for (const match of labelText.matchAll(LABEL))
      labels[match[1] ?? ''] = (match[2] ?? '').replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    const value = rawValue === '+Inf' ? Number.POSITIVE_INFINITY : Number(rawValue);
    if (Number.isNaN(value) && rawValue !== 'NaN') throw new Error(`not a sample value: ${line}`);
    const base = name.replace(/_(bucket|sum|count)$/, '');
    const owner = families.has(name) || !families.has(base) ? name : base;
    family(owner).samples.push({ name, labels, value });
  }
  return families;
}

/** The value of the sample named `name` whose labels include `labels` (NaN when there is none). */
export function sampleValue(
  family: PrometheusFamily | undefined,
  labels: Record<string, string>,
  name = family?.name,
): number {
  const found = family?.samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v),
  );
  return found?.value ?? Number.NaN;
}

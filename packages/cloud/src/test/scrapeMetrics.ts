import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export interface Scrape {
  /** The sample of a counter or gauge whose labels include `labels`; 0 when there is none. */
  value(name: string, labels?: Record<string, string>): number;
  /** An unlabelled histogram's observation count; 0 when there is none. */
  count(name: string, labels?: Record<string, string>): number;
  names: string[];
}

const matches = (have: Record<string, string> | undefined, want: Record<string, string>) =>
  Object.entries(want).every(([key, value]) => have?.[key] === value);

const number = (text: string | undefined, what: string): number => {
  // The format allows NaN and ±Inf in any case (Go's ParseFloat reads it); prom-client writes `Nan`.
  const special = /^([+-]?)(inf|nan)$/i.exec(text ?? '');
  if (special) return special[2]?.toLowerCase() === 'nan' ? Number.NaN : Number(`${special[1]}Infinity`);
  const value = Number(text);
  if (text === undefined || text.trim() === '' || Number.isNaN(value))
    throw new Error(`${what}: not a number: ${text}`);
  return value;
};

/**
 * Parses a `/metrics` answer with a Prometheus text-format parser (parse-prometheus-text-format, which throws on
 * a line it cannot read) and checks what that lenient parser lets through: every family is typed (has `# TYPE`)
 * and every sample value is a number. That parser folds the series of a labelled histogram into one bucket set
 * without count or sum, so `count` only reads histograms without labels.
 */
export function parseScrape(text: string): Scrape {
  const families = parsePrometheusTextFormat(text);
  for (const family of families) {
    if (family.type === 'UNTYPED') throw new Error(`${family.name} has no # TYPE line`);
    for (const sample of family.metrics) {
      if (family.type === 'HISTOGRAM') {
        if (sample.count !== undefined) number(sample.count, `${family.name}_count`);
        if (sample.sum !== undefined) number(sample.sum, `${family.name}_sum`);
        for (const [le, count] of Object.entries(sample.buckets ?? {}))
          number(count, `${family.name}{le=${le}}`);
      } else if (family.type !== 'SUMMARY') {
        number(sample.value, family.name);
      }
    }
  }
  const samples = (name: string, labels: Record<string, string>) =>
    families.find((family) => family.name === name)?.metrics.filter((s) => matches(s.labels, labels)) ?? [];
  return {
    names: families.map((family) => family.name),
    value: (name, labels = {}) =>
      samples(name, labels).reduce((sum, sample) => sum + number(sample.value, name), 0),
    count: (name, labels = {}) =>
      samples(name, labels).reduce((sum, sample) => sum + number(sample.count, `${name}_count`), 0),
  };
}

import type { Registry } from 'prom-client';

/** One label set's counts: per bucket (not yet cumulative), their sum and count. */
interface Series {
  labels: Record<string, string | number>;
  buckets: Float64Array;
  sum: number;
  count: number;
}

/** A sample as prom-client's registry formats it (`Registry.getMetricsAsString`): `labels`, then `sharedLabels`. */
interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string | number>;
  value: number;
}

export interface HistogramOptions<L extends string> {
  name: string;
  help: string;
  labelNames: readonly L[];
  /** Upper bounds, ascending; `+Inf` is added. */
  buckets: readonly number[];
  registers: Registry[];
}

/**
 * A Prometheus histogram served through prom-client's registry, with its own recording: a label set's series is
 * found by one `Map` lookup and a value's bucket by a scan of a short array. prom-client's `Histogram.observe`
 * validates the labels, builds a sorted hash of them and keys an object by it on every call, a few microseconds each:
 * with one observation per request and one per database statement, that was 6 % of a list request's time. The
 * exposition is the same text as prom-client's histogram gives for the same observations (checked in the spec).
 */
export class LabelledHistogram<L extends string> {
  readonly name: string;
  readonly help: string;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly labelNames: readonly L[];
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, Series>();

  constructor({ name, help, labelNames, buckets, registers }: HistogramOptions<L>) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
    this.bounds = [...buckets].sort((a, b) => a - b);
    // The registry asks each metric for `get()` (its samples) and keys them by `name`.
    for (const registry of registers)
      registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  /** Records `value` under `labels` (every label name of the histogram, nothing else). */
  observe(labels: Readonly<Record<L, string | number>>, value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    let key = '';
    for (const name of this.labelNames) key += `${labels[name]}\u0001`;
    let series = this.series.get(key);
    if (!series) {
      const copy: Record<string, string | number> = {};
      for (const name of this.labelNames) copy[name] = labels[name];
      series = { labels: copy, buckets: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bounds = this.bounds;
    let bucket = 0;
    while (bucket < bounds.length && value > (bounds[bucket] as number)) bucket++;
    (series.buckets[bucket] as number) += 1;
    series.sum += value;
    series.count += 1;
  }

  /** Forgets every observation. */
  reset(): void {
    this.series.clear();
  }

  /**
   * The samples in prom-client's shape and order: per label set its cumulative `_bucket` samples (`le` first, then
   * the set's labels), `+Inf`, `_sum` and `_count`.
   */
  get(): Promise<{ name: string; help: string; type: string; values: Sample[]; aggregator: string }> {
    const values: Sample[] = [];
    const bucket = `${this.name}_bucket`;
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += buckets[i] as number;
        values.push({ metricName: bucket, labels: { le: bound }, sharedLabels: labels, value: cumulative });
      });
      values.push({ metricName: bucket, labels: { le: '+Inf' }, sharedLabels: labels, value: count });
      values.push({ metricName: `${this.name}_sum`, labels: {}, sharedLabels: labels, value: sum });
      values.push({ metricName: `${this.name}_count`, labels: {}, sharedLabels: labels, value: count });
    }
    return Promise.resolve({ name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator });
  }
}

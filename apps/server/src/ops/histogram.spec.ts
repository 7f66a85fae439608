import { Histogram, Registry } from 'prom-client';
import { LabelledHistogram } from './histogram';

const BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.1, 1];

/** The same observations through prom-client's own histogram and through ours, each in a registry of its own. */
function both() {
  const theirs = new Registry();
  const ours = new Registry();
  const options = {
    name: 'x_duration_seconds',
    help: 'Durations',
    labelNames: ['method', 'route'] as const,
    buckets: BUCKETS,
  };
  const reference = new Histogram({ ...options, labelNames: [...options.labelNames], registers: [theirs] });
  const histogram = new LabelledHistogram({ ...options, registers: [ours] });
  const observe = (labels: { method: string; route: string }, value: number) => {
    reference.observe(labels, value);
    histogram.observe(labels, value);
  };
  return { theirs, ours, histogram, observe };
}

describe('LabelledHistogram', () => {
  it('serves the exposition text prom-client serves for the same observations', async () => {
    const { theirs, ours, observe } = both();
    const values = [0, 0.001, 0.0011, 0.0025, 0.004, 0.01, 0.5, 1, 3, 12.25];
    values.forEach((value, i) =>
      observe({ method: i % 3 ? 'GET' : 'POST', route: i % 2 ? '/a/:id' : '/b"c\\' }, value),
    );
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    // Cumulative buckets: every value up to 1 s of the GET /a/:id set (i = 1, 5, 7) is within le="1".
    expect(text).toContain('x_duration_seconds_bucket{le="1",method="GET",route="/a/:id"} 3');
    expect(text).toContain('x_duration_seconds_count{method="GET",route="/a/:id"} 3');
  });

  it('serves no samples before the first observation and after a reset, like prom-client', async () => {
    const { theirs, ours, histogram, observe } = both();
    expect(await ours.metrics()).toBe(await theirs.metrics());
    observe({ method: 'GET', route: '/' }, 0.2);
    histogram.reset();
    expect(await ours.metrics()).toContain('# TYPE x_duration_seconds histogram');
    expect(await ours.metrics()).not.toContain('x_duration_seconds_count');
  });

  it('refuses a value that is not a finite number and records nothing', async () => {
    const { ours, histogram } = both();
    expect(() => histogram.observe({ method: 'GET', route: '/' }, Number.NaN)).toThrow(TypeError);
    expect(() => histogram.observe({ method: 'GET', route: '/' }, Infinity)).toThrow(TypeError);
    expect(await ours.metrics()).not.toContain('x_duration_seconds_count');
  });
});

import { parsePrometheusText } from './prometheus-text';

describe('the Prometheus text parser of the tests', () => {
  it('reads families, labels with escapes, histograms and special values', () => {
    const families = parsePrometheusText(
      [
        '# HELP h A histogram.',
        '# TYPE h histogram',
        'h_bucket{le="0.1",route="/a"} 1',
        'h_bucket{le="+Inf",route="/a"} 2',
        'h_sum{route="/a"} 0.3',
        'h_count{route="/a"} 2',
        '# TYPE g gauge',
        'g{path="say \\"hi\\""} NaN 1700000000000',
        '',
      ].join('\n'),
    );
    expect(families.get('h')?.type).toBe('histogram');
    expect(families.get('h')?.samples.map((s) => [s.name, s.labels, s.value])).toEqual([
      ['h_bucket', { le: '0.1', route: '/a' }, 1],
      ['h_bucket', { le: '+Inf', route: '/a' }, 2],
      ['h_sum', { route: '/a' }, 0.3],
      ['h_count', { route: '/a' }, 2],
    ]);
    expect(families.get('g')?.samples[0]?.labels).toEqual({ path: 'say "hi"' });
  });

  it('refuses what is not the format', () => {
    expect(() => parsePrometheusText('x 1')).toThrow(/before its # TYPE/);
    expect(() => parsePrometheusText('# TYPE x gauge\nx{a=1} 1')).toThrow(/bad labels/);
    expect(() => parsePrometheusText('# TYPE x gauge\nx one')).toThrow(/not a sample value/);
    expect(() => parsePrometheusText('# TYPE x meter')).toThrow(/unknown type/);
  });
});

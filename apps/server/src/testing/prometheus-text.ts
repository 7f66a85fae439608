/** One sample line of the Prometheus text exposition format. */
export interface PromSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface PromFamily {
  name: string;
  type: string;
  help: string;
  samples: PromSample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y;
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '_created'];

function parseValue(text: string): number {
  // As Prometheus reads them (Go's ParseFloat): Inf and NaN in any case.
  if (/^\+?inf$/i.test(text)) return Infinity;
  if (/^-inf$/i.test(text)) return -Infinity;
  if (/^nan$/i.test(text)) return NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`not a sample value: ${text}`);
  return value;
}

function parseLabels(text: string | undefined): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const match = LABEL.exec(text);
    if (!match?.[1]) throw new Error(`bad labels: {${text}}`);
    labels[match[1]] = (match[2] ?? '').replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
  }
  return labels;
}

/**
 * Parses the Prometheus text format (version 0.0.4) strictly: every line is a `# HELP`, a `# TYPE`, a comment, blank,
 * or a sample of the family declared before it; anything else throws, naming the line.
 */
export function parsePrometheusText(text: string): Map<string, PromFamily> {
  const families = new Map<string, PromFamily>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) families.set(name, (f = { name, type: 'untyped', help: '', samples: [] }));
    return f;
  };
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta?.[2]) {
      if (meta[1] === 'HELP') family(meta[2]).help = meta[3] ?? '';
      else if (['counter', 'gauge', 'histogram', 'summary', 'untyped'].includes(meta[3] ?? '')) {
        family(meta[2]).type = meta[3] ?? '';
      } else throw new Error(`line ${index + 1}: unknown type ${meta[3]}`);
      continue;
    }
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample?.[1] || sample[3] === undefined) throw new Error(`line ${index + 1}: not a sample: ${line}`);
    const name = sample[1];
    const base = [...families.keys()].find((f) => name === f || SUFFIXES.some((suffix) => name === f + suffix));
    if (!base) throw new Error(`line ${index + 1}: sample ${name} before its # TYPE`);
    family(base).samples.push({ name, labels: parseLabels(sample[2]), value: parseValue(sample[3]) });
  }
  return families;
}

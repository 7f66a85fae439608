import { Converter } from 'opencc-js/t2cn';

/**
 * The form texts and watched words are compared in: each character NFKC-normalised (full-width letters, digits and
 * punctuation become their ASCII forms), lower-cased and turned from traditional to simplified Chinese; format
 * characters (zero-width spaces and joiners, bidi marks, variation selectors, soft hyphens) dropped; and separators
 * (spaces, punctuation, symbols, control characters) left out, so 敏 感 词, 敏*感*词 and 敏.感.词 read 敏感词.
 * Every kept code unit remembers the original characters it came from, so a match can be validated against what
 * stood between its characters, replaced in the original and highlighted.
 */
export interface NormalizedText {
  /** The kept characters, normalised. */
  text: string;
  /** For each code unit of `text`: the index in the original where its source character starts (valid until the next call). */
  from: Int32Array;
  /** For each code unit of `text`: the index in the original just after its source character. */
  to: Int32Array;
}

const KEEP = 0;
const SEPARATOR = 1;
const INVISIBLE = 2;

interface Tables {
  /** Class of each BMP code unit after mapping: KEEP, SEPARATOR or INVISIBLE. */
  kind: Uint8Array;
  /** Single-unit mapping of each BMP code unit (0 when it maps to several units, see `long`). */
  single: Uint16Array;
  /** Mappings longer than one unit. */
  long: Map<number, string>;
  t2s: (text: string) => string;
}

let tables: Tables | null = null;

const SEPARATOR_RE = /^[\p{P}\p{S}\p{Z}\p{Cc}]+$/u;
const INVISIBLE_RE = /^[\p{Cf}\u034f\u180b-\u180f\ufe00-\ufe0f]+$/u;

function classify(mapped: string): number {
  if (mapped.length === 0 || INVISIBLE_RE.test(mapped)) return INVISIBLE;
  if (SEPARATOR_RE.test(mapped)) return SEPARATOR;
  return KEEP;
}

/**
 * Builds the lookup tables once per process (about 30 ms): the per-character work of normalising then costs one array
 * read, which keeps a 10,000-character article well inside a millisecond.
 */
function buildTables(): Tables {
  const convert = Converter({ from: 't', to: 'cn' });
  const hk = Converter({ from: 'hk', to: 'cn' });
  const tw = Converter({ from: 'tw', to: 'cn' });
  const t2s = (text: string) => tw(hk(convert(text)));
  const kind = new Uint8Array(0x10000);
  const single = new Uint16Array(0x10000);
  const long = new Map<number, string>();
  // Traditional → simplified, character by character: the CJK blocks converted as one string each.
  const simplified = new Map<number, number>();
  for (const [lo, hi] of [
    [0x3400, 0x4dbf],
    [0x4e00, 0x9fff],
    [0xf900, 0xfaff],
  ] as const) {
    let block = '';
    for (let c = lo; c <= hi; c++) block += String.fromCharCode(c);
    // Some simplified forms lie outside the BMP: compare code point by code point, keep the one-unit forms.
    const source = [...block];
    const out = [...t2s(block)];
    if (out.length !== source.length) continue;
    for (let i = 0; i < source.length; i++) {
      const target = out[i]!;
      if (target !== source[i] && target.length === 1) simplified.set(source[i]!.charCodeAt(0), target.charCodeAt(0));
    }
  }
  const simplify = (text: string) => {
    let result = '';
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      result += String.fromCharCode(simplified.get(code) ?? code);
    }
    return result;
  };
  for (let code = 0; code < 0x10000; code++) {
    if (code >= 0xd800 && code <= 0xdfff) {
      kind[code] = KEEP;
      single[code] = code;
      continue;
    }
    const mapped = simplify(String.fromCharCode(code).normalize('NFKC').toLowerCase());
    kind[code] = classify(mapped);
    if (mapped.length === 1) single[code] = mapped.charCodeAt(0);
    else if (mapped.length > 1) long.set(code, mapped);
  }
  return { kind, single, long, t2s };
}

function getTables(): Tables {
  tables ??= buildTables();
  return tables;
}

/** Builds the tables now (at start), so the first checked text does not pay for them. */
export function warmNormalizer(): void {
  getTables();
}

function astralMapped(char: string): string {
  return char.normalize('NFKC').toLowerCase();
}

const decoder = new TextDecoder('utf-16le');

/**
 * Working buffers reused by every call (grown when a longer text comes), so a check allocates no per-character arrays:
 * the `from` / `to` answered are views of them, valid until the next call in the process.
 */
let scratch = { units: new Uint16Array(4096), from: new Int32Array(4096), to: new Int32Array(4096) };

/** Normalises `original` for matching (see {@link NormalizedText}). */
export function normalizeForMatch(original: string): NormalizedText {
  const { kind, single, long } = getTables();
  if (scratch.units.length < original.length + 16) {
    const size = Math.max(original.length + 16, scratch.units.length * 2);
    scratch = { units: new Uint16Array(size), from: new Int32Array(size), to: new Int32Array(size) };
  }
  let { units, from, to } = scratch;
  let capacity = units.length;
  let n = 0;
  const push = (unit: number, start: number, end: number) => {
    if (n === capacity) {
      capacity *= 2;
      const u = new Uint16Array(capacity);
      u.set(units);
      units = u;
      const f = new Int32Array(capacity);
      f.set(from);
      from = f;
      const t = new Int32Array(capacity);
      t.set(to);
      to = t;
      scratch = { units, from, to };
    }
    units[n] = unit;
    from[n] = start;
    to[n] = end;
    n++;
  };
  for (let i = 0; i < original.length; ) {
    const code = original.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < original.length) {
      const mapped = astralMapped(original.slice(i, i + 2));
      if (classify(mapped) === KEEP) for (let k = 0; k < mapped.length; k++) push(mapped.charCodeAt(k), i, i + 2);
      i += 2;
      continue;
    }
    if (kind[code] === KEEP) {
      const one = single[code]!;
      if (one !== 0) {
        push(one, i, i + 1);
      } else {
        const mapped = long.get(code) ?? '';
        for (let k = 0; k < mapped.length; k++) {
          const unit = mapped.charCodeAt(k);
          // A character whose compatibility form holds punctuation (⑴ → (1)) keeps only its letters and digits.
          if (kind[unit] !== KEEP) continue;
          push(unit, i, i + 1);
        }
      }
    }
    i++;
  }
  return { text: decoder.decode(units.subarray(0, n)), from: from.subarray(0, n), to: to.subarray(0, n) };
}

/** The matching form of a watched word or any short text: {@link normalizeForMatch}'s text alone. */
export function matchKey(text: string): string {
  return normalizeForMatch(text).text;
}

/** Whether the code unit is dropped as a format character. */
export function isInvisibleUnit(code: number): boolean {
  return getTables().kind[code] === INVISIBLE;
}

/** Whether the code unit is a separator (space, punctuation, symbol) after normalising. */
export function isSeparatorUnit(code: number): boolean {
  return getTables().kind[code] === SEPARATOR;
}

/** The normalised form of one BMP code unit (itself when it has no single-unit form). */
export function mappedUnit(code: number): number {
  const one = getTables().single[code]!;
  return one === 0 ? code : one;
}

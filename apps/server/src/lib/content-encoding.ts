import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** The encodings an answer kept as bytes is sent in, best first, with how to make them. */
const ENCODINGS: ReadonlyArray<[encoding: ContentEncoding, encode: (body: Buffer) => Buffer]> = [
  [
    'br',
    (body) =>
      brotliCompressSync(body, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          // A window as large as the body, not brotli's default 4 MB: the encoder's memory follows the window, and
          // megabytes allocated for each answer of a few kB cost more than compressing it (the collector runs for them).
          [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
  ],
  ['gzip', (body) => gzipSync(body, { level: 6 })],
];

/** The smallest window (as a power of two, within brotli's 10–24) that holds `length` bytes. */
export function brotliWindowBits(length: number): number {
  return Math.min(
    zlibConstants.BROTLI_MAX_WINDOW_BITS,
    Math.max(zlibConstants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(Math.max(1, length + 16)))),
  );
}

export type ContentEncoding = 'br' | 'gzip';

/** Choices made for recent header values: browsers send a handful of spellings, each parsed once. */
const chosen = new Map<string, ContentEncoding | undefined>();
const CHOICES_KEPT = 64;

/** The best encoding of {@link ENCODINGS} that `acceptEncoding` allows (a `;q=0` refuses one); undefined: none. */
export function bestEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  if (chosen.has(acceptEncoding)) return chosen.get(acceptEncoding);
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const best = ENCODINGS.map(([name]) => name).find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0);
  if (chosen.size >= CHOICES_KEPT) chosen.clear();
  chosen.set(acceptEncoding, best);
  return best;
}

/** `body` in `encoding`. */
export function encodeBody(body: Buffer, encoding: ContentEncoding): Buffer {
  const encode = ENCODINGS.find(([name]) => name === encoding)?.[1];
  if (!encode) throw new Error(`unknown content encoding ${encoding}`);
  return encode(body);
}

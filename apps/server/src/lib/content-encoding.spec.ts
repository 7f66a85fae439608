import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { bestEncoding, brotliWindowBits, encodeBody } from './content-encoding';

describe('bestEncoding', () => {
  it('picks brotli, then gzip, as Accept-Encoding allows', () => {
    expect(bestEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(bestEncoding('gzip')).toBe('gzip');
    expect(bestEncoding('GZIP;q=0.8')).toBe('gzip');
    expect(bestEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(bestEncoding('*')).toBe('br');
    expect(bestEncoding('*, br;q=0')).toBe('gzip');
    expect(bestEncoding('identity')).toBeUndefined();
    expect(bestEncoding('deflate')).toBeUndefined();
    expect(bestEncoding('')).toBeUndefined();
    expect(bestEncoding(undefined)).toBeUndefined();
  });

  it('answers a header it has seen before the same way, also after many other spellings', () => {
    expect(bestEncoding('br;q=0, gzip')).toBe('gzip');
    for (let i = 0; i < 200; i++) bestEncoding(`gzip;q=0.${i % 10}, x-${i}`);
    expect(bestEncoding('br;q=0, gzip')).toBe('gzip');
    expect(bestEncoding('br')).toBe('br');
  });
});

describe('encodeBody', () => {
  it('makes bytes that decode to the same body', () => {
    const body = Buffer.from(JSON.stringify({ msg: '操作成功', data: Array.from({ length: 50 }, (_, i) => ({ i })) }));
    const br = encodeBody(body, 'br');
    const gz = encodeBody(body, 'gzip');
    expect(br.length).toBeLessThan(body.length);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
    expect(gunzipSync(gz).equals(body)).toBe(true);
  });
});

describe('brotliWindowBits', () => {
  it('gives a window that holds the whole body, within brotli’s bounds', () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1000)).toBe(10);
    expect(brotliWindowBits(10_000)).toBe(14);
    expect(2 ** brotliWindowBits(65_536)).toBeGreaterThanOrEqual(65_536);
    expect(brotliWindowBits(100 * 2 ** 20)).toBe(24);
  });

  it('compresses a body larger than a small window as well as it decodes', () => {
    const body = Buffer.from(
      JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ id: i, title: `作品${i % 97}` }))),
    );
    expect(body.length).toBeGreaterThan(100_000);
    const br = encodeBody(body, 'br');
    expect(br.length).toBeLessThan(body.length / 5);
    expect(brotliDecompressSync(br).equals(body)).toBe(true);
  });
});

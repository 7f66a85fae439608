import { fitImageFile, isAnimatedGif, shrinkSteps, type FitImageEnv } from './fit-image';

const MB = 1024 * 1024;

/** An encoder whose output size follows the pixels and the quality, like a JPEG encoder's roughly does. */
function fakeEnv(width: number, height: number, bytesPerPixelAtFull: number) {
  const calls: string[] = [];
  let closed = false;
  const env: FitImageEnv = {
    decode: async () => ({ width, height, close: () => void (closed = true) }),
    encode: async (_image, w, h, quality) => {
      calls.push(`${w}x${h}@${quality}`);
      const size = Math.round(w * h * bytesPerPixelAtFull * quality);
      // Only an answer that fits is read further; a too large one needs no real bytes.
      return size < 2 * MB ? new Blob([new Uint8Array(size)]) : ({ size } as Blob);
    },
  };
  return { env, calls, closed: () => closed };
}

function fileOf(size: number, name: string, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A GIF with `frames` graphic control extensions. */
function gifBytes(frames: number): Uint8Array {
  const head = [...'GIF89a'].map((c) => c.charCodeAt(0));
  const frame = [0x21, 0xf9, 0x04, 0, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00];
  return new Uint8Array([...head, 1, 0, 1, 0, 0, 0, 0, ...Array.from({ length: frames }, () => frame).flat(), 0x3b]);
}

describe('fitImageFile', () => {
  it('keeps a picture under the limit as it is, without decoding it', async () => {
    const file = fileOf(MB, 'a.jpg', 'image/jpeg');
    const { env, calls } = fakeEnv(4000, 3000, 1);
    const result = await fitImageFile(file, { env });
    expect(result).toEqual({ file, shrunk: false });
    expect(calls).toEqual([]);
  });

  it('shrinks a 2.2 MB photo by quality first, as an upright JPEG under 2 MB', async () => {
    const { env, calls, closed } = fakeEnv(1200, 1000, 2);
    const result = await fitImageFile(fileOf(2.2 * MB, 'IMG_1.PNG', 'image/png'), { env });
    if (!('file' in result)) throw new Error(result.problem);
    expect(result.shrunk).toBe(true);
    expect(result.file.name).toBe('IMG_1.jpg');
    expect(result.file.type).toBe('image/jpeg');
    expect(result.file.size).toBeLessThan(2 * MB);
    // 1200×1000 at 0.9 is 2.06 MB: too big; 0.82 fits, at the picture's own size.
    expect(calls).toEqual(['1200x1000@0.9', '1200x1000@0.82']);
    expect(closed()).toBe(true);
  });

  it('then makes the long edge smaller, keeping the ratio', async () => {
    const { env, calls } = fakeEnv(6000, 4000, 1);
    const result = await fitImageFile(fileOf(9 * MB, 'big.jpg', 'image/jpeg'), { env });
    if (!('file' in result)) throw new Error(result.problem);
    expect(result.file.size).toBeLessThan(2 * MB);
    const last = calls[calls.length - 1];
    // 2048×1365 at 0.74 is the first step under 2 MB.
    expect(last).toBe('2048x1365@0.74');
    expect(calls[0]).toBe('6000x4000@0.9');
  });

  it('gives the spec text when even the smallest step is too big', async () => {
    const { env } = fakeEnv(6000, 4000, 40);
    expect(await fitImageFile(fileOf(9 * MB, 'noise.jpg', 'image/jpeg'), { env })).toEqual({
      problem: '上传图片大小不能超过 2MB!',
    });
  });

  it('refuses an animated GIF over the limit with the spec text, and another type with its own', async () => {
    const { env, calls } = fakeEnv(100, 100, 1);
    const big = new Uint8Array(2.5 * MB);
    big.set(gifBytes(3));
    const gif = new File([big], 'a.gif', { type: 'image/gif' });
    expect(await fitImageFile(gif, { env })).toEqual({ problem: '上传图片大小不能超过 2MB!' });
    expect(await fitImageFile(fileOf(10, 'a.bmp', 'image/bmp'), { env })).toEqual({
      problem: '上传图片只能是 JPG/PNG/GIF 格式!',
    });
    expect(calls).toEqual([]);
  });

  it('gives the spec text when the picture cannot be decoded', async () => {
    const env: FitImageEnv = {
      decode: () => Promise.reject(new Error('broken')),
      encode: () => Promise.reject(new Error('unused')),
    };
    expect(await fitImageFile(fileOf(3 * MB, 'x.jpg', 'image/jpeg'), { env })).toEqual({
      problem: '上传图片大小不能超过 2MB!',
    });
  });
});

describe('isAnimatedGif', () => {
  it('tells one frame from several', () => {
    expect(isAnimatedGif(gifBytes(1))).toBe(false);
    expect(isAnimatedGif(gifBytes(2))).toBe(true);
    expect(isAnimatedGif(new Uint8Array([0xff, 0xd8, 0xff]))).toBe(false);
  });
});

describe('shrinkSteps', () => {
  it('never draws larger than the picture and goes down in long edge', () => {
    const steps = shrinkSteps(3000, 2000);
    expect(steps[0]).toEqual({ width: 3000, height: 2000, quality: 0.9 });
    expect(steps.map((s) => s.width).every((w, i, all) => i === 0 || w <= all[i - 1])).toBe(true);
    expect(steps.at(-1)).toEqual({ width: 1280, height: 853, quality: 0.74 });
  });
});

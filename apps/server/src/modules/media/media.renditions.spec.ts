import { renditionWidths } from './media.image';

describe('rendition widths', () => {
  it('keep the standard steps below the picture and add its own width between two steps', () => {
    expect(renditionWidths(960)).toEqual([320, 640, 960]);
    expect(renditionWidths(1600)).toEqual([320, 640, 960, 1280, 1600]);
    expect(renditionWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(renditionWidths(1000)).toEqual([320, 640, 960, 1000]);
  });

  it('never upscale, and stop at the top step for large pictures', () => {
    expect(renditionWidths(200)).toEqual([200]);
    expect(renditionWidths(2048)).toEqual([320, 640, 960, 1280, 2048]);
    expect(renditionWidths(6000)).toEqual([320, 640, 960, 1280, 2048]);
  });
});

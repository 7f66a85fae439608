import { formatCameraData, imageSrcSet, MediaKind, toImageSource, type MediaRecord } from '../index.js';

const image: MediaRecord = {
  mediaId: 'm1',
  kind: MediaKind.image,
  url: '/files/m/a.jpg',
  name: 'a.jpg',
  size: 100,
  type: 'image/jpeg',
  width: 800,
  height: 600,
  placeholder: 'abc',
  renditions: [
    { url: '/files/m/a-320.webp', width: 320, height: 240, type: 'image/webp' },
    { url: '/files/m/a-640.webp', width: 640, height: 480, type: 'image/webp' },
    { url: '/files/m/a.jpg', width: 800, height: 600, type: 'image/jpeg' },
  ],
  camera: { make: 'Canon', iso: 400 },
  createTime: '2026-01-02T03:04:05.000Z',
};

describe('media', () => {
  it('draws an image from its renditions, and nothing from other kinds', () => {
    expect(toImageSource(image)).toEqual({
      url: '/files/m/a.jpg',
      width: 800,
      height: 600,
      placeholder: 'abc',
      renditions: image.renditions,
    });
    expect(toImageSource({ ...image, kind: MediaKind.video })).toBeNull();
    expect(toImageSource({ ...image, width: undefined })).toBeNull();
    expect(toImageSource(null)).toBeNull();
  });

  it('lists only the WebP renditions in srcset', () => {
    expect(imageSrcSet({ renditions: image.renditions ?? [] })).toBe(
      '/files/m/a-320.webp 320w, /files/m/a-640.webp 640w',
    );
    expect(imageSrcSet({ renditions: [] })).toBe('');
  });

  it('offers the stored picture itself when it is wider than its widest rendition', () => {
    const renditions = [
      { url: '/files/m/b-1280.webp', width: 1280, height: 853, type: 'image/webp' },
      { url: '/files/m/b-2048.webp', width: 2048, height: 1365, type: 'image/webp' },
    ];
    expect(imageSrcSet({ url: '/files/m/b.jpg', width: 4000, renditions })).toBe(
      '/files/m/b-1280.webp 1280w, /files/m/b-2048.webp 2048w, /files/m/b.jpg 4000w',
    );
    // Not when a rendition is as wide as the picture, nor for an animated GIF, nor without renditions at all.
    expect(imageSrcSet({ url: '/files/m/b.jpg', width: 2048, renditions })).not.toContain('b.jpg');
    expect(imageSrcSet({ url: '/files/m/b.gif', width: 4000, animated: true, renditions })).not.toContain('b.gif');
    expect(imageSrcSet({ url: '/files/m/b.jpg', width: 4000, renditions: [] })).toBe('');
  });

  it('writes camera data as one line and skips what is missing', () => {
    expect(
      formatCameraData({
        make: 'Canon',
        model: 'EOS R5',
        lens: 'RF24-70mm',
        focalLength: 50,
        aperture: 2.8,
        exposureTime: '1/125',
        iso: 400,
      }),
    ).toBe('Canon EOS R5 · RF24-70mm · 50mm · f/2.8 · 1/125s · ISO 400');
    expect(formatCameraData({ exposureTime: '2s' })).toBe('2s');
    expect(formatCameraData(undefined)).toBe('');
  });
});

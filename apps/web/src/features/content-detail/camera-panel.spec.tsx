import { render, screen, within } from '@testing-library/react';
import { lightTheme, WidgetsThemeProvider } from '@yiying/widgets';
import type { MediaRecord } from '@yiying/models';
import { CameraPanel, cameraRows } from './camera-panel';

const picture = (mediaId: string, camera?: MediaRecord['camera']): MediaRecord =>
  ({ mediaId, kind: 'image', url: `/files/m/${mediaId}.jpg`, name: `${mediaId}.jpg`, camera }) as MediaRecord;

const draw = (pictures: MediaRecord[]) =>
  render(
    <WidgetsThemeProvider theme={lightTheme}>
      <CameraPanel pictures={pictures} />
    </WidgetsThemeProvider>,
  );

describe('CameraPanel', () => {
  it('lists what a photographer reads, in their order, and leaves out what the camera did not write', () => {
    expect(
      cameraRows({
        make: 'Canon',
        model: 'Canon EOS 70D',
        lens: 'EF50mm f/1.8 II',
        focalLength: 50,
        aperture: 2,
        exposureTime: '1/4000',
        iso: 100,
        takenAt: '2015-10-29T15:44:44',
      }),
    ).toEqual([
      ['相机', 'Canon EOS 70D'],
      ['镜头', 'EF50mm f/1.8 II'],
      ['焦距', '50 mm'],
      ['光圈', 'f/2'],
      ['快门', '1/4000 s'],
      ['感光度', 'ISO 100'],
      ['拍摄时间', '2015-10-29 15:44'],
    ]);
    expect(cameraRows({ exposureTime: '2s' })).toEqual([['快门', '2s']]);
    expect(cameraRows({ make: 'OLYMPUS IMAGING CORP.', model: 'E-M1' })).toEqual([
      ['相机', 'OLYMPUS IMAGING CORP. E-M1'],
    ]);
  });

  it('names the pictures of each setting when they differ, and draws nothing without camera data', () => {
    draw([picture('a', { model: 'E-M1', aperture: 5.6 }), picture('b'), picture('c', { model: 'N9', iso: 100 })]);
    const panel = screen.getByRole('region', { name: '拍摄参数' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['第 1 张', '第 3 张']);
    expect(
      within(panel)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['E-M1', 'f/5.6', 'N9', 'ISO 100']);
  });

  it('is absent when no picture has camera data', () => {
    draw([picture('a'), picture('b')]);
    expect(screen.queryByRole('region', { name: '拍摄参数' })).not.toBeInTheDocument();
  });
});

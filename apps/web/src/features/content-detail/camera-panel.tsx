import styled from '@emotion/styled';
import type { CameraData, MediaRecord } from '@yiying/models';

const Panel = styled.section(({ theme }) => ({
  padding: theme.spacing.md,
  borderRadius: theme.radius.md,
  background: theme.colors.fill,
  h2: { margin: `0 0 ${theme.spacing.sm}px`, fontSize: theme.typography.sizes.sm, color: theme.colors.muted },
  h3: {
    margin: `${theme.spacing.sm}px 0 ${theme.spacing.xs}px`,
    fontSize: theme.typography.sizes.xs,
    color: theme.colors.muted,
  },
  dl: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: theme.spacing.md,
    rowGap: theme.spacing.xs,
    margin: 0,
    fontSize: theme.typography.sizes.sm,
  },
  dt: { color: theme.colors.muted, whiteSpace: 'nowrap' },
  dd: { margin: 0, color: theme.colors.text, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' },
}));

/** The rows of one camera's data, in the order photographers read them. */
export function cameraRows(camera: CameraData): [string, string][] {
  // Many cameras repeat their maker in the model name (Canon / Canon EOS 70D): the maker is then said once.
  const repeated = camera.make && camera.model?.toLowerCase().startsWith(camera.make.toLowerCase().split(' ')[0] ?? '');
  const body = repeated ? camera.model : [camera.make, camera.model].filter(Boolean).join(' ');
  const rows: [string, string | undefined][] = [
    ['相机', body || undefined],
    ['镜头', camera.lens],
    ['焦距', camera.focalLength ? `${camera.focalLength} mm` : undefined],
    ['光圈', camera.aperture ? `f/${camera.aperture}` : undefined],
    [
      '快门',
      camera.exposureTime
        ? /s$/.test(camera.exposureTime)
          ? camera.exposureTime
          : `${camera.exposureTime} s`
        : undefined,
    ],
    ['感光度', camera.iso ? `ISO ${camera.iso}` : undefined],
    ['拍摄时间', camera.takenAt ? camera.takenAt.replace('T', ' ').slice(0, 16) : undefined],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/**
 * 拍摄参数: the camera data of the post's pictures (shown when the author allows it), one block per camera setting; with
 * several settings each block names its pictures (第 1、3 张).
 */
export function CameraPanel({ pictures }: { pictures: readonly MediaRecord[] }) {
  const groups: { numbers: number[]; rows: [string, string][] }[] = [];
  pictures.forEach((picture, index) => {
    const rows = picture.camera ? cameraRows(picture.camera) : [];
    if (rows.length === 0) return;
    const key = JSON.stringify(rows);
    const same = groups.find((g) => JSON.stringify(g.rows) === key);
    if (same) same.numbers.push(index + 1);
    else groups.push({ numbers: [index + 1], rows });
  });
  if (groups.length === 0) return null;
  const named = pictures.length > 1 && (groups.length > 1 || (groups[0]?.numbers.length ?? 0) < pictures.length);
  return (
    <Panel aria-labelledby="camera-title">
      <h2 id="camera-title">拍摄参数</h2>
      {groups.map((group) => (
        <div key={group.numbers.join()}>
          {named && <h3>第 {group.numbers.join('、')} 张</h3>}
          <dl>
            {group.rows.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </Panel>
  );
}

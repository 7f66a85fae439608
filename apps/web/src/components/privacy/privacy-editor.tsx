import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Button, Dialog } from '@yiying/widgets';
import { covers, pixelate, withMargin, type FaceBox, type Region } from './pixelate';

const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  maxWidth: '100%',
  margin: '0 auto',
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'crosshair',
  canvas: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius.sm },
  '.box': {
    position: 'absolute',
    border: `2px solid ${theme.colors.danger}`,
    borderRadius: 4,
    pointerEvents: 'none',
    boxShadow: '0 0 0 1px rgba(255,255,255,.8)',
  },
  '.box.drawing': { borderStyle: 'dashed', borderColor: theme.colors.primary },
}));

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.sm}px 0`,
  fontSize: theme.typography.sizes.sm,
  '.found': { fontWeight: 600, color: theme.colors.danger },
  '.clear': { fontWeight: 600, color: theme.colors.success },
  '.hint': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, flexBasis: '100%' },
}));

export interface PrivacyResult {
  /** The picture as it will be uploaded (blurred where asked); the original never leaves the device. */
  file: File;
  /** Faces found that no blurred region covers. */
  facesLeft: number;
}

export interface PrivacyEditorProps {
  file: File;
  faces: FaceBox[];
  /** The detector could not run: only the manual tool is offered. */
  detectFailed?: boolean;
  /** How long the detection took on this device (kept on the picture for measuring). */
  detectMs?: number;
  detectWorkerMs?: number;
  onCancel(): void;
  onDone(result: PrivacyResult): void;
}

function toJpeg(canvas: HTMLCanvasElement, name: string): Promise<File> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(new File([blob], `${name.replace(/\.[^./\\]+$/, '') || 'image'}.jpg`, { type: 'image/jpeg' }))
          : reject(new Error('encode')),
      'image/jpeg',
      0.88,
    ),
  );
}

/**
 * 图片隐私: the picture with the faces the detector found outlined (检测到 N 张人脸), 一键打码 to pixelate them, a
 * manual tool that pixelates any box drawn on it (wristbands, charts, screens), and 撤销. What is uploaded is the
 * edited picture.
 */
export function PrivacyEditor({
  file,
  faces,
  detectFailed,
  detectMs,
  detectWorkerMs,
  onCancel,
  onDone,
}: PrivacyEditorProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const original = useRef<ImageData | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // Each step (一键打码, one drawn box) is undone as a whole.
  const [steps, setSteps] = useState<Region[][]>([]);
  const regions = useMemo(() => steps.flat(), [steps]);
  const [drawing, setDrawing] = useState<{ start: { x: number; y: number }; now: { x: number; y: number } } | null>(
    null,
  );
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  // Decode once and keep the original pixels; every edit redraws from them.
  useEffect(() => {
    let live = true;
    createImageBitmap(file, { imageOrientation: 'from-image' }).then(
      (bitmap) => {
        const canvas = canvasRef.current;
        if (!live || !canvas) return bitmap.close();
        canvas.width = bitmap.width;
        canvas.height = bitmap.height;
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) return setFailed(true);
        context.drawImage(bitmap, 0, 0);
        bitmap.close();
        original.current = context.getImageData(0, 0, canvas.width, canvas.height);
        setSize({ width: canvas.width, height: canvas.height });
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [file]);

  useEffect(() => {
    const canvas = canvasRef.current;
    const source = original.current;
    const context = canvas?.getContext('2d', { willReadFrequently: true });
    if (!canvas || !source || !context) return;
    const pixels = new ImageData(new Uint8ClampedArray(source.data), source.width, source.height);
    for (const region of regions) pixelate(pixels, region);
    context.putImageData(pixels, 0, 0);
  }, [regions, size]);

  const left = faces.filter((face) => !regions.some((region) => covers(region, face)));
  const blurAll = () => setSteps((list) => [...list, left.map((face) => withMargin(face))]);

  const point = (event: ReactPointerEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: Math.min(1, Math.max(0, (event.clientX - rect.left) / rect.width)),
      y: Math.min(1, Math.max(0, (event.clientY - rect.top) / rect.height)),
    };
  };
  const drawn = drawing && {
    x: Math.min(drawing.start.x, drawing.now.x),
    y: Math.min(drawing.start.y, drawing.now.y),
    width: Math.abs(drawing.now.x - drawing.start.x),
    height: Math.abs(drawing.now.y - drawing.start.y),
  };

  const finish = async () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    setBusy(true);
    try {
      onDone({ file: await toJpeg(canvas, file.name), facesLeft: left.length });
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const pct = (n: number) => `${n * 100}%`;
  return (
    <Dialog
      open
      title="图片隐私检查"
      width={760}
      busy={busy}
      onClose={onCancel}
      describedBy="privacy-editor-status"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            不上传这张
          </Button>
          <Button onClick={() => void finish()} loading={busy} disabled={!size || failed}>
            {regions.length ? '上传打码后的图片' : left.length ? '不打码，直接上传' : '上传'}
          </Button>
        </>
      }
    >
      <Bar id="privacy-editor-status" aria-live="polite">
        {detectFailed ? (
          <span className="found">人脸检测未能完成，请检查图片并手动打码</span>
        ) : left.length ? (
          <span className="found">
            检测到 {faces.length} 张人脸{left.length < faces.length ? `，还有 ${left.length} 张未打码` : ''}
          </span>
        ) : (
          <span className="clear">{faces.length ? `${faces.length} 张人脸已全部打码` : '未检测到人脸'}</span>
        )}
        <Button size="sm" onClick={blurAll} disabled={!left.length || !size}>
          一键打码
        </Button>
        <Button
          size="sm"
          variant="outlined"
          onClick={() => setSteps((list) => list.slice(0, -1))}
          disabled={!regions.length}
        >
          撤销
        </Button>
        <span className="hint">
          在图片上拖出方框即可给手环、病历、屏幕、纹身等任何可识别信息打码；上传的是打码后的图片，原图不会离开你的设备。
        </span>
      </Bar>
      {failed && (
        <p role="alert" className="field-error">
          图片无法读取，请换一张
        </p>
      )}
      <Stage
        data-testid="privacy-stage"
        data-detect-ms={detectMs}
        data-detect-worker-ms={detectWorkerMs}
        // A tall picture is kept within the screen's height; the boxes are laid over the canvas in its own fractions.
        style={size ? { width: `min(100%, calc(60vh * ${size.width / size.height}))` } : undefined}
        onPointerDown={(event) => {
          if (!size) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          const at = point(event);
          setDrawing({ start: at, now: at });
        }}
        onPointerMove={(event) => drawing && setDrawing({ ...drawing, now: point(event) })}
        onPointerUp={() => {
          if (drawn && drawn.width > 0.01 && drawn.height > 0.01) setSteps((list) => [...list, [drawn]]);
          setDrawing(null);
        }}
        onPointerCancel={() => setDrawing(null)}
      >
        <canvas ref={canvasRef} role="img" aria-label={`${file.name} 预览`} />
        {!size && !failed && <span role="status">正在读取图片…</span>}
        {size &&
          left.map((face, index) => (
            <span
              key={`${face.x}-${face.y}`}
              className="box"
              data-testid="face-box"
              aria-label={`人脸 ${index + 1}`}
              style={{ left: pct(face.x), top: pct(face.y), width: pct(face.width), height: pct(face.height) }}
            />
          ))}
        {drawn && (
          <span
            className="box drawing"
            style={{ left: pct(drawn.x), top: pct(drawn.y), width: pct(drawn.width), height: pct(drawn.height) }}
          />
        )}
      </Stage>
    </Dialog>
  );
}

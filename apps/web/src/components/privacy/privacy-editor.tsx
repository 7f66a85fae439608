import styled from '@emotion/styled';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dialog, RadioGroup } from '@yiying/widgets';
import { BlurStage, type BlurTool } from './blur-stage';
import { applyMark, markCovers, withMargin, type FaceBox, type Mark } from './pixelate';

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.sm}px 0`,
  fontSize: theme.typography.sizes.sm,
  '.found': { fontWeight: 600, color: theme.colors.danger },
  '.clear': { fontWeight: 600, color: theme.colors.success },
  '.hint': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, flexBasis: '100%', margin: 0 },
  '.tools': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: theme.spacing.lg,
    rowGap: theme.spacing.sm,
    flexBasis: '100%',
  },
  // The choices never carry a hint or an error: no room kept for one under them.
  '.tools .yy-foot:empty': { display: 'none' },
}));

/** Brush widths offered, as fractions of the picture's long side. */
const BRUSH_SIZES = { small: 0.03, medium: 0.06, large: 0.12 } as const;
type BrushSize = keyof typeof BRUSH_SIZES;
const BRUSH_OPTIONS: { value: BrushSize; label: string }[] = [
  { value: 'small', label: '细' },
  { value: 'medium', label: '中' },
  { value: 'large', label: '粗' },
];
const TOOL_OPTIONS: { value: BlurTool; label: string }[] = [
  { value: 'box', label: '方框' },
  { value: 'brush', label: '画笔' },
];

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
 * manual tool that pixelates any box drawn or brush stroke painted on it (wristbands, charts, screens, tattoos), by
 * pointer, touch or keyboard, and 撤销 (Ctrl+Z) of the last step of any kind. What is uploaded is the edited picture.
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
  // Each step (一键打码, one box, one brush stroke) is undone as a whole.
  const [steps, setSteps] = useState<Mark[][]>([]);
  const marks = useMemo(() => steps.flat(), [steps]);
  const [tool, setTool] = useState<BlurTool>('box');
  const [brush, setBrush] = useState<BrushSize>('medium');
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
    for (const mark of marks) applyMark(pixels, mark);
    context.putImageData(pixels, 0, 0);
  }, [marks, size]);

  const left = size
    ? faces.filter((face) => !marks.some((mark) => markCovers(mark, face, size.width, size.height)))
    : faces;
  const blurAll = () =>
    setSteps((list) => [...list, left.map((face) => ({ kind: 'box', region: withMargin(face) }) satisfies Mark)]);
  const undo = () => setSteps((list) => list.slice(0, -1));

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
            {marks.length ? '上传打码后的图片' : left.length ? '不打码，直接上传' : '上传'}
          </Button>
        </>
      }
    >
      <div
        role="group"
        aria-label="图片打码"
        onKeyDown={(event) => {
          // Ctrl+Z (⌘Z) undoes the last step wherever the focus is in the editor.
          if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z' && steps.length) {
            event.preventDefault();
            undo();
          }
        }}
      >
        <Bar>
          <span
            id="privacy-editor-status"
            aria-live="polite"
            className={left.length || detectFailed ? 'found' : 'clear'}
          >
            {detectFailed
              ? '人脸检测未能完成，请检查图片并手动打码'
              : left.length
                ? `检测到 ${faces.length} 张人脸${left.length < faces.length ? `，还有 ${left.length} 张未打码` : ''}`
                : faces.length
                  ? `${faces.length} 张人脸已全部打码`
                  : '未检测到人脸'}
          </span>
          <Button size="sm" onClick={blurAll} disabled={!left.length || !size}>
            一键打码
          </Button>
          <Button size="sm" variant="outlined" onClick={undo} disabled={!steps.length} aria-keyshortcuts="Control+Z">
            撤销
          </Button>
          <div className="tools">
            <RadioGroup<BlurTool>
              label="手动打码"
              name="blur-tool"
              variant="chip"
              direction="row"
              value={tool}
              options={TOOL_OPTIONS}
              onChange={setTool}
            />
            {tool === 'brush' && (
              <RadioGroup<BrushSize>
                label="画笔粗细"
                name="brush-size"
                variant="chip"
                direction="row"
                value={brush}
                options={BRUSH_OPTIONS}
                onChange={setBrush}
              />
            )}
          </div>
          <p className="hint" id="privacy-editor-hint">
            {tool === 'box' ? '在图片上拖出方框' : '用画笔在图片上涂抹'}
            ，即可给手环、病历、屏幕、纹身等任何可识别信息打码；键盘可用方向键移动光标，按回车开始、再按回车结束。上传的是打码后的图片，原图不会离开你的设备。
          </p>
        </Bar>
        {failed && (
          <p role="alert" className="field-error">
            图片无法读取，请换一张
          </p>
        )}
        <BlurStage
          size={size}
          tool={tool}
          brushSize={BRUSH_SIZES[brush]}
          faces={left}
          onMark={(mark) => setSteps((list) => [...list, [mark]])}
          describedBy="privacy-editor-hint"
          markCount={marks.length}
          detectMs={detectMs}
          detectWorkerMs={detectWorkerMs}
        >
          <canvas ref={canvasRef} role="img" aria-label={`${file.name} 预览`} />
          {!size && !failed && <span role="status">正在读取图片…</span>}
        </BlurStage>
      </div>
    </Dialog>
  );
}

import styled from '@emotion/styled';
import {
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactNode,
} from 'react';
import type { FaceBox, Mark, Point, Region } from './pixelate';

/** How the member marks what to blur: a box dragged over it, or a brush painted over it. */
export type BlurTool = 'box' | 'brush';

const Stage = styled.div(({ theme }) => ({
  position: 'relative',
  maxWidth: '100%',
  margin: '0 auto',
  touchAction: 'none',
  userSelect: 'none',
  cursor: 'crosshair',
  borderRadius: theme.radius.sm,
  outline: 'none',
  '&:focus-visible': { boxShadow: `0 0 0 3px ${theme.colors.focus}` },
  canvas: { display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius.sm },
  '.box': {
    position: 'absolute',
    border: `2px solid ${theme.colors.danger}`,
    borderRadius: 4,
    pointerEvents: 'none',
    boxShadow: '0 0 0 1px rgba(255,255,255,.8)',
  },
  '.box.drawing': { borderStyle: 'dashed', borderColor: theme.colors.primary },
  svg: { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none', overflow: 'visible' },
  '.stroke': {
    fill: 'none',
    stroke: theme.colors.primary,
    strokeOpacity: 0.45,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  '.cursor': { fill: 'none', stroke: theme.colors.surface, strokeWidth: 2, vectorEffect: 'non-scaling-stroke' },
  '.cursor-ring': { fill: 'none', stroke: theme.colors.secondary, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' },
}));

/** A box or stroke being drawn, in fractions of the picture. */
type Drawing = { kind: 'box'; start: Point; now: Point } | { kind: 'stroke'; points: Point[] };

export interface BlurStageProps {
  /** The picture's size in pixels, once decoded; nothing can be drawn before. */
  size: { width: number; height: number } | null;
  tool: BlurTool;
  /** Brush width, a fraction of the picture's long side. */
  brushSize: number;
  /** Faces found and not blurred yet, outlined. */
  faces: FaceBox[];
  /** A box or stroke was drawn. */
  onMark(mark: Mark): void;
  /** Id of the text that explains how to draw (pointer and keyboard). */
  describedBy: string;
  /** The canvas of the picture. */
  children: ReactNode;
  /** Marks applied so far (kept on the stage for tests and measuring). */
  markCount?: number;
  detectMs?: number;
  detectWorkerMs?: number;
}

const clamp = (n: number) => Math.min(1, Math.max(0, n));
const pct = (n: number) => `${n * 100}%`;
/** Arrow keys move the keyboard cursor this far (with Shift, five times as far), as a fraction of the picture. */
const KEY_STEP = 0.02;

function boxOf(start: Point, now: Point): Region {
  return {
    x: Math.min(start.x, now.x),
    y: Math.min(start.y, now.y),
    width: Math.abs(now.x - start.x),
    height: Math.abs(now.y - start.y),
  };
}

/**
 * The picture under editing: faces outlined, and a box dragged or a brush painted over anything else to blur it,
 * with a mouse, a finger or a pen (pointer events) or the keyboard (arrows move a cursor, Enter or Space starts and
 * ends a box or stroke, Escape drops it).
 */
export function BlurStage({
  size,
  tool,
  brushSize,
  faces,
  onMark,
  describedBy,
  children,
  markCount = 0,
  detectMs,
  detectWorkerMs,
}: BlurStageProps) {
  // Pointer events come faster than renders: the mark under way is kept in a ref and drawn from state.
  const [drawing, setDrawingState] = useState<Drawing | null>(null);
  const current = useRef<Drawing | null>(null);
  const setDrawing = (next: Drawing | null) => {
    current.current = next;
    setDrawingState(next);
  };
  const pointerId = useRef<number | null>(null);
  const [cursor, setCursor] = useState<Point | null>(null);
  const [keyboard, setKeyboard] = useState(false);

  const longSide = size ? Math.max(size.width, size.height) : 1;
  // A new point of a stroke once the pointer moved a sixth of the brush (fewer points, the same line).
  const minGap = (brushSize * longSide) / 6;

  const begin = (at: Point) =>
    setDrawing(tool === 'box' ? { kind: 'box', start: at, now: at } : { kind: 'stroke', points: [at] });
  const extend = (at: Point) => {
    const mark = current.current;
    if (!mark) return;
    if (mark.kind === 'box') return setDrawing({ ...mark, now: at });
    const last = mark.points[mark.points.length - 1];
    if (size && Math.hypot((at.x - last.x) * size.width, (at.y - last.y) * size.height) < minGap) return;
    setDrawing({ ...mark, points: [...mark.points, at] });
  };
  const commit = () => {
    const mark = current.current;
    setDrawing(null);
    if (!mark) return;
    if (mark.kind === 'stroke') return onMark({ kind: 'stroke', stroke: { points: mark.points, size: brushSize } });
    const box = boxOf(mark.start, mark.now);
    if (box.width > 0.01 && box.height > 0.01) onMark({ kind: 'box', region: box });
  };

  const point = (event: ReactPointerEvent<HTMLDivElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  };

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (!size) return;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const move = moves[event.key];
    const here = cursor ?? { x: 0.5, y: 0.5 };
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? KEY_STEP * 5 : KEY_STEP;
      const next = { x: clamp(here.x + move[0] * step), y: clamp(here.y + move[1] * step) };
      setKeyboard(true);
      setCursor(next);
      extend(next);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setKeyboard(true);
      setCursor(here);
      if (current.current) commit();
      else begin(here);
    } else if (event.key === 'Escape' && current.current) {
      // Drops the box or stroke under way; the dialog stays open.
      event.preventDefault();
      event.stopPropagation();
      setDrawing(null);
    }
  };

  const box = drawing?.kind === 'box' ? boxOf(drawing.start, drawing.now) : null;
  const width = size?.width ?? 1;
  const height = size?.height ?? 1;
  const brushPx = brushSize * longSide;
  const showCursor = size && cursor && (keyboard || tool === 'brush');
  return (
    <Stage
      data-testid="privacy-stage"
      data-detect-ms={detectMs}
      data-detect-worker-ms={detectWorkerMs}
      data-tool={tool}
      data-marks={markCount}
      role="application"
      aria-label="打码区域"
      aria-describedby={describedBy}
      tabIndex={0}
      // A tall picture is kept within the screen's height; the marks are laid over the canvas in its own fractions.
      style={size ? { width: `min(100%, calc(60vh * ${size.width / size.height}))` } : undefined}
      onKeyDown={onKeyDown}
      onBlur={() => setKeyboard(false)}
      onPointerDown={(event) => {
        // One pointer draws; a second finger does not start another mark.
        if (!size || pointerId.current !== null) return;
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // A pointer the browser no longer tracks: the stroke still follows while it stays over the picture.
        }
        pointerId.current = event.pointerId;
        setKeyboard(false);
        const at = point(event);
        setCursor(at);
        begin(at);
      }}
      onPointerMove={(event) => {
        if (pointerId.current !== null && event.pointerId !== pointerId.current) return;
        const at = point(event);
        if (tool === 'brush' || current.current) setCursor(at);
        if (pointerId.current !== null) extend(at);
      }}
      onPointerUp={(event) => {
        if (event.pointerId !== pointerId.current) return;
        pointerId.current = null;
        commit();
      }}
      onPointerCancel={() => {
        pointerId.current = null;
        setDrawing(null);
      }}
      onPointerLeave={() => {
        if (pointerId.current === null && !keyboard) setCursor(null);
      }}
    >
      {children}
      {size &&
        faces.map((face, index) => (
          <span
            key={`${face.x}-${face.y}`}
            className="box"
            data-testid="face-box"
            role="img"
            aria-label={`人脸 ${index + 1}`}
            style={{ left: pct(face.x), top: pct(face.y), width: pct(face.width), height: pct(face.height) }}
          />
        ))}
      {box && (
        <span
          className="box drawing"
          style={{ left: pct(box.x), top: pct(box.y), width: pct(box.width), height: pct(box.height) }}
        />
      )}
      {size && (drawing?.kind === 'stroke' || showCursor) && (
        <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true">
          {drawing?.kind === 'stroke' && (
            <polyline
              className="stroke"
              data-testid="brush-stroke"
              strokeWidth={brushPx}
              points={drawing.points.map((p) => `${p.x * width},${p.y * height}`).join(' ')}
            />
          )}
          {showCursor && (
            <>
              <circle
                className="cursor-ring"
                cx={cursor.x * width}
                cy={cursor.y * height}
                r={tool === 'brush' ? brushPx / 2 : longSide * 0.01}
              />
              <circle
                className="cursor"
                cx={cursor.x * width}
                cy={cursor.y * height}
                r={(tool === 'brush' ? brushPx / 2 : longSide * 0.01) + longSide * 0.002}
              />
            </>
          )}
        </svg>
      )}
    </Stage>
  );
}

import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useState, type ReactNode } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { useDocumentHidden } from '../hero-carousel/use-document-hidden';

export interface TimelineStep {
  title: string;
  description?: string;
  /** Time or phase label, e.g. “3月1日” or “第一步”. */
  time?: string;
  /** Cover shown in the carousel while the step is active. */
  cover?: string;
  /** Widths of the cover for the browser to choose from (`srcset`), with `coverSizes` for how wide it is drawn. */
  coverSrcSet?: string;
  /** Defaults to the cover column's width: the whole width on a phone, three fifths of it from `md`. */
  coverSizes?: string;
}

export interface StepTimelineProps {
  steps: TimelineStep[];
  /** Controlled active step. */
  activeStep?: number;
  /** Moves to the next step every `interval` ms unless 0. */
  interval?: number;
  onStepChange?(index: number): void;
  heading?: string;
  className?: string;
}

/** A date (`2026-12-02`), with its time when it has one (`2026-12-02 22:51`). */
const DATE = /\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2})?/g;

/** The time label with each date in a span that never breaks, so a narrow step wraps between dates, not inside one. */
function keepDatesWhole(text: string) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(DATE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(
      <span key={at} className="date">
        {match[0]}
      </span>,
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

const Root = styled.section(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing.xl,
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  [theme.mq.up.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
  h2: { gridColumn: '1 / -1', margin: 0, fontSize: theme.typography.sizes.xl },
}));

const Steps = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  position: 'relative',
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 11,
    top: 12,
    bottom: 12,
    borderLeft: `2px solid ${theme.colors.border}`,
  },
}));

const StepButton = styled.button<{ active: boolean; done: boolean }>(({ theme, active, done }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  columnGap: theme.spacing.md,
  width: '100%',
  padding: `${theme.spacing.sm}px 0`,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '.dot': {
    gridRow: '1 / span 3',
    width: 24,
    height: 24,
    borderRadius: '50%',
    border: `2px solid ${active || done ? theme.colors.primary : theme.colors.border}`,
    background: active ? theme.colors.primary : theme.colors.surface,
    color: active ? theme.colors.onPrimary : theme.colors.primary,
    fontSize: theme.typography.sizes.xs,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  '.time': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '.time .date': { whiteSpace: 'nowrap' },
  '.title': { fontWeight: active ? 700 : 500, color: active ? theme.colors.primary : theme.colors.text },
  '.desc': { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const Covers = styled.div(({ theme }) => ({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: theme.radius.lg,
  overflow: 'hidden',
  background: theme.colors.background,
  img: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', transition: 'opacity .5s' },
}));

/** A vertical list of steps with a cover carousel that follows the active step. */
export function StepTimeline({
  steps,
  activeStep,
  interval = WIDGET_CONSTANTS.carouselInterval,
  onStepChange,
  heading,
  className,
}: StepTimelineProps) {
  const [internal, setInternal] = useState(0);
  const [paused, setPaused] = useState(false);
  const hidden = useDocumentHidden();
  const theme = useTheme();
  const active = activeStep ?? internal;
  const count = steps.length;

  const select = (index: number) => {
    setInternal(index);
    onStepChange?.(index);
  };

  useEffect(() => {
    if (activeStep !== undefined || !interval || paused || hidden || count < 2) return undefined;
    const timer = setTimeout(() => {
      const next = (active + 1) % count;
      setInternal(next);
      onStepChange?.(next);
    }, interval);
    return () => clearTimeout(timer);
  }, [activeStep, interval, paused, hidden, count, active, onStepChange]);

  // The cover column: the whole width below `md`, three fifths of it from there.
  const coverSizes = `(min-width: ${theme.breakpoints.md}px) 60vw, 100vw`;
  const covers = steps
    .map((step, i) => ({ cover: step.cover, srcSet: step.coverSrcSet, sizes: step.coverSizes, i }))
    .filter((c) => c.cover);

  return (
    <Root
      className={className}
      aria-label={heading ?? '步骤'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {heading && <h2>{heading}</h2>}
      <Steps>
        {steps.map((step, i) => (
          <li key={`${step.title}-${i}`}>
            <StepButton
              type="button"
              active={i === active}
              done={i < active}
              aria-current={i === active ? 'step' : undefined}
              onClick={() => select(i)}
              onFocus={() => setPaused(true)}
              onBlur={() => setPaused(false)}
            >
              <span className="dot" aria-hidden="true">
                {i + 1}
              </span>
              {step.time && <span className="time">{keepDatesWhole(step.time)}</span>}
              <span className="title">{step.title}</span>
              {step.description && <span className="desc">{step.description}</span>}
            </StepButton>
          </li>
        ))}
      </Steps>
      {covers.length > 0 && (
        <Covers>
          {covers.map(({ cover, srcSet, sizes, i }) => (
            <img
              key={i}
              src={cover}
              srcSet={srcSet || undefined}
              sizes={srcSet ? (sizes ?? coverSizes) : undefined}
              alt={i === active ? steps[i].title : ''}
              aria-hidden={i === active ? undefined : true}
              loading={i === 0 ? 'eager' : 'lazy'}
              style={{ opacity: i === active ? 1 : 0 }}
            />
          ))}
        </Covers>
      )}
    </Root>
  );
}

import styled from '@emotion/styled';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { CategoryList, type Category } from '../category-list';
import { CloseIcon } from '../icons';
import { IconButton } from '../primitives';

export interface CategoryDrawerProps {
  open: boolean;
  categories: Category[];
  activeId?: string;
  title?: string;
  side?: 'left' | 'right';
  width?: number;
  /** Selecting a category also closes the drawer. */
  onSelect?(category: Category): void;
  onClose(): void;
}

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.drawer,
  background: theme.colors.overlay,
}));

const Panel = styled.aside<{ side: 'left' | 'right'; width: number }>(({ theme, side, width }) => ({
  position: 'fixed',
  top: 0,
  bottom: 0,
  [side]: 0,
  zIndex: theme.zIndex.drawer + 1,
  width,
  maxWidth: '85vw',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.sm,
  padding: theme.spacing.md,
  boxSizing: 'border-box',
  background: theme.colors.surface,
  color: theme.colors.text,
  boxShadow: theme.shadow.dialog,
  overflowY: 'auto',
  fontFamily: theme.typography.fontFamily,
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  h2: { margin: 0, fontSize: theme.typography.sizes.lg },
}));

/** A side drawer holding the category list, for small screens. Escape or the backdrop closes it. */
export function CategoryDrawer({
  open,
  categories,
  activeId,
  title = '全部分类',
  side = 'left',
  width = 280,
  onSelect,
  onClose,
}: CategoryDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    (
      panel?.querySelector<HTMLElement>('[aria-current="true"]') ?? panel?.querySelector<HTMLElement>('nav button')
    )?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} data-testid="drawer-backdrop" />
      <Panel ref={panelRef} side={side} width={width} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header>
          <h2 id={titleId}>{title}</h2>
          <IconButton type="button" aria-label="关闭" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </header>
        <CategoryList
          categories={categories}
          activeId={activeId}
          label={title}
          onSelect={(category) => {
            onSelect?.(category);
            onClose();
          }}
        />
      </Panel>
    </>,
    document.body,
  );
}

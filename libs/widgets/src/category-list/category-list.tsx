import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NamedIcon, type IconName } from '../icons';

export interface Category {
  id: string;
  label: string;
  icon?: IconName | ReactNode;
  /** Number of items in the category. */
  count?: number;
}

export interface CategoryListProps {
  categories: Category[];
  activeId?: string;
  onSelect?(category: Category): void;
  /** Accessible name of the list. */
  label?: string;
  direction?: 'vertical' | 'horizontal';
  className?: string;
}

const List = styled.ul<{ horizontal: boolean }>(({ theme, horizontal }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: horizontal ? 'row' : 'column',
  flexWrap: horizontal ? 'wrap' : 'nowrap',
  gap: theme.spacing.xs,
  fontFamily: theme.typography.fontFamily,
}));

const Item = styled.button<{ active: boolean }>(({ theme, active }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing.sm,
  width: '100%',
  minHeight: 40,
  padding: `0 ${theme.spacing.md}px`,
  border: 0,
  borderRadius: theme.radius.sm,
  background: active ? `color-mix(in srgb, ${theme.colors.primary} 10%, transparent)` : 'transparent',
  color: active ? theme.colors.primary : theme.colors.text,
  fontWeight: active ? 700 : 400,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '.label': { flex: 1 },
  '.count': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs },
  '&:hover': { background: theme.colors.background },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

/** A list of categories; the active one is marked with `aria-current`. */
export function CategoryList({
  categories,
  activeId,
  onSelect,
  label = '分类',
  direction = 'vertical',
  className,
}: CategoryListProps) {
  return (
    <nav aria-label={label} className={className}>
      <List horizontal={direction === 'horizontal'}>
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <li key={category.id}>
              <Item
                type="button"
                active={active}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect?.(category)}
              >
                {typeof category.icon === 'string' ? <NamedIcon name={category.icon} size={18} /> : category.icon}
                <span className="label">{category.label}</span>
                {category.count !== undefined && <span className="count">{category.count}</span>}
              </Item>
            </li>
          );
        })}
      </List>
    </nav>
  );
}

import styled from '@emotion/styled';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

export interface IntroGuideItem {
  title: string;
  text?: string;
  /** Image shown while this item is hovered or focused. */
  image: string;
  alt?: string;
}

export interface IntroTab {
  id: string;
  label: string;
  items: IntroGuideItem[];
}

export interface IntroTabsProps {
  tabs: IntroTab[];
  onTabChange?(tab: IntroTab): void;
  className?: string;
}

const Root = styled.div(({ theme }) => ({ fontFamily: theme.typography.fontFamily, color: theme.colors.text }));

const TabList = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.sm,
  borderBottom: `1px solid ${theme.colors.border}`,
  overflowX: 'auto',
}));

const Tab = styled.button<{ selected: boolean }>(({ theme, selected }) => ({
  padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
  border: 0,
  borderBottom: `3px solid ${selected ? theme.colors.primary : 'transparent'}`,
  background: 'none',
  color: selected ? theme.colors.primary : theme.colors.text,
  font: 'inherit',
  fontWeight: selected ? 700 : 400,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const Panel = styled.div(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.xl,
  paddingTop: theme.spacing.lg,
  [theme.mq.up.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' },
}));

const Guides = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.sm,
}));

const Guide = styled.button<{ active: boolean }>(({ theme, active }) => ({
  display: 'block',
  width: '100%',
  padding: theme.spacing.md,
  border: `1px solid ${active ? theme.colors.primary : theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: active ? theme.colors.surface : 'transparent',
  boxShadow: active ? theme.shadow.card : 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  strong: { display: 'block', color: active ? theme.colors.primary : theme.colors.text },
  span: { color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}` },
}));

const Picture = styled.img(({ theme }) => ({
  width: '100%',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  borderRadius: theme.radius.lg,
  background: theme.colors.background,
}));

/**
 * Tabs of guide items beside a picture: starts on the first tab; hovering or focusing a guide item
 * switches the picture.
 */
export function IntroTabs({ tabs, onTabChange, className }: IntroTabsProps) {
  const [tabIndex, setTabIndex] = useState(0);
  const [itemIndex, setItemIndex] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  if (!tabs.length) return null;
  const tab = tabs[Math.min(tabIndex, tabs.length - 1)];
  const item = tab.items[Math.min(itemIndex, tab.items.length - 1)];

  const selectTab = (index: number, focus = false) => {
    setTabIndex(index);
    setItemIndex(0);
    onTabChange?.(tabs[index]);
    if (focus) tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const map: Record<string, number> = {
      ArrowRight: tabIndex === last ? 0 : tabIndex + 1,
      ArrowLeft: tabIndex === 0 ? last : tabIndex - 1,
      Home: 0,
      End: last,
    };
    if (!(event.key in map)) return;
    event.preventDefault();
    selectTab(map[event.key], true);
  };

  return (
    <Root className={className}>
      <TabList role="tablist" aria-label="功能介绍" onKeyDown={onKeyDown}>
        {tabs.map((t, i) => (
          <Tab
            key={t.id}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`${baseId}-tab-${i}`}
            role="tab"
            type="button"
            selected={i === tabIndex}
            aria-selected={i === tabIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === tabIndex ? 0 : -1}
            onClick={() => selectTab(i)}
          >
            {t.label}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${tabIndex}`}>
        <Guides>
          {tab.items.map((guide, i) => (
            <li key={guide.title}>
              <Guide
                type="button"
                active={i === itemIndex}
                aria-pressed={i === itemIndex}
                onMouseEnter={() => setItemIndex(i)}
                onFocus={() => setItemIndex(i)}
                onClick={() => setItemIndex(i)}
              >
                <strong>{guide.title}</strong>
                {guide.text && <span>{guide.text}</span>}
              </Guide>
            </li>
          ))}
        </Guides>
        {item && <Picture src={item.image} alt={item.alt ?? item.title} />}
      </Panel>
    </Root>
  );
}

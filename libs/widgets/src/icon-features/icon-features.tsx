import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { NamedIcon, type IconName } from '../icons';
import { sectionPadding } from '../theme';

export interface IconFeature {
  /** Name of a kit icon, or any element. */
  icon: IconName | ReactNode;
  title: string;
  description?: string;
  /** Colour of the icon; the theme's primary by default. */
  color?: string;
}

export interface IconFeaturesProps {
  features: IconFeature[];
  heading?: string;
  /** Columns on large screens (2 on small ones). */
  columns?: 2 | 3 | 4;
  className?: string;
}

const Section = styled.section(({ theme }) => ({
  ...sectionPadding(theme),
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  h2: { margin: `0 0 ${theme.spacing.xl}px`, textAlign: 'center', fontSize: theme.typography.sizes.xxl },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    h2: { fontSize: theme.typography.sizes.xl },
  },
}));

const Grid = styled.ul<{ columns: number }>(({ theme, columns }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.mq.up.md]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
}));

const Block = styled.li(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: theme.spacing.sm,
  padding: theme.spacing.lg,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  transition: 'box-shadow .25s',
  '&:hover': { boxShadow: theme.shadow.hover },
  h3: { margin: 0, fontSize: theme.typography.sizes.lg },
  p: { margin: 0, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
}));

const IconCircle = styled('span', { shouldForwardProp: (p) => p !== 'tint' })<{ tint?: string }>(({ theme, tint }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  color: tint ?? theme.colors.primary,
  background: `color-mix(in srgb, ${tint ?? theme.colors.primary} 12%, transparent)`,
}));

/** A grid of feature blocks, each with an icon, a title and a sentence. */
export function IconFeatures({ features, heading, columns = 4, className }: IconFeaturesProps) {
  return (
    <Section className={className} aria-label={heading}>
      {heading && <h2>{heading}</h2>}
      <Grid columns={columns}>
        {features.map((feature) => (
          <FeatureBlock key={feature.title} feature={feature} />
        ))}
      </Grid>
    </Section>
  );
}

function FeatureBlock({ feature }: { feature: IconFeature }) {
  return (
    <Block>
      <IconCircle tint={feature.color}>
        {typeof feature.icon === 'string' ? <NamedIcon name={feature.icon} size={32} /> : feature.icon}
      </IconCircle>
      <h3>{feature.title}</h3>
      {feature.description && <p>{feature.description}</p>}
    </Block>
  );
}

import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { NamedIcon, type IconName } from '../icons';
import { sectionPadding } from '../theme';

export interface TextGuideFeature {
  icon: IconName | string;
  iconColor?: string;
  text: string;
  textColor?: string;
}

/** A person or partner shown as a round image (or a character) with a card on hover. */
export interface TextGuideHover {
  image?: string;
  name: string;
  /** Character shown when there is no image, e.g. the surname. */
  char?: string;
  text?: string;
  color?: string;
}

export interface TextGuideProps {
  title: string;
  text?: string;
  features?: TextGuideFeature[];
  hovers?: TextGuideHover[];
  button?: { text: string; foreColor?: string; backColor?: string };
  contact?: { text: string; color?: string };
  images?: string[];
  /** Puts the images on the left. */
  reverse?: boolean;
  onButtonClick?(): void;
  className?: string;
}

const Section = styled.section<{ reverse: boolean }>(({ theme, reverse }) => ({
  ...sectionPadding(theme),
  display: 'grid',
  gap: theme.spacing.xl,
  alignItems: 'center',
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  [theme.mq.up.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
  '.images': { order: reverse ? -1 : 0 },
  h2: { margin: 0, fontSize: theme.typography.sizes.xxl },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    h2: { fontSize: theme.typography.sizes.xl },
  },
}));

const Column = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  alignItems: 'flex-start',
}));

const Features = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.sm,
  li: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm },
}));

const Hovers = styled.ul({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: 8 });

const HoverItem = styled.li(({ theme }) => ({
  position: 'relative',
  '.card': {
    position: 'absolute',
    bottom: 'calc(100% + 8px)',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 180,
    padding: theme.spacing.sm,
    borderRadius: theme.radius.sm,
    background: theme.colors.secondary,
    color: '#FFFFFF',
    fontSize: theme.typography.sizes.xs,
    boxShadow: theme.shadow.hover,
    zIndex: 5,
  },
}));

const Avatar = styled.button<{ color?: string }>(({ theme, color }) => ({
  width: 48,
  height: 48,
  padding: 0,
  border: `2px solid ${theme.colors.surface}`,
  borderRadius: '50%',
  overflow: 'hidden',
  background: color ?? theme.colors.accent,
  color: '#FFFFFF',
  fontSize: theme.typography.sizes.lg,
  cursor: 'default',
  img: { width: '100%', height: '100%', objectFit: 'cover' },
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

const ActionButton = styled.button<{ fore?: string; back?: string }>(({ theme, fore, back }) => ({
  minHeight: 44,
  padding: `0 ${theme.spacing.xl}px`,
  border: 0,
  borderRadius: theme.radius.round,
  background: back ?? theme.colors.primary,
  color: fore ?? theme.colors.onPrimary,
  font: 'inherit',
  fontSize: theme.typography.sizes.md,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
}));

const Images = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.spacing.sm,
  img: { width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius.md },
  'img:only-child': { gridColumn: '1 / -1' },
}));

function HoverPerson({ person }: { person: TextGuideHover }) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  return (
    <HoverItem onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <Avatar
        type="button"
        color={person.color}
        aria-label={person.name}
        aria-describedby={open && person.text ? cardId : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      >
        {person.image ? (
          <img src={person.image} alt="" />
        ) : (
          <span aria-hidden="true">{person.char ?? person.name.slice(0, 1)}</span>
        )}
      </Avatar>
      {open && (
        <span className="card" role="tooltip" id={cardId}>
          <strong>{person.name}</strong>
          {person.text && <span style={{ display: 'block' }}>{person.text}</span>}
        </span>
      )}
    </HoverItem>
  );
}

/** A marketing text section: heading, text, features, people, call to action, contact and pictures. */
export function TextGuide({
  title,
  text,
  features = [],
  hovers = [],
  button,
  contact,
  images = [],
  reverse = false,
  onButtonClick,
  className,
}: TextGuideProps) {
  return (
    <Section className={className} reverse={reverse} aria-label={title}>
      <Column>
        <h2>{title}</h2>
        {text && <p style={{ margin: 0 }}>{text}</p>}
        {features.length > 0 && (
          <Features>
            {features.map((f) => (
              <li key={f.text}>
                <NamedIcon name={f.icon} size={20} style={{ color: f.iconColor }} />
                <span style={{ color: f.textColor }}>{f.text}</span>
              </li>
            ))}
          </Features>
        )}
        {hovers.length > 0 && (
          <Hovers aria-label="成员">
            {hovers.map((person) => (
              <HoverPerson key={person.name} person={person} />
            ))}
          </Hovers>
        )}
        {button && (
          <ActionButton type="button" fore={button.foreColor} back={button.backColor} onClick={onButtonClick}>
            {button.text}
          </ActionButton>
        )}
        {contact && <p style={{ margin: 0, color: contact.color }}>{contact.text}</p>}
      </Column>
      {images.length > 0 && (
        <Images className="images">
          {images.map((src, i) => (
            <img key={src} src={src} alt={`${title} 图${i + 1}`} loading="lazy" />
          ))}
        </Images>
      )}
    </Section>
  );
}

import styled from '@emotion/styled';
import { CheckIcon } from '../icons';
import { Button } from '../button';

export interface PriceCardProps {
  title: string;
  /** Amount in yuan; a string is shown as given (e.g. “面议”). */
  price: number | string;
  /** Currency symbol before the amount. */
  currency?: string;
  /** Period after the price, e.g. “/年”. */
  unit?: string;
  description?: string;
  features?: string[];
  buttonText?: string;
  /** Highlights the card (e.g. the recommended plan). */
  featured?: boolean;
  /** Small label in the corner, e.g. “推荐”. */
  badge?: string;
  onButtonClick?(): void;
  className?: string;
}

const Card = styled.article<{ featured: boolean }>(({ theme, featured }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  padding: theme.spacing.lg,
  minWidth: 240,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${featured ? 2 : 1}px solid ${featured ? theme.colors.primary : theme.colors.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  fontFamily: theme.typography.fontFamily,
  transition: 'box-shadow .25s, transform .25s',
  '&:hover': { boxShadow: theme.shadow.hover, transform: 'translateY(-4px)' },
  h3: { margin: 0, fontSize: theme.typography.sizes.lg },
}));

const Badge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: theme.spacing.md,
  right: theme.spacing.md,
  padding: '2px 8px',
  borderRadius: theme.radius.sm,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: theme.typography.sizes.xs,
}));

const Price = styled.p(({ theme }) => ({
  margin: 0,
  color: theme.colors.primary,
  fontWeight: 700,
  display: 'flex',
  alignItems: 'baseline',
  gap: 2,
  '.currency': { fontSize: theme.typography.sizes.lg },
  '.amount': { fontSize: theme.typography.sizes.hero, lineHeight: 1 },
  '.unit': { fontSize: theme.typography.sizes.sm, color: theme.colors.muted, fontWeight: 400 },
}));

const Features = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
  display: 'grid',
  gap: theme.spacing.sm,
  li: { display: 'flex', gap: theme.spacing.sm, alignItems: 'flex-start', fontSize: theme.typography.sizes.sm },
  svg: { color: theme.colors.success, flex: 'none' },
}));

function formatAmount(price: number | string) {
  if (typeof price === 'string') return price;
  return Number.isInteger(price)
    ? price.toLocaleString('zh-CN')
    : price.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A plan or service with its price in yuan, a feature list and one call to action. */
export function PriceCard({
  title,
  price,
  currency = '￥',
  unit,
  description,
  features = [],
  buttonText = '查看详情',
  featured = false,
  badge,
  onButtonClick,
  className,
}: PriceCardProps) {
  const numeric = typeof price === 'number';
  return (
    <Card className={className} featured={featured} aria-label={title}>
      {badge && <Badge>{badge}</Badge>}
      <h3>{title}</h3>
      <Price>
        {numeric && <span className="currency">{currency}</span>}
        <span className="amount">{formatAmount(price)}</span>
        {unit && <span className="unit">{unit}</span>}
      </Price>
      {description && <p style={{ margin: 0 }}>{description}</p>}
      {features.length > 0 && (
        <Features aria-label="包含内容">
          {features.map((feature) => (
            <li key={feature}>
              <CheckIcon size={18} />
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      )}
      <Button variant={featured ? 'primary' : 'outlined'} block onClick={onButtonClick}>
        {buttonText}
      </Button>
    </Card>
  );
}

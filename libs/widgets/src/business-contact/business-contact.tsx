import styled from '@emotion/styled';
import { LocationIcon, MailIcon, PhoneIcon } from '../icons';
import { sectionPadding } from '../theme';

export interface BusinessContactProps {
  heading?: string;
  address?: string;
  phone?: string;
  email?: string;
  /** Short sentence under the heading. */
  intro?: string;
  className?: string;
}

const Section = styled.section(({ theme }) => ({
  ...sectionPadding(theme),
  fontFamily: theme.typography.fontFamily,
  color: theme.colors.text,
  h2: { margin: `0 0 ${theme.spacing.sm}px`, fontSize: theme.typography.sizes.xxl },
  '.intro': { margin: `0 0 ${theme.spacing.lg}px`, color: theme.colors.muted },
  dl: {
    margin: 0,
    display: 'grid',
    gap: theme.spacing.md,
    [theme.mq.up.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  '.item': { display: 'flex', flexDirection: 'column', gap: theme.spacing.xs },
  dt: { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, fontWeight: 600 },
  'dt svg': { color: theme.colors.primary, flex: 'none' },
  dd: { margin: 0, paddingLeft: 28, color: theme.colors.muted },
  a: { color: 'inherit' },
  [`@media (max-width: ${theme.typography.mobileHeadingBreakpoint}px)`]: {
    h2: { fontSize: theme.typography.sizes.xl },
  },
}));

/** Business contact block (联系方式): address, phone and email; unset entries show placeholder text. */
export function BusinessContact({
  heading = '联系方式',
  address = '公司地址（待补充）',
  phone = '联系电话（待补充）',
  email = '电子邮箱（待补充）',
  intro,
  className,
}: BusinessContactProps) {
  const telHref = /\d/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined;
  const mailHref = email.includes('@') ? `mailto:${email}` : undefined;
  return (
    <Section className={className} aria-label={heading}>
      <h2>{heading}</h2>
      {intro && <p className="intro">{intro}</p>}
      <dl>
        <div className="item">
          <dt>
            <LocationIcon />
            地址
          </dt>
          <dd>{address}</dd>
        </div>
        <div className="item">
          <dt>
            <PhoneIcon />
            电话
          </dt>
          <dd>{telHref ? <a href={telHref}>{phone}</a> : phone}</dd>
        </div>
        <div className="item">
          <dt>
            <MailIcon />
            邮箱
          </dt>
          <dd>{mailHref ? <a href={mailHref}>{email}</a> : email}</dd>
        </div>
      </dl>
    </Section>
  );
}

import styled from '@emotion/styled';

/** Width of the conversation list beside the open conversation on a wide screen. */
const LIST_WIDTH = 300;
/** The height the chat keeps at least on a short window (the message list still shows a few messages). */
const MIN_HEIGHT = 480;

/**
 * The 私信 tab: on a wide screen one panel as a messaging app's desktop window, the conversations on the left and the
 * open conversation on the right, as tall as the window below it (`--chat-top` is where it starts, set by
 * `useViewportFill`), so only the message list scrolls. On a phone the list comes first and the conversation below it.
 */
export const ChatLayout = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing.md,
  [theme.mq.up.md]: {
    gridTemplateColumns: `${LIST_WIDTH}px minmax(0, 1fr)`,
    gap: 0,
    height: `max(${MIN_HEIGHT}px, calc(100dvh - var(--chat-top, 0px) - ${theme.spacing.lg}px))`,
    overflow: 'hidden',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.lg,
    background: theme.colors.surface,
    boxShadow: theme.shadow.card,
  },
}));

/** The conversation list: a header, then one row per member, the newest conversation first. */
export const SessionPane = styled.nav(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  background: theme.colors.surface,
  [theme.mq.down.md]: {
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    overflow: 'hidden',
  },
  [theme.mq.up.md]: { borderRight: `1px solid ${theme.colors.border}` },
  '.pane-head': {
    display: 'flex',
    alignItems: 'baseline',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.md}px ${theme.spacing.md}px ${theme.spacing.sm}px`,
    ...theme.typography.scale.subtitle,
    color: theme.colors.text,
    '.count': { ...theme.typography.scale.caption, color: theme.colors.muted },
  },
  '.sessions': {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    listStyle: 'none',
    margin: 0,
    padding: `0 ${theme.spacing.sm}px ${theme.spacing.sm}px`,
  },
  '.empty': {
    margin: 0,
    padding: `${theme.spacing.xl}px ${theme.spacing.md}px`,
    textAlign: 'center',
    color: theme.colors.muted,
    ...theme.typography.scale.footnote,
  },
}));

/** One conversation in the list: avatar, name and time, the newest message on one line, the unread count. */
export const SessionRow = styled.button(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: theme.spacing.sm + 4,
  width: '100%',
  padding: `${theme.spacing.sm + 2}px ${theme.spacing.sm}px`,
  border: 'none',
  borderRadius: theme.radius.md,
  background: 'transparent',
  color: theme.colors.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.fill },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
  '&[aria-current="true"]': {
    background: theme.colors.primarySoft,
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 0,
      top: theme.spacing.sm,
      bottom: theme.spacing.sm,
      width: 3,
      borderRadius: theme.radius.round,
      background: theme.colors.primary,
    },
  },
  '.text': { display: 'grid', gap: theme.spacing.xxs, minWidth: 0 },
  '.line': { display: 'flex', alignItems: 'center', gap: theme.spacing.sm, minWidth: 0 },
  '.name': {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ...theme.typography.scale.body,
    fontWeight: theme.typography.weights.medium,
  },
  '.time': { flex: 'none', ...theme.typography.scale.caption, color: theme.colors.muted },
  '.preview': {
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    ...theme.typography.scale.footnote,
    color: theme.colors.muted,
  },
}));

/** The open conversation: the member's header, the message list, the composer at the bottom. */
export const Conversation = styled.section(({ theme }) => ({
  // A grid child: without this, a long message would widen it past a phone's screen.
  minWidth: 0,
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  background: theme.colors.surface,
  [theme.mq.down.md]: {
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    overflow: 'hidden',
  },
  '.peer': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    minHeight: 56,
    padding: `${theme.spacing.sm}px ${theme.spacing.md}px`,
    borderBottom: `1px solid ${theme.colors.border}`,
    a: {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing.sm,
      flex: 'none',
      maxWidth: '50%',
      minWidth: 0,
      color: theme.colors.text,
      textDecoration: 'none',
    },
    'a:hover .peer-name': { color: theme.colors.primaryText },
    '.peer-sign': {
      flex: '1 1 0',
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      ...theme.typography.scale.caption,
      color: theme.colors.muted,
    },
    '.peer-name': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      ...theme.typography.scale.subtitle,
    },
    '.peer-tools': { marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: theme.spacing.xs },
    '.peer-tools button': { color: theme.colors.muted },
  },
  '.history': {
    flex: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing.sm + 4,
    padding: `${theme.spacing.md}px ${theme.spacing.lg}px`,
    background: theme.colors.background,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: -2 },
    [theme.mq.down.md]: { maxHeight: 480, padding: theme.spacing.md },
  },
  '.older': { alignSelf: 'center' },
  '.turn': { display: 'flex', flexDirection: 'column', gap: theme.spacing.sm + 4 },
  '.separator': {
    alignSelf: 'center',
    margin: `${theme.spacing.xs}px 0`,
    padding: `${theme.spacing.xxs}px ${theme.spacing.sm}px`,
    borderRadius: theme.radius.round,
    background: theme.colors.fillHover,
    color: theme.colors.muted,
    ...theme.typography.scale.caption,
  },
  '.msg': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing.sm + 2,
    '&.mine': { flexDirection: 'row-reverse' },
  },
  '.msg-body': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: theme.spacing.xxs,
    maxWidth: 'min(70%, 520px)',
    minWidth: 0,
  },
  '.mine .msg-body': { alignItems: 'flex-end' },
  '.bubble': {
    padding: `${theme.spacing.sm}px ${theme.spacing.sm + 4}px`,
    borderRadius: theme.radius.lg,
    ...theme.typography.scale.body,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  '.theirs .bubble': {
    borderTopLeftRadius: theme.radius.sm,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.text,
  },
  '.mine .bubble': {
    borderTopRightRadius: theme.radius.sm,
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
  },
  '.bubble.picture': { padding: theme.spacing.xs, background: theme.colors.surface },
  '.bubble img': { display: 'block', maxWidth: 240, maxHeight: 320, borderRadius: theme.radius.md },
  '.state': { display: 'flex', alignItems: 'center', gap: theme.spacing.xs, ...theme.typography.scale.caption },
  '.state-text': { color: theme.colors.muted },
  '.state-text.failed': { color: theme.colors.danger },
  '.problem': {
    margin: 0,
    padding: `${theme.spacing.xs}px ${theme.spacing.md}px`,
    color: theme.colors.danger,
    ...theme.typography.scale.footnote,
  },
  '.composer': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"tools tools" "input send"',
    columnGap: theme.spacing.sm,
    padding: `${theme.spacing.xs}px ${theme.spacing.md}px ${theme.spacing.sm}px`,
    borderTop: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  '.tools': { gridArea: 'tools', display: 'flex', alignItems: 'center', gap: theme.spacing.xs },
  '.input': { gridArea: 'input' },
  // The kit's field, with its label read by screen readers only: the box says what it is by its placeholder.
  '.input .yy-label': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  '.input textarea': { minHeight: 64, maxHeight: 160, resize: 'none' },
  '.send': { gridArea: 'send', alignSelf: 'start', marginTop: theme.spacing.sm + 4 },
  '.file': { position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' },
}));

/** What the conversation side shows before one is chosen. */
export const NoConversation = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  minHeight: 240,
  background: theme.colors.background,
  [theme.mq.down.md]: { display: 'none' },
}));

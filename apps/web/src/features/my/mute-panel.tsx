import { useState } from 'react';
import styled from '@emotion/styled';
import { isApiError } from '@yiying/api-client';
import {
  MUTE_ACTION_LABELS,
  MUTE_DURATION_LABELS,
  MUTE_MAX_WORDS,
  MUTE_WORD_MAX_LENGTH,
  MuteAction,
  MuteDuration,
  formatDateTime,
  type Mute,
} from '@yiying/models';
import { Badge, Button, RadioGroup, TextField, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { Panel } from '../../components/panel';
import { useMuteActions, useMutes } from '../../data';

const Note = styled.p(({ theme }) => ({
  margin: `${theme.spacing.xs}px 0 ${theme.spacing.md}px`,
  fontSize: 13,
  color: theme.colors.muted,
}));

const Form = styled.form(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing.md,
  marginBottom: theme.spacing.lg,
}));

const Words = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${theme.colors.border}`,
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing.sm,
    flexWrap: 'wrap',
    padding: `${theme.spacing.sm}px 0`,
    borderBottom: `1px solid ${theme.colors.border}`,
  },
  '.word': { fontWeight: 600, color: theme.colors.text, wordBreak: 'break-all' },
  '.expiry': { fontSize: 12, color: theme.colors.muted, marginRight: 'auto' },
}));

const ACTION_OPTIONS = Object.values(MuteAction).map((value) => ({ value, label: MUTE_ACTION_LABELS[value] }));
const DURATION_OPTIONS = Object.values(MuteDuration).map((value) => ({ value, label: MUTE_DURATION_LABELS[value] }));

function expiryText(mute: Mute): string {
  return mute.expireTime ? `${formatDateTime(mute.expireTime)} 到期` : '永久';
}

function MuteRow({ mute, onRemove }: { mute: Mute; onRemove(mute: Mute): Promise<void> }) {
  const [removing, setRemoving] = useState(false);
  return (
    <li>
      <span className="word">{mute.word}</span>
      <Badge tone={mute.action === 'hide' ? 'neutral' : 'warning'}>{MUTE_ACTION_LABELS[mute.action]}</Badge>
      <span className="expiry">{expiryText(mute)}</span>
      <Button
        size="sm"
        variant="text"
        disabled={removing}
        aria-label={`删除屏蔽词「${mute.word}」`}
        onClick={() => {
          setRemoving(true);
          void onRemove(mute).finally(() => setRemoving(false));
        }}
      >
        {removing ? '删除中…' : '删除'}
      </Button>
    </li>
  );
}

const loadMuteSchema = () => import('./info-schemas').then((m) => m.muteCreateBody);

/**
 * 屏蔽词: words the member hides (left out of their feeds, search results and comments) or folds (shown as
 * 已折叠 with 展开), each for 永久 / 1天 / 7天 / 30天. The server applies them, so pages keep their sizes.
 */
export function MutePanel() {
  const { data, error, isLoading } = useMutes();
  const { add, remove } = useMuteActions();
  const [listError, setListError] = useState<string | null>(null);
  const form = useSchemaForm(
    loadMuteSchema,
    { word: '', action: MuteAction.hide as string, duration: MuteDuration.forever as string },
    async (values) => {
      const made = await add({
        word: values.word,
        action: values.action as MuteAction,
        duration: values.duration as MuteDuration,
      });
      return `已添加「${made.word}」`;
    },
  );
  const mutes = data ?? [];
  const full = mutes.length >= MUTE_MAX_WORDS;
  const removeOne = async (mute: Mute) => {
    setListError(null);
    try {
      await remove(mute.muteId);
    } catch (failure) {
      setListError(isApiError(failure) ? failure.message : '删除失败，请稍后重试');
    }
  };
  return (
    <Panel aria-labelledby="info-mute">
      <h2 id="info-mute">屏蔽词</h2>
      <Note>
        含有这些词的动态、搜索结果和评论：隐藏的不再出现，折叠的显示为“已折叠”，点击可展开。最多 {MUTE_MAX_WORDS} 个。
      </Note>
      <Form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="添加屏蔽词">
        <TextField
          label="屏蔽词"
          placeholder="例如：剧透"
          maxLength={MUTE_WORD_MAX_LENGTH}
          required
          {...form.field('word')}
        />
        <RadioGroup
          label="处理方式"
          variant="chip"
          direction="row"
          options={ACTION_OPTIONS}
          value={form.values.action}
          onChange={(value) => form.setValue('action', value)}
          error={form.errors.action}
        />
        <RadioGroup
          label="有效期"
          variant="chip"
          direction="row"
          options={DURATION_OPTIONS}
          value={form.values.duration}
          onChange={(value) => form.setValue('duration', value)}
          error={form.errors.duration}
        />
        <FormMessage error={form.submitError} success={form.success} />
        <div>
          <Button type="submit" disabled={form.sending || full}>
            {form.sending ? '添加中…' : full ? `已达 ${MUTE_MAX_WORDS} 个上限` : '添加'}
          </Button>
        </div>
      </Form>
      {isLoading && !data ? (
        <Note role="status">屏蔽词加载中…</Note>
      ) : error && !data ? (
        <Note role="alert">屏蔽词加载失败，请刷新重试</Note>
      ) : mutes.length === 0 ? (
        <Note>还没有屏蔽词。</Note>
      ) : (
        <Words aria-label="我的屏蔽词">
          {mutes.map((mute) => (
            <MuteRow key={mute.muteId} mute={mute} onRemove={removeOne} />
          ))}
        </Words>
      )}
      <FormMessage error={listError} />
    </Panel>
  );
}

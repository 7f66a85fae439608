import styled from '@emotion/styled';
import { useState } from 'react';
import { isApiError } from '@yiying/api-client';
import { ResponsiveImage } from '@yiying/community-ui';
import { MediaKind, RecordState, type Content } from '@yiying/models';
import { Button, Dialog, TextField, useSchemaForm, type PutInValues } from '@yiying/widgets';
import { routePath } from '../../routing/routes';
import { useCurrentUser } from '../../data';
import { useEnrollMutations, type ActivityView } from '../../data/activity';
import { useContentDetail, usePersonalContent } from '../../data/publish';
import { EntryEditor, entryTypesOf, putInDefaults, type EntryDraft, type EntryType } from './activity-putin-page';
import { KINDS, type ActivityKind } from './activity-kind';
import { ButtonLink } from './activity.styles';
import { useConsentGate, writeWithConsent } from '../publish/consent-gate';

const loadPutInSchema = () => import('./put-in-schema').then((m) => m.putInSchema);

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing.md,
  '.steps': {
    display: 'flex',
    gap: theme.spacing.xs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: theme.colors.muted,
    fontSize: theme.typography.sizes.sm,
    flexWrap: 'wrap',
  },
  '.steps [aria-current="step"]': { color: theme.colors.primary, fontWeight: 600 },
  '.works': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
    gap: theme.spacing.sm,
    margin: 0,
    padding: 0,
    listStyle: 'none',
    maxHeight: 360,
    overflowY: 'auto',
  },
  '.work': {
    display: 'flex',
    flexDirection: 'column',
    gap: 4,
    width: '100%',
    padding: 4,
    border: `2px solid transparent`,
    borderRadius: theme.radius.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&[aria-pressed="true"]': { borderColor: theme.colors.primary },
    '&:focus-visible': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 2 },
  },
  '.work .frame': {
    position: 'relative',
    display: 'block',
    aspectRatio: '1',
    borderRadius: theme.radius.sm,
    overflow: 'hidden',
    background: theme.colors.border,
  },
  '.work .name': {
    fontSize: theme.typography.sizes.sm,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '.muted': { color: theme.colors.muted, margin: 0 },
  '.chosen': { margin: 0, fontSize: theme.typography.sizes.sm },
  '.done': { textAlign: 'center', display: 'flex', flexDirection: 'column', gap: theme.spacing.sm },
  '.done .mark': { fontSize: 40, lineHeight: 1, color: theme.colors.primary },
  '.actions': { display: 'flex', justifyContent: 'flex-end', gap: theme.spacing.sm, flexWrap: 'wrap' },
  '.error': { color: theme.colors.danger, margin: 0 },
}));

type Step = 'pick' | 'upload' | 'info' | 'done';
const STEP_LABELS: Array<[Exclude<Step, 'upload'>, string]> = [
  ['pick', '1 选择作品'],
  ['info', '2 填写信息'],
  ['done', '3 等待审核'],
];

/** A published work of the member that fits the activity, as an entry of it. */
function draftOf(work: Content): EntryDraft | null {
  const type: EntryType | null = work.type === 'image' ? 'image' : work.type === 'video' ? 'video' : null;
  if (!type) return null;
  const kind = type === 'image' ? MediaKind.image : MediaKind.video;
  const mediaIds = (work.media ?? []).filter((m) => m.kind === kind).map((m) => m.mediaId);
  if (mediaIds.length === 0) return null;
  return {
    type,
    title: work.title.slice(0, 64),
    description: (work.content ?? '').slice(0, 250),
    mediaIds,
    ...(work.cover ? { cover: work.cover } : {}),
    // The work's own answer holds for its pictures.
    ...(work.patientConsent ? { patientConsent: work.patientConsent } : {}),
  };
}

/** Step 1: one of my published works that fits, or 上传新作品. */
function PickWork({
  types,
  onPick,
  onUpload,
}: {
  types: EntryType[];
  onPick(draft: EntryDraft): void;
  onUpload(): void;
}) {
  const { data, error, isLoading, mutate } = usePersonalContent({
    state: RecordState.publish,
    pageNum: 1,
    pageSize: 30,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  // Lists carry no files: the chosen work's detail gives them.
  const { data: detail, error: detailError } = useContentDetail(chosen);
  const works = (data?.records ?? [])
    .map((work) => ({ work }))
    .filter(({ work }) => (types as string[]).includes(work.type));
  const picked = detail && detail.contentId === chosen ? draftOf(detail) : null;
  return (
    <>
      <p className="muted">从已发布的作品中选择一件，或上传新作品。</p>
      {isLoading ? (
        <p role="status">加载中…</p>
      ) : error ? (
        <p className="error" role="alert">
          作品加载失败{' '}
          <Button variant="text" onClick={() => void mutate()}>
            重试
          </Button>
        </p>
      ) : works.length === 0 ? (
        <p className="muted">还没有可以参加的已发布作品</p>
      ) : (
        <ul className="works" aria-label="我的作品">
          {works.map(({ work }) => (
            <li key={work.contentId}>
              <button
                type="button"
                className="work"
                aria-pressed={chosen === work.contentId}
                onClick={() => setChosen(work.contentId)}
              >
                <span className="frame">
                  <ResponsiveImage image={work.coverImage} src={work.cover} alt="" sizes="140px" fill />
                </span>
                <span className="name">{work.title || '无标题'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && detailError && (
        <p className="error" role="alert">
          {isApiError(detailError) ? detailError.message : '作品加载失败'}
        </p>
      )}
      {chosen && detail && detail.contentId === chosen && !picked && (
        <p className="error" role="alert">
          这件作品没有可以参赛的图片或视频
        </p>
      )}
      <div className="actions">
        <Button variant="outlined" onClick={onUpload}>
          上传新作品
        </Button>
        <Button disabled={!picked} onClick={() => picked && onPick(picked)}>
          下一步
        </Button>
      </div>
    </>
  );
}

/** Step 2: the put-in fields (姓名, 手机号码, 你的需求) with the spec's rules, filled from the profile. */
function PutInStep({
  draft,
  onBack,
  onSubmit,
}: {
  draft: EntryDraft;
  onBack(): void;
  onSubmit(values: PutInValues): Promise<void>;
}) {
  const { user } = useCurrentUser();
  const defaults = putInDefaults(user);
  const form = useSchemaForm(
    loadPutInSchema,
    { name: defaults.name ?? '', phone: defaults.phone ?? '', demand: '' },
    onSubmit,
    { resetOnSuccess: false },
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label="填写参赛信息">
      <Body>
        <p className="chosen">
          参赛作品：<strong>{draft.title || '无标题'}</strong>
        </p>
        <TextField label="姓名" required maxLength={32} autoComplete="name" {...form.field('name')} />
        <TextField
          label="手机号码"
          required
          type="tel"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
          {...form.field('phone')}
        />
        <TextField label="你的需求" multiline maxLength={250} showCount {...form.field('demand')} />
        {form.state === 'failed' && (
          <p className="error" role="alert">
            {form.submitError}
          </p>
        )}
        <div className="actions">
          <Button variant="outlined" onClick={onBack} disabled={form.sending}>
            上一步
          </Button>
          <Button type="submit" disabled={form.sending}>
            {form.sending ? '提交中…' : '提交'}
          </Button>
        </div>
      </Body>
    </form>
  );
}

export interface EntryFlowDialogProps {
  activity: ActivityView;
  kind: ActivityKind;
  onClose(): void;
}

/**
 * 参加活动 as one flow on the activity page: pick one of my published works or upload a new one, fill the put-in
 * fields (from the profile), and a confirmation that says what happens next (审核, and where to follow it).
 */
export default function EntryFlowDialog({ activity, kind, onClose }: EntryFlowDialogProps) {
  const config = KINDS[kind];
  const [step, setStep] = useState<Step>('pick');
  const [draft, setDraft] = useState<EntryDraft | null>(null);
  const { create } = useEnrollMutations();
  const consent = useConsentGate({});
  const types = entryTypesOf(activity);
  const shownStep = step === 'upload' ? 'pick' : step;
  const mineHref = `${routePath(config.routes.enroll)}?activityId=${encodeURIComponent(activity.activityId)}&tab=mine`;

  const submit = async (values: PutInValues) => {
    if (!draft) return;
    try {
      // The server asks 患者隐私确认 of pictures it found faces in, when this device did not.
      await writeWithConsent(
        consent,
        0,
        (patientConsent) =>
          create({
            activityId: activity.activityId,
            ...draft,
            ...values,
            ...(patientConsent ? { patientConsent } : {}),
          }),
        draft.patientConsent,
      );
    } catch (error) {
      throw new Error(isApiError(error) ? error.message : '提交失败，请稍后重试');
    }
    setStep('done');
  };

  return (
    <Dialog open title={`${config.joinText} · ${activity.title}`} width={720} onClose={onClose}>
      <Body>
        <ol className="steps" aria-label="参加步骤">
          {STEP_LABELS.map(([key, label]) => (
            <li key={key} aria-current={shownStep === key ? 'step' : undefined}>
              {label}
            </li>
          ))}
        </ol>
        {step === 'pick' && (
          <PickWork
            types={types}
            onUpload={() => setStep('upload')}
            onPick={(picked) => {
              setDraft(picked);
              setStep('info');
            }}
          />
        )}
        {step === 'upload' && (
          <>
            <EntryEditor
              activity={activity}
              kind={kind}
              onReady={(ready) => {
                setDraft(ready);
                setStep('info');
              }}
            />
            <div className="actions">
              <Button variant="text" onClick={() => setStep('pick')}>
                返回选择已发布作品
              </Button>
            </div>
          </>
        )}
        {step === 'info' && draft && <PutInStep draft={draft} onBack={() => setStep('pick')} onSubmit={submit} />}
        {step === 'done' && (
          <div className="done" role="status">
            <span className="mark" aria-hidden="true">
              ✓
            </span>
            <strong>作品已提交，等待审核</strong>
            <p className="muted">
              管理员审核通过后，作品会出现在{config.entriesText}中；审核结果会在消息中心的「活动」里通知你。
              审核进度可以在{config.entriesText}页的「我的作品」中查看。
            </p>
            <div className="actions" style={{ justifyContent: 'center' }}>
              <Button variant="outlined" onClick={onClose}>
                完成
              </Button>
              <ButtonLink to={mineHref} onClick={onClose}>
                查看我的作品
              </ButtonLink>
            </div>
          </div>
        )}
      </Body>
      {consent.dialog}
    </Dialog>
  );
}

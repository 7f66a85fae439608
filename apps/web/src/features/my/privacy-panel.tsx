import { useState } from 'react';
import styled from '@emotion/styled';
import { isApiError, type IdentityUser } from '@yiying/api-client';
import {
  CaptchaScope,
  DATA_EXPORT_STATE_LABELS,
  formatDateTime,
  maskMobile,
  type AccountDeletion,
  type DataExport,
} from '@yiying/models';
import { Button, Dialog, TextField, useSchemaForm } from '@yiying/widgets';
import { FormMessage } from '../../components/form';
import { Panel } from '../../components/panel';
import { SmsCodeButton } from '../../components/sms-code-button';
import { needsStepUp, StepUpForm } from './account-security';
import {
  useAccountDeletion,
  useDeletionActions,
  useDownloadExport,
  useLatestExport,
  useSendSms,
  useStartExport,
  useStepUp,
} from '../../data';

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

const Bar = styled.div(({ theme }) => ({
  height: 8,
  margin: `${theme.spacing.sm} 0`,
  borderRadius: theme.radius.md,
  background: theme.colors.border,
  overflow: 'hidden',
  '> div': { height: '100%', background: theme.colors.primary, transition: 'width 0.3s' },
}));

const Note = styled.p(({ theme }) => ({
  margin: `${theme.spacing.sm} 0`,
  fontSize: 13,
  color: theme.colors.muted,
}));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing.sm,
  alignItems: 'center',
  flexWrap: 'wrap',
}));

/** Saves a downloaded blob under its name through a temporary link. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** What the member reads under the button for each state. */
function exportNote(current: DataExport): string {
  switch (current.state) {
    case 'queued':
    case 'preparing':
      return '正在后台打包您的数据，可以离开此页，稍后回来下载。';
    case 'ready':
      return `压缩包已准备好（${Math.max(1, Math.round((current.size ?? 0) / 1024))} KB），只能下载一次，${
        current.expireTime ? `${formatDateTime(current.expireTime)} 前有效` : ''
      }。`;
    case 'downloaded':
      return `已于 ${current.downloadTime ? formatDateTime(current.downloadTime) : ''} 下载，服务器上的文件已删除。`;
    case 'expired':
      return '压缩包已过期并删除，如需要请重新导出。';
    case 'failed':
      return current.message ?? '导出失败，请稍后重新导出';
  }
}

/** 导出我的数据: start, progress, the one-time download and the state. */
function DataExportSection({ user }: { user: IdentityUser }) {
  const { data: current, error } = useLatestExport();
  const stepUp = useStepUp();
  const [proving, setProving] = useState(false);
  const start = useStartExport();
  const download = useDownloadExport();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = current?.state === 'queued' || current?.state === 'preparing';

  const onStart = async () => {
    // Exporting needs a fresh 验证身份: the form comes first.
    if (!stepUp.verified) {
      setProving(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await start();
      setProving(false);
    } catch (e) {
      if (needsStepUp(e)) {
        stepUp.expired();
        setProving(true);
      } else setFailure(errorText(e, '导出失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };
  const onDownload = async (exportId: string) => {
    setBusy(true);
    setFailure(null);
    try {
      const archive = await download(exportId);
      saveBlob(archive.blob, archive.fileName);
    } catch (e) {
      setFailure(errorText(e, '下载失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="privacy-export">
      <h3 id="privacy-export">导出我的数据</h3>
      <Note>
        打包您的个人资料、作品及上传的原文件、评论、关注与粉丝、点赞与收藏、相册和私信记录（JSON 与原文件，zip 格式）。
      </Note>
      {error && <FormMessage error={errorText(error, '导出状态加载失败')} />}
      {current && (
        <div aria-live="polite">
          <p style={{ margin: 0 }}>
            导出状态：<strong>{DATA_EXPORT_STATE_LABELS[current.state]}</strong>
            <span style={{ marginLeft: 8, fontSize: 12 }}>申请时间 {formatDateTime(current.createTime)}</span>
          </p>
          {running && (
            <Bar
              role="progressbar"
              aria-label="数据导出进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={current.progress}
            >
              <div style={{ width: `${current.progress}%` }} />
            </Bar>
          )}
          <Note>{exportNote(current)}</Note>
        </div>
      )}
      {proving && !stepUp.verified && <StepUpForm user={user} action="导出数据" />}
      <Row>
        {current?.state === 'ready' && (
          <Button onClick={() => void onDownload(current.exportId)} disabled={busy}>
            下载数据压缩包
          </Button>
        )}
        {!running && current?.state !== 'ready' && (
          <Button onClick={() => void onStart()} disabled={busy}>
            {busy ? '提交中…' : current ? '重新导出' : '导出我的数据'}
          </Button>
        )}
      </Row>
      <FormMessage error={failure} />
    </section>
  );
}

/** The SMS-confirmed request, inside the dialog. */
const loadAccountDeletionSchema = () => import('./info-schemas').then((m) => m.accountDeletionBody);

function DeletionForm({ user, onDone }: { user: IdentityUser; onDone(): void }) {
  const sendSms = useSendSms();
  const { request } = useDeletionActions();
  const [sent, setSent] = useState<{ error?: string; success?: string }>({});
  const form = useSchemaForm(loadAccountDeletionSchema, { code: '' }, async ({ code }) => {
    await request(code);
    onDone();
    return '已提交注销申请';
  });
  return (
    <form onSubmit={(e) => void form.handleSubmit(e)} noValidate aria-label="确认注销账号">
      <p style={{ marginTop: 0 }}>
        注销后，您的账号、个人资料、作品、评论、关注、私信和上传的文件将被删除，且无法恢复。提交后有冷静期，冷静期内登录或撤销即可取消注销。
      </p>
      <p>验证码将发送至 {maskMobile(user.mobile)}。</p>
      <Row>
        <TextField
          label="短信验证码"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.field('code')}
        />
        <SmsCodeButton
          mobile={user.mobile}
          scope={CaptchaScope.deleteAccount}
          sendSms={sendSms}
          onInvalidMobile={(message) => setSent({ error: message })}
          onResult={(result) => setSent(result.ok ? { success: '验证码已发送' } : { error: result.message })}
        />
      </Row>
      <FormMessage error={form.submitError ?? sent.error} success={sent.success} />
      <Button type="submit" disabled={form.sending}>
        {form.sending ? '提交中…' : '确认注销'}
      </Button>
    </form>
  );
}

function deletionNote(deletion: AccountDeletion): string | null {
  if (deletion.state !== 'cancelled') return null;
  return deletion.cancelReason === 'login' ? '注销申请已撤销：您在冷静期内重新登录了账号。' : '注销申请已撤销。';
}

/** 注销账号: the request dialog, the pending state with its date, 撤销注销. */
function AccountDeletionSection({ user }: { user: IdentityUser }) {
  const { data: deletion, error } = useAccountDeletion();
  const { cancel } = useDeletionActions();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onCancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await cancel();
    } catch (e) {
      setFailure(errorText(e, '撤销失败，请稍后重试'));
    } finally {
      setBusy(false);
    }
  };

  const pending = deletion?.state === 'pending';
  const note = deletion ? deletionNote(deletion) : null;
  return (
    <section aria-labelledby="privacy-deletion">
      <h3 id="privacy-deletion">注销账号</h3>
      {error && <FormMessage error={errorText(error, '注销状态加载失败')} />}
      {note && (
        <p role="status" style={{ margin: '8px 0' }}>
          {note}
        </p>
      )}
      {pending ? (
        <div role="status">
          <p style={{ margin: '8px 0' }}>
            已提交注销申请，账号将于 <strong>{formatDateTime(deletion.effectiveTime ?? '')}</strong>{' '}
            注销。在此之前登录或点击撤销即可保留账号。
          </p>
          <Button variant="outlined" onClick={() => void onCancel()} disabled={busy}>
            {busy ? '撤销中…' : '撤销注销'}
          </Button>
        </div>
      ) : (
        <>
          <Note>注销后账号及其个人数据将被永久删除。建议先导出您的数据。</Note>
          <Button variant="outlined" onClick={() => setOpen(true)} disabled={!deletion}>
            注销账号
          </Button>
        </>
      )}
      <FormMessage error={failure} />
      {open && (
        <Dialog open title="注销账号" onClose={() => setOpen(false)}>
          <DeletionForm user={user} onDone={() => setOpen(false)} />
        </Dialog>
      )}
    </section>
  );
}

/** 隐私与数据: the member's rights over their data (PIPL). Admin accounts cannot be deleted here. */
export function PrivacyPanel({ user }: { user: IdentityUser }) {
  return (
    <Panel aria-labelledby="info-privacy">
      <h2 id="info-privacy">隐私与数据</h2>
      <DataExportSection user={user} />
      {user.role !== 'admin' && <AccountDeletionSection user={user} />}
    </Panel>
  );
}

import { useEffect, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Checkbox, Tabs, VisuallyHidden } from '@yiying/widgets';
import type { PagedList } from '@yiying/models';
import { MODERATION_MESSAGES, type ModerationItem, type ModerationKind } from '@yiying/validation';
import { Link } from '../../../routing/link';
import { useApiClient } from '../../../data';
import { ActionDialog } from '../blocks/action-dialog';
import { Btn, Notice, Pager, Screen, TableCard } from '../blocks/blocks.styles';
import { errorText, timeText } from '../blocks/format';
import { MemberCell, PostCell } from './cells';
import { Highlighted } from './highlight';
import { MODERATION_COUNTS_KEY } from '../console-nav';

export { MODERATION_COUNTS_KEY };

const TABS: ReadonlyArray<{ key: ModerationKind; label: string; empty: string }> = [
  { key: 'content', label: '作品', empty: '没有待审核的作品' },
  { key: 'comment', label: '评论', empty: '没有待审核的评论' },
  { key: 'name', label: '昵称', empty: '没有待审核的昵称或签名' },
  { key: 'other', label: '其他', empty: '没有被标记的其他内容' },
];

const SOURCE_LABELS: Record<string, string> = {
  content: '作品',
  comment: '评论',
  reply: '回复',
  chat: '私信',
  username: '昵称',
  signature: '签名',
  album: '相册',
  circle: '圈子',
  guestbook: '留言',
  enroll: '报名表',
};

const PAGE_SIZE = 20;

type Decision = { kind: 'approve' | 'reject'; items: ModerationItem[] };

/**
 * 审核队列: held and flagged posts, comments, names and other texts with the matched words marked; 通过 / 驳回 one
 * item or the checked ones (驳回 asks for the reason the author reads in 消息中心). 举报处理 is one link away.
 */
export function ReviewQueueScreen() {
  const client = useApiClient();
  const { mutate: revalidate } = useSWRConfig();
  const [tab, setTab] = useState<ModerationKind>('content');
  const [pageNum, setPageNum] = useState(1);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const counts = useSWR([...MODERATION_COUNTS_KEY], () => client.moderation.counts());
  const list = useSWR<PagedList<ModerationItem>>(
    ['admin', 'moderation', tab, pageNum],
    () => client.moderation.queue({ kind: tab, pageNum, pageSize: PAGE_SIZE }),
    { keepPreviousData: true },
  );
  useEffect(() => setChecked(new Set()), [tab, pageNum]);

  const records = list.data?.records ?? [];
  const allChecked = records.length > 0 && records.every((r) => checked.has(r.itemId));
  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const decide = async ({ kind, items }: Decision, reason: string) => {
    if (items.length === 1) {
      const [item] = items;
      if (kind === 'approve') await client.moderation.approve(item!.itemId);
      else await client.moderation.reject(item!.itemId, reason);
      setNotice({ tone: 'ok', text: kind === 'approve' ? '已通过，作者会收到通知' : '已驳回，作者会看到原因' });
    } else {
      const result = await client.moderation.bulk(
        items.map((i) => i.itemId),
        kind,
        reason || undefined,
      );
      const failed = result.failed.length > 0 ? `，${result.failed.length} 项未处理：${result.failed[0]!.message}` : '';
      setNotice({
        tone: result.failed.length > 0 ? 'error' : 'ok',
        text: `已${kind === 'approve' ? '通过' : '驳回'} ${result.done} 项${failed}`,
      });
    }
    setDecision(null);
    setChecked(new Set());
    await Promise.all([list.mutate(), revalidate([...MODERATION_COUNTS_KEY])]);
  };

  const selected = records.filter((r) => checked.has(r.itemId));
  const c = counts.data;
  const badge = (n: number | undefined) => (n ? ` ${n}` : '');

  return (
    <Screen aria-labelledby="admin-screen-title">
      <div className="head">
        <h1 id="admin-screen-title">审核队列</h1>
        <Link to="/admin/reports">举报处理{c?.report ? `（${c.report} 条待处理）` : ''}</Link>
      </div>
      <Tabs
        label="审核队列"
        value={tab}
        onChange={(key) => {
          setTab(key);
          setPageNum(1);
          setNotice(null);
        }}
        items={TABS.map((t) => ({ key: t.key, label: `${t.label}${badge(c?.[t.key])}` }))}
      />
      {notice && (
        <Notice tone={notice.tone} role={notice.tone === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </Notice>
      )}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <span aria-live="polite">已选 {selected.length} 项</span>
        <Btn
          type="button"
          tone="primary"
          disabled={selected.length === 0}
          onClick={() => setDecision({ kind: 'approve', items: selected })}
        >
          批量通过
        </Btn>
        <Btn
          type="button"
          tone="danger"
          disabled={selected.length === 0}
          onClick={() => setDecision({ kind: 'reject', items: selected })}
        >
          批量驳回
        </Btn>
      </div>
      <TableCard>
        <table aria-label={`审核队列：${TABS.find((t) => t.key === tab)?.label}`}>
          <thead>
            <tr>
              <th scope="col" style={{ width: 40 }}>
                <Checkbox
                  label={<VisuallyHidden>全选本页</VisuallyHidden>}
                  checked={allChecked}
                  indeterminate={!allChecked && selected.length > 0}
                  disabled={records.length === 0}
                  onChange={() => setChecked(allChecked ? new Set() : new Set(records.map((r) => r.itemId)))}
                />
              </th>
              <th scope="col">内容</th>
              <th scope="col">作者</th>
              <th scope="col">原因</th>
              <th scope="col">提交时间</th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {list.isLoading && !list.data ? (
              <tr>
                <td colSpan={6} className="state" role="status">
                  加载中…
                </td>
              </tr>
            ) : list.error ? (
              <tr>
                <td colSpan={6} className="state" role="alert">
                  加载失败：{errorText(list.error)}{' '}
                  <Btn type="button" onClick={() => void list.mutate()}>
                    重试
                  </Btn>
                </td>
              </tr>
            ) : records.length === 0 ? (
              <tr>
                <td colSpan={6} className="state">
                  {TABS.find((t) => t.key === tab)?.empty}
                </td>
              </tr>
            ) : (
              records.map((item) => (
                <tr key={item.itemId}>
                  <td>
                    <Checkbox
                      label={<VisuallyHidden>{`选择「${item.title}」`}</VisuallyHidden>}
                      checked={checked.has(item.itemId)}
                      onChange={() => toggle(item.itemId)}
                    />
                  </td>
                  <td style={{ minWidth: 280 }}>
                    <div>
                      <strong>{SOURCE_LABELS[item.source] ?? item.source}</strong>
                      {item.mode === 'flagged' ? '（已发布，待复核）' : '（待审核，未公开）'}
                      {item.contentId ? (
                        <>
                          {' · '}
                          <PostCell contentId={item.contentId} title={item.title} />
                        </>
                      ) : null}
                    </div>
                    {item.text ? <Highlighted text={item.text} matches={item.matches} /> : null}
                  </td>
                  <td style={{ whiteSpace: 'nowrap' }}>
                    <MemberCell user={item.author} />
                  </td>
                  <td style={{ minWidth: 96 }}>{item.reason}</td>
                  <td style={{ whiteSpace: 'nowrap' }}>{timeText(item.createTime)}</td>
                  <td>
                    <div className="actions">
                      <Btn type="button" tone="primary" onClick={() => setDecision({ kind: 'approve', items: [item] })}>
                        通过
                      </Btn>
                      <Btn type="button" tone="danger" onClick={() => setDecision({ kind: 'reject', items: [item] })}>
                        驳回
                      </Btn>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
        {list.data && list.data.pages > 1 && (
          <Pager aria-label="分页">
            <span>
              第 {list.data.current} / {list.data.pages} 页，共 {list.data.total} 项
            </span>
            <Btn type="button" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>
              上一页
            </Btn>
            <Btn type="button" disabled={pageNum >= list.data.pages} onClick={() => setPageNum((n) => n + 1)}>
              下一页
            </Btn>
          </Pager>
        )}
      </TableCard>
      <ActionDialog
        open={decision !== null}
        title={decision?.kind === 'reject' ? '驳回' : '通过审核'}
        message={
          decision
            ? decision.kind === 'approve'
              ? `通过${decision.items.length > 1 ? `所选 ${decision.items.length} 项` : `「${decision.items[0]!.title}」`}？待审的内容将公开，作者会收到通知。`
              : `驳回${decision.items.length > 1 ? `所选 ${decision.items.length} 项` : `「${decision.items[0]!.title}」`}？作者会在消息中心看到原因。`
            : ''
        }
        confirmText={decision?.kind === 'reject' ? '驳回' : '通过'}
        danger={decision?.kind === 'reject'}
        prompt={
          decision?.kind === 'reject'
            ? { label: '驳回原因', required: MODERATION_MESSAGES.rejectReasonRequired, maxLength: 200 }
            : undefined
        }
        onConfirm={(reason) => (decision ? decide(decision, reason) : Promise.resolve())}
        onCancel={() => setDecision(null)}
      />
    </Screen>
  );
}

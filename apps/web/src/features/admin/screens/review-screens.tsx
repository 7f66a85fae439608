import type { Certificate, Report } from '@yiying/models';
import { certificatePaths, MESSAGES, reportPaths } from '@yiying/validation';
import { timeText } from '../blocks/format';
import type { ResourceConfig } from '../blocks/resource-screen';
import { ImageCell, MemberCell, PostCell } from './cells';
import { CERTIFICATE_STATE_LABELS, labelOf, optionsOf, REPORT_STATE_LABELS, USER_TYPE_LABELS } from './options';

/** 认证审核: doctor and student requests with their document, approved or rejected with a reason. */
export const certificateScreen: ResourceConfig<Certificate> = {
  title: '认证审核',
  idKey: 'certificateId',
  list: certificatePaths.list,
  nameOf: (row) => row.realName,
  filters: [
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(CERTIFICATE_STATE_LABELS), initial: 'pending' },
  ],
  columns: [
    { key: 'user', title: '会员', render: (row) => <MemberCell user={row.user} /> },
    { key: 'identityType', title: '认证身份', render: (row) => labelOf(USER_TYPE_LABELS, row.identityType) },
    { key: 'realName', title: '姓名' },
    { key: 'organization', title: '医院或学校' },
    { key: 'title', title: '职称或专业' },
    {
      key: 'document',
      title: '证明材料',
      render: (row) => <ImageCell src={row.document} alt={`${row.realName}的证明材料`} />,
    },
    { key: 'state', title: '状态', render: (row) => labelOf(CERTIFICATE_STATE_LABELS, row.state) },
    { key: 'createTime', title: '申请时间', render: (row) => timeText(row.createTime) },
  ],
  expand: (row) => (
    <figure style={{ margin: 0 }}>
      <img src={row.document} alt={`${row.realName}的证明材料`} style={{ maxWidth: '100%', maxHeight: 480 }} />
      <figcaption>
        {row.realName} · {row.organization} · {row.title}
        {row.reason ? ` · 驳回原因：${row.reason}` : ''}
      </figcaption>
    </figure>
  ),
  actions: (calls) => [
    {
      label: '通过',
      visible: (row) => row.state === 'pending',
      confirm: (row) => `确定通过「${row.realName}」的${labelOf(USER_TYPE_LABELS, row.identityType)}认证吗？`,
      run: (row) => calls.post(certificatePaths.approve, row.certificateId),
      done: '已通过认证',
    },
    {
      label: '驳回',
      danger: true,
      visible: (row) => row.state === 'pending',
      confirm: (row) => `驳回「${row.realName}」的认证申请，会员会看到驳回原因。`,
      prompt: { label: '驳回原因', required: MESSAGES.rejectReasonRequired, maxLength: 250 },
      run: (row, reason) => calls.post(certificatePaths.reject, row.certificateId, { reason }),
      done: '已驳回',
    },
  ],
  emptyText: '没有待审核的认证申请',
};

/** 举报处理: the report queue; 隐藏内容 resolves every pending report of the post. */
export const reportScreen: ResourceConfig<Report> = {
  title: '举报处理',
  idKey: 'reportId',
  list: reportPaths.list,
  nameOf: (row) => row.contentTitle,
  filters: [
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(REPORT_STATE_LABELS), initial: 'pending' },
  ],
  columns: [
    {
      key: 'contentTitle',
      title: '被举报内容',
      render: (row) => <PostCell contentId={row.contentId} title={row.contentTitle} />,
    },
    { key: 'reason', title: '举报理由' },
    { key: 'reporter', title: '举报人', render: (row) => <MemberCell user={row.reporter} /> },
    { key: 'state', title: '状态', render: (row) => labelOf(REPORT_STATE_LABELS, row.state) },
    { key: 'createTime', title: '举报时间', render: (row) => timeText(row.createTime) },
    { key: 'note', title: '处理说明' },
  ],
  actions: (calls) => [
    {
      label: '隐藏内容',
      danger: true,
      visible: (row) => row.state === 'pending',
      confirm: (row) => `隐藏「${row.contentTitle}」并关闭它的全部待处理举报？`,
      prompt: { label: '处理说明（可选）', maxLength: 200, tooLong: MESSAGES.reportNoteMax },
      run: (row, note) =>
        calls.post(reportPaths.resolve, row.reportId, { action: 'resolve', ...(note ? { note } : {}) }),
      done: '已隐藏内容',
    },
    {
      label: '驳回举报',
      visible: (row) => row.state === 'pending',
      confirm: '驳回这条举报，内容保持可见。',
      prompt: { label: '处理说明（可选）', maxLength: 200, tooLong: MESSAGES.reportNoteMax },
      run: (row, note) =>
        calls.post(reportPaths.resolve, row.reportId, { action: 'dismiss', ...(note ? { note } : {}) }),
      done: '已驳回举报',
    },
  ],
  emptyText: '没有待处理的举报',
};

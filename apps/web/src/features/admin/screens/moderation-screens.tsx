import {
  ADMIN_MESSAGES,
  adminPaths,
  type AdminComment,
  type AdminContent,
  type AdminMember,
  type AuditEntry,
} from '@yiying/validation';
import { PATIENT_CONSENT_LABELS, type PatientConsent } from '@yiying/models';
import { prettyJson, timeText } from '../blocks/format';
import type { ResourceConfig } from '../blocks/resource-screen';
import { MemberCell, PostCell } from './cells';
import {
  ACCESS_SCOPE_LABELS,
  CONTENT_TYPE_LABELS,
  labelOf,
  MEMBER_STATUS_LABELS,
  optionsOf,
  RECORD_STATE_LABELS,
  USER_TYPE_LABELS,
} from './options';

/** 内容管理: every post; hide a published one, restore a hidden one. */
export const contentScreen: ResourceConfig<AdminContent> = {
  title: '内容管理',
  idKey: 'contentId',
  list: adminPaths.contents,
  filters: [
    { name: 'search', label: '标题', kind: 'search', placeholder: '标题包含的文字' },
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(RECORD_STATE_LABELS, '全部') },
    { name: 'type', label: '类型', kind: 'select', options: optionsOf(CONTENT_TYPE_LABELS, '全部') },
  ],
  columns: [
    { key: 'title', title: '标题', render: (row) => <PostCell contentId={row.contentId} title={row.title} /> },
    { key: 'type', title: '类型', render: (row) => labelOf(CONTENT_TYPE_LABELS, row.type) },
    { key: 'creator', title: '作者', render: (row) => <MemberCell user={row.creator} /> },
    { key: 'state', title: '状态', render: (row) => labelOf(RECORD_STATE_LABELS, row.state) },
    { key: 'accessScope', title: '可见范围', render: (row) => labelOf(ACCESS_SCOPE_LABELS, row.accessScope) },
    { key: 'reportNum', title: '待处理举报' },
    {
      key: 'patientConsent',
      title: '患者隐私确认',
      render: (row) =>
        row.patientConsent
          ? (PATIENT_CONSENT_LABELS[row.patientConsent as PatientConsent] ?? row.patientConsent)
          : '未询问',
    },
    { key: 'commentNum', title: '评论' },
    { key: 'createTime', title: '发布时间', render: (row) => timeText(row.createTime) },
  ],
  actions: (calls) => [
    {
      label: '隐藏',
      danger: true,
      visible: (row) => row.state === 'publish',
      confirm: (row) => `隐藏「${row.title}」后，除作者外没有人能看到它。`,
      run: (row) => calls.post(adminPaths.hideContent, row.contentId),
      done: '已隐藏',
    },
    {
      label: '恢复',
      visible: (row) => row.state === 'down',
      confirm: (row) => `恢复「${row.title}」为已发布？`,
      run: (row) => calls.post(adminPaths.restoreContent, row.contentId),
      done: '已恢复',
    },
  ],
  emptyText: '没有符合条件的内容',
};

/** 评论管理: the newest comments; a removal takes the replies with it. */
export const commentScreen: ResourceConfig<AdminComment> = {
  title: '评论管理',
  idKey: 'commentId',
  list: adminPaths.comments,
  nameOf: (row) => row.content,
  filters: [{ name: 'search', label: '评论', kind: 'search', placeholder: '评论包含的文字' }],
  columns: [
    { key: 'content', title: '评论' },
    { key: 'creator', title: '评论人', render: (row) => <MemberCell user={row.creator} /> },
    {
      key: 'contentTitle',
      title: '所属内容',
      render: (row) => <PostCell contentId={row.contentId} title={row.contentTitle} />,
    },
    { key: 'replyNum', title: '回复' },
    { key: 'createTime', title: '时间', render: (row) => timeText(row.createTime) },
  ],
  actions: (calls) => [
    {
      label: '删除',
      danger: true,
      confirm: (row) => `删除这条评论${row.replyNum > 0 ? `及其 ${row.replyNum} 条回复` : ''}？删除后无法恢复。`,
      run: (row) => calls.post(adminPaths.deleteComment, row.commentId),
      done: '已删除评论',
    },
  ],
  emptyText: '没有评论',
};

/** 会员管理: search members; a ban ends their sessions at once and refuses every login. */
export const memberScreen: ResourceConfig<AdminMember> = {
  title: '会员管理',
  idKey: 'userId',
  list: adminPaths.members,
  nameOf: (row) => row.username,
  filters: [
    { name: 'search', label: '会员', kind: 'search', placeholder: '昵称、账号或手机号' },
    { name: 'status', label: '状态', kind: 'select', options: optionsOf(MEMBER_STATUS_LABELS, '全部') },
  ],
  columns: [
    { key: 'username', title: '昵称', render: (row) => <MemberCell user={row} /> },
    { key: 'account', title: '账号' },
    { key: 'mobile', title: '手机号' },
    { key: 'type', title: '身份', render: (row) => labelOf(USER_TYPE_LABELS, row.type) },
    { key: 'role', title: '角色', render: (row) => (row.role === 'admin' ? '管理员' : '会员') },
    {
      key: 'status',
      title: '状态',
      render: (row) => (row.status === 'banned' ? `已封禁（${row.banReason ?? ''}）` : '正常'),
    },
    { key: 'createTime', title: '注册时间', render: (row) => timeText(row.createTime) },
  ],
  actions: (calls) => [
    {
      label: '封禁',
      danger: true,
      visible: (row) => row.status === 'active' && row.role !== 'admin',
      confirm: (row) => `封禁「${row.username}」后，TA 将立即退出登录且无法再登录。`,
      prompt: {
        label: '封禁原因',
        required: ADMIN_MESSAGES.banReasonRequired,
        maxLength: 200,
        tooLong: ADMIN_MESSAGES.banReasonMax,
      },
      run: (row, reason) => calls.post(adminPaths.ban, row.userId, { reason }),
      done: '已封禁',
    },
    {
      label: '解封',
      visible: (row) => row.status === 'banned',
      confirm: (row) => `解除「${row.username}」的封禁？TA 可以重新登录。`,
      run: (row) => calls.post(adminPaths.unban, row.userId),
      done: '已解封',
    },
  ],
  emptyText: '没有符合条件的会员',
};

const TARGET_TYPES = {
  user: '会员',
  content: '内容',
  comment: '评论',
  report: '举报',
  banner: '横幅',
  notice: '公告',
  circle: '圈子',
  category: '分类',
  dict: '字典',
  config: '配置',
  guestbook: '留言',
  activity: '活动',
  activityEnroll: '参赛作品',
  roadshow: '路演',
};

/** 审计日志: every admin write, newest first, with what changed. */
export const auditScreen: ResourceConfig<AuditEntry> = {
  title: '审计日志',
  idKey: 'auditId',
  list: adminPaths.audit,
  filters: [
    { name: 'action', label: '操作', kind: 'search', placeholder: '如 user.ban' },
    { name: 'targetType', label: '对象类型', kind: 'select', options: optionsOf(TARGET_TYPES, '全部') },
    { name: 'targetId', label: '对象 ID', kind: 'search' },
    { name: 'actorId', label: '操作人 ID', kind: 'search' },
    { name: 'from', label: '起始日期', kind: 'date' },
    { name: 'to', label: '截止日期', kind: 'date' },
  ],
  columns: [
    { key: 'createTime', title: '时间', render: (row) => timeText(row.createTime) },
    { key: 'actor', title: '操作人', render: (row) => <MemberCell user={row.actor} /> },
    { key: 'action', title: '操作', render: (row) => <code>{row.action}</code> },
    {
      key: 'targetType',
      title: '对象',
      render: (row) => `${labelOf(TARGET_TYPES, row.targetType)} ${row.targetId ?? ''}`,
    },
    { key: 'path', title: '请求', render: (row) => <code>{`${row.method} ${row.path}`}</code> },
  ],
  expand: (row) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 12, margin: 0 }}>
      {(
        [
          ['请求体', row.body],
          ['修改前', row.before],
          ['修改后', row.after],
        ] as const
      ).map(([label, json]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <pre>{prettyJson(json)}</pre>
          </dd>
        </div>
      ))}
    </dl>
  ),
  emptyText: '没有符合条件的记录',
};

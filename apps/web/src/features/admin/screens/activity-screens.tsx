import type { ActivityKind, ActivityRecord, EnrollmentRecord, RoadshowRecord } from '@yiying/models';
import { activityMngContract, activityMngPaths } from '@yiying/validation';
import { timeText } from '../blocks/format';
import type { FieldSpec } from '../blocks/resource-form';
import type { ResourceConfig } from '../blocks/resource-screen';
import type { RowAction } from '../blocks/types';
import { ImageCell, MemberCell } from './cells';
import { ACTIVITY_STATE_LABELS, ENROLL_STATE_LABELS, labelOf, optionsOf, RECORD_STATE_LABELS } from './options';

const ENTRY_TYPE_LABELS = { image: '图片', video: '视频', mixed: '图片或视频' };

const activityFields: readonly FieldSpec[] = [
  { name: 'title', label: '标题', kind: 'text' },
  { name: 'talkTopic', label: '话题', kind: 'text' },
  { name: 'type', label: '作品类型', kind: 'select', options: optionsOf(ENTRY_TYPE_LABELS) },
  { name: 'cover', label: '封面', kind: 'image' },
  { name: 'summary', label: '摘要', kind: 'textarea' },
  { name: 'description', label: '征稿说明', kind: 'textarea' },
  { name: 'content', label: '详情', kind: 'richtext' },
  { name: 'validStart', label: '征稿开始', kind: 'datetime' },
  { name: 'validEnd', label: '截稿时间', kind: 'datetime' },
  { name: 'voteStart', label: '投票开始（可选）', kind: 'datetime' },
  { name: 'voteEnd', label: '投票结束（可选）', kind: 'datetime' },
  { name: 'activityTags', label: '作品标签（逗号分隔）', kind: 'text' },
  { name: 'roadshowId', label: '所属路演 ID', kind: 'text' },
  { name: 'attachments', label: '附件', kind: 'documents', hint: '征稿细则、报名表等文档，显示在详情页' },
];

function tagsText(tags: unknown): string {
  return Array.isArray(tags) ? tags.join(',') : typeof tags === 'string' ? tags : '';
}

function stateActions(
  post: (route: (typeof activityMngPaths)[keyof typeof activityMngPaths], id: string) => Promise<unknown>,
  name: string,
): RowAction<ActivityRecord>[] {
  return [
    {
      label: '发布',
      visible: (row) => row.state === 'create' || row.state === 'down',
      confirm: (row) => `发布${name}「${row.title}」后，访客即可看到。`,
      run: (row) => post(activityMngPaths.publish, row.activityId),
      done: '已发布',
    },
    {
      label: '下线',
      danger: true,
      visible: (row) => row.state !== 'create' && row.state !== 'down',
      confirm: (row) => `下线${name}「${row.title}」？访客将看不到它。`,
      run: (row) => post(activityMngPaths.down, row.activityId),
      done: '已下线',
    },
  ];
}

/** 活动 or 展览: the editor with the entry window and the voting phase, publish and take down. */
export function activityScreen(kind: ActivityKind): ResourceConfig<ActivityRecord> {
  const name = kind === 'exhibition' ? '展览' : '活动';
  return {
    title: `${name}管理`,
    idKey: 'activityId',
    list: activityMngPaths.list,
    listParams: { kind },
    create: activityMngPaths.create,
    update: activityMngPaths.update,
    remove: activityMngPaths.delete,
    createSchema: activityMngContract.bodies.create,
    updateSchema: activityMngContract.bodies.update,
    defaults: { kind, type: 'image', state: 'create' },
    toForm: (row) => ({ ...row, activityTags: tagsText(row.activityTags), attachments: row.media ?? [] }),
    filters: [
      { name: 'title', label: '标题', kind: 'search' },
      { name: 'state', label: '状态', kind: 'select', options: optionsOf(ACTIVITY_STATE_LABELS, '全部') },
    ],
    columns: [
      { key: 'cover', title: '封面', render: (row) => <ImageCell src={row.cover} alt={row.title} /> },
      { key: 'title', title: '标题' },
      { key: 'state', title: '状态', render: (row) => labelOf(ACTIVITY_STATE_LABELS, row.state) },
      {
        key: 'validStart',
        title: '征稿期',
        render: (row) => `${timeText(row.validStart)} 至 ${timeText(row.validEnd)}`,
      },
      {
        key: 'voteStart',
        title: '投票期',
        render: (row) => (row.voteStart ? `${timeText(row.voteStart)} 至 ${timeText(row.voteEnd)}` : '无'),
      },
      { key: 'joinNum', title: '参与' },
    ],
    fields: activityFields,
    actions: (calls) => stateActions((route, id) => calls.post(route, id), name),
    emptyText: `还没有${name}`,
  };
}

/** 路演. */
export const roadshowScreen: ResourceConfig<RoadshowRecord> = {
  title: '路演管理',
  idKey: 'roadshowId',
  list: activityMngPaths.roadshowList,
  create: activityMngPaths.roadshowCreate,
  update: activityMngPaths.roadshowUpdate,
  remove: activityMngPaths.roadshowDelete,
  createSchema: activityMngContract.bodies.roadshowCreate,
  updateSchema: activityMngContract.bodies.roadshowUpdate,
  defaults: { type: 'city', state: 'create' },
  filters: [
    { name: 'title', label: '标题', kind: 'search' },
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(RECORD_STATE_LABELS, '全部') },
  ],
  columns: [
    { key: 'cover', title: '封面', render: (row) => <ImageCell src={row.cover} alt={row.title} /> },
    { key: 'title', title: '标题' },
    { key: 'city', title: '城市' },
    { key: 'state', title: '状态', render: (row) => labelOf(RECORD_STATE_LABELS, row.state) },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text' },
    { name: 'type', label: '类型', kind: 'text', hint: '如 city、province' },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'city', label: '城市', kind: 'text' },
    { name: 'address', label: '地址', kind: 'text' },
    { name: 'startTime', label: '开始时间', kind: 'datetime' },
    { name: 'endTime', label: '结束时间', kind: 'datetime' },
    { name: 'summary', label: '摘要', kind: 'textarea' },
    { name: 'content', label: '详情', kind: 'richtext' },
  ],
  actions: (calls) => [
    {
      label: '发布',
      visible: (row) => row.state !== 'publish',
      confirm: (row) => `发布路演「${row.title}」？`,
      run: (row) => calls.post(activityMngPaths.roadshowPublish, row.roadshowId),
      done: '已发布',
    },
  ],
  emptyText: '还没有路演',
};

const reviewPrompt = { label: '评审意见（可选）', maxLength: 250 };

/** 作品评审: entries of every activity and exhibition, passed, not passed or marked excellent with a note. */
export const entryScreen: ResourceConfig<EnrollmentRecord> = {
  title: '作品评审',
  idKey: 'enrollId',
  list: activityMngPaths.enrollList,
  filters: [
    { name: 'activityId', label: '活动 ID', kind: 'search' },
    {
      name: 'state',
      label: '状态',
      kind: 'select',
      options: optionsOf(ENROLL_STATE_LABELS, '全部'),
      initial: 'created',
    },
    {
      name: 'kind',
      label: '类别',
      kind: 'select',
      options: [
        { value: '', label: '全部' },
        { value: 'activity', label: '活动' },
        { value: 'exhibition', label: '展览' },
      ],
    },
  ],
  columns: [
    { key: 'cover', title: '作品', render: (row) => <ImageCell src={row.cover} alt={row.title} /> },
    { key: 'title', title: '标题' },
    { key: 'activityTitle', title: '所属活动', render: (row) => row.activityTitle ?? row.activityId },
    { key: 'creator', title: '作者', render: (row) => <MemberCell user={row.creator} /> },
    { key: 'state', title: '状态', render: (row) => labelOf(ENROLL_STATE_LABELS, row.state) },
    { key: 'note', title: '评审意见' },
    { key: 'createTime', title: '提交时间', render: (row) => timeText(row.createTime) },
  ],
  actions: (calls) =>
    (
      [
        ['pass', '通过'],
        ['excellent', '评为优秀'],
        ['nopass', '不通过'],
      ] as const
    ).map(([state, label]) => ({
      label,
      danger: state === 'nopass',
      visible: (row: EnrollmentRecord) => row.state !== state,
      confirm: (row: EnrollmentRecord) => `将「${row.title}」${label}？`,
      prompt: reviewPrompt,
      run: (row: EnrollmentRecord, note: string) =>
        calls.post(activityMngPaths.review, row.enrollId, { state, ...(note ? { note } : {}) }),
      done: `已${label}`,
    })),
  emptyText: '没有待评审的作品',
};

import type {
  BannerAdminRecord,
  CategoryRecord,
  CircleRecord,
  DictionaryRecord,
  GuestbookRecord,
  NoticeRecord,
  SiteConfigRecord,
  SiteParamRecord,
} from '@yiying/models';
import {
  bannerMngContract,
  bannerMngPaths,
  categoryContract,
  categoryPaths,
  circleContract,
  circlePaths,
  configContract,
  configPaths,
  dictContract,
  dictPaths,
  guestbookPaths,
  noticeContract,
  noticePaths,
  siteParamContract,
  siteParamPaths,
} from '@yiying/validation';
import { timeText } from '../blocks/format';
import type { FieldSpec } from '../blocks/resource-form';
import type { ResourceConfig } from '../blocks/resource-screen';
import type { Column } from '../blocks/types';
import { ImageCell } from './cells';
import {
  BANNER_TYPE_LABELS,
  CONFIG_KIND_LABELS,
  CONTENT_MODEL_LABELS,
  ENABLED_OPTIONS,
  GUESTBOOK_KIND_LABELS,
  labelOf,
  NOTICE_TYPE_LABELS,
  optionsOf,
  READ_FLAG_LABELS,
  RECORD_STATE_LABELS,
} from './options';

const stateField: FieldSpec = { name: 'state', label: '状态', kind: 'select', options: optionsOf(RECORD_STATE_LABELS) };
const sortField: FieldSpec = { name: 'sort', label: '排序（越大越靠前）', kind: 'number' };
const enabledField: FieldSpec = { name: 'enabled', label: '启用', kind: 'switch' };
const stateColumn = <T extends { state: string }>(): Column<T> => ({
  key: 'state',
  title: '状态',
  render: (row) => labelOf(RECORD_STATE_LABELS, row.state),
});
const updatedColumn = <T extends { updateTime: string }>(): Column<T> => ({
  key: 'updateTime',
  title: '更新时间',
  render: (row) => timeText(row.updateTime),
});
const enabledText = (value: unknown) => (Number(value) === 1 ? '启用' : '停用');

/** 横幅: every banner type of the site, with its picture, order and state. */
export const bannerScreen: ResourceConfig<BannerAdminRecord> = {
  title: '横幅管理',
  idKey: 'bannerId',
  list: bannerMngPaths.list,
  create: bannerMngPaths.create,
  update: bannerMngPaths.update,
  remove: bannerMngPaths.delete,
  createSchema: bannerMngContract.bodies.create,
  updateSchema: bannerMngContract.bodies.update,
  defaults: { type: 'home-major', state: 'create', sort: 0 },
  filters: [
    { name: 'type', label: '位置', kind: 'select', options: optionsOf(BANNER_TYPE_LABELS, '全部') },
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(RECORD_STATE_LABELS, '全部') },
  ],
  columns: [
    { key: 'cover', title: '图片', render: (row) => <ImageCell src={row.cover} alt={row.title} /> },
    { key: 'title', title: '标题' },
    { key: 'type', title: '位置', render: (row) => labelOf(BANNER_TYPE_LABELS, row.type) },
    { key: 'sort', title: '排序' },
    stateColumn(),
    updatedColumn(),
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text' },
    { name: 'type', label: '位置', kind: 'select', options: optionsOf(BANNER_TYPE_LABELS) },
    { name: 'cover', label: '图片', kind: 'image', hint: 'JPG/PNG/GIF，不超过 5MB' },
    { name: 'coverName', label: '作品名称', kind: 'text' },
    { name: 'coverAuthor', label: '作者', kind: 'text' },
    { name: 'summary', label: '摘要', kind: 'textarea' },
    { name: 'content', label: '说明', kind: 'textarea' },
    { name: 'link', label: '链接', kind: 'text', placeholder: '/activity 或 https://…' },
    sortField,
    stateField,
  ],
  actions: (calls) => [
    {
      label: '发布',
      visible: (row) => row.state !== 'publish',
      confirm: (row) => `发布「${row.title}」后，它会出现在${labelOf(BANNER_TYPE_LABELS, row.type)}。`,
      run: (row) => calls.post(bannerMngPaths.update, row.bannerId, { state: 'publish' }),
      done: '已发布',
    },
    {
      label: '下线',
      visible: (row) => row.state === 'publish',
      confirm: (row) => `下线「${row.title}」？`,
      run: (row) => calls.post(bannerMngPaths.update, row.bannerId, { state: 'down' }),
      done: '已下线',
    },
  ],
  emptyText: '还没有横幅',
};

/** 公告: notices with rich text (or pictures for the picture model). */
export const noticeScreen: ResourceConfig<NoticeRecord> = {
  title: '公告管理',
  idKey: 'noticeId',
  list: noticePaths.mngList,
  create: noticePaths.mngCreate,
  update: noticePaths.mngUpdate,
  remove: noticePaths.mngDelete,
  createSchema: noticeContract.bodies.create,
  updateSchema: noticeContract.bodies.update,
  defaults: { type: 'notice_info', model: 'article', state: 'create', images: [] },
  filters: [
    { name: 'search', label: '标题', kind: 'search' },
    { name: 'type', label: '类型', kind: 'select', options: optionsOf(NOTICE_TYPE_LABELS, '全部') },
    { name: 'state', label: '状态', kind: 'select', options: optionsOf(RECORD_STATE_LABELS, '全部') },
  ],
  columns: [
    { key: 'title', title: '标题' },
    { key: 'type', title: '类型', render: (row) => labelOf(NOTICE_TYPE_LABELS, row.type) },
    { key: 'hits', title: '阅读' },
    stateColumn(),
    { key: 'publishTime', title: '发布时间', render: (row) => timeText(row.publishTime) },
  ],
  fields: [
    { name: 'title', label: '标题', kind: 'text' },
    { name: 'subtitle', label: '副标题', kind: 'text' },
    { name: 'type', label: '类型', kind: 'select', options: optionsOf(NOTICE_TYPE_LABELS) },
    { name: 'model', label: '模式', kind: 'select', options: optionsOf(CONTENT_MODEL_LABELS) },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'content', label: '正文', kind: 'richtext' },
    { name: 'images', label: '图片（图片模式）', kind: 'images' },
    { name: 'publishTime', label: '发布时间', kind: 'datetime' },
    stateField,
  ],
  emptyText: '还没有公告',
};

/** 圈子. */
export const circleScreen: ResourceConfig<CircleRecord> = {
  title: '圈子管理',
  idKey: 'circleId',
  list: circlePaths.mngList,
  create: circlePaths.mngCreate,
  update: circlePaths.mngUpdate,
  remove: circlePaths.mngDelete,
  createSchema: circleContract.bodies.create,
  updateSchema: circleContract.bodies.update,
  nameOf: (row) => row.name,
  defaults: { enabled: 1, starFlag: 'no', sort: 0 },
  filters: [
    { name: 'enabled', label: '状态', kind: 'select', options: [{ value: '', label: '全部' }, ...ENABLED_OPTIONS] },
  ],
  columns: [
    { key: 'cover', title: '封面', render: (row) => <ImageCell src={row.cover} alt={row.name} /> },
    { key: 'name', title: '名称' },
    { key: 'subscribeNum', title: '成员' },
    { key: 'contentNum', title: '帖子' },
    { key: 'starFlag', title: '推荐', render: (row) => (row.starFlag === 'yes' ? '是' : '否') },
    { key: 'enabled', title: '状态', render: (row) => enabledText(row.enabled) },
    sortColumn(),
  ],
  fields: [
    { name: 'name', label: '名称', kind: 'text' },
    { name: 'description', label: '介绍', kind: 'textarea' },
    { name: 'cover', label: '封面', kind: 'image' },
    { name: 'starFlag', label: '推荐圈子', kind: 'switch', on: 'yes', off: 'no' },
    enabledField,
    sortField,
  ],
  emptyText: '还没有圈子',
};

function sortColumn<T extends { sort: number }>(): Column<T> {
  return { key: 'sort', title: '排序' };
}

/** 分类. */
export const categoryScreen: ResourceConfig<CategoryRecord> = {
  title: '分类管理',
  idKey: 'categoryId',
  list: categoryPaths.mngList,
  create: categoryPaths.mngCreate,
  update: categoryPaths.mngUpdate,
  remove: categoryPaths.mngDelete,
  createSchema: categoryContract.bodies.create,
  updateSchema: categoryContract.bodies.update,
  nameOf: (row) => row.name,
  defaults: { state: 'publish', sort: 0 },
  columns: [
    { key: 'name', title: '名称' },
    { key: 'parentId', title: '上级分类' },
    sortColumn(),
    stateColumn(),
    updatedColumn(),
  ],
  fields: [
    { name: 'name', label: '名称', kind: 'text' },
    { name: 'icon', label: '图标', kind: 'image' },
    { name: 'parentId', label: '上级分类 ID', kind: 'text' },
    sortField,
    stateField,
  ],
  emptyText: '还没有分类',
};

/** 字典. */
export const dictScreen: ResourceConfig<DictionaryRecord> = {
  title: '字典管理',
  idKey: 'dictId',
  list: dictPaths.mngList,
  create: dictPaths.mngCreate,
  update: dictPaths.mngUpdate,
  remove: dictPaths.mngDelete,
  createSchema: dictContract.bodies.create,
  updateSchema: dictContract.bodies.update,
  nameOf: (row) => row.label,
  defaults: { enabled: 1, sort: 0 },
  filters: [
    { name: 'type', label: '类型', kind: 'search' },
    { name: 'label', label: '名称', kind: 'search' },
  ],
  columns: [
    { key: 'type', title: '类型' },
    { key: 'label', title: '名称' },
    { key: 'value', title: '值' },
    sortColumn(),
    { key: 'enabled', title: '状态', render: (row) => enabledText(row.enabled) },
  ],
  fields: [
    { name: 'type', label: '类型', kind: 'text' },
    { name: 'label', label: '名称', kind: 'text' },
    { name: 'value', label: '值', kind: 'text' },
    { name: 'icon', label: '图标', kind: 'image' },
    { name: 'description', label: '描述（JSON 或文字）', kind: 'json' },
    { name: 'parentId', label: '上级 ID', kind: 'text' },
    sortField,
    enabledField,
  ],
  emptyText: '还没有字典项',
};

/** 站点参数: title, phone, address, logo, QR codes …, each edited in place. */
export const siteParamScreen: ResourceConfig<SiteParamRecord> = {
  title: '站点参数',
  idKey: 'key',
  list: siteParamPaths.mngList,
  whole: true,
  update: siteParamPaths.mngUpdate,
  updateSchema: siteParamContract.bodies.update,
  nameOf: (row) => row.label,
  columns: [
    { key: 'key', title: '键', render: (row) => <code>{row.key}</code> },
    { key: 'label', title: '名称' },
    { key: 'value', title: '值' },
    { key: 'visible', title: '显示', render: (row) => (row.visible ? '是' : '否') },
    updatedColumn(),
  ],
  fields: [
    { name: 'label', label: '名称', kind: 'text' },
    { name: 'value', label: '值', kind: 'textarea' },
    { name: 'visible', label: '显示', kind: 'switch', on: true, off: false },
  ],
  emptyText: '没有站点参数',
};

/** 站点配置: one JSON document per kind (site, home, base …). */
export const configScreen: ResourceConfig<SiteConfigRecord> = {
  title: '站点配置',
  idKey: 'configId',
  list: configPaths.mngList,
  create: configPaths.mngCreate,
  update: configPaths.mngUpdate,
  remove: configPaths.mngDelete,
  createSchema: configContract.bodies.create,
  updateSchema: configContract.bodies.update,
  nameOf: (row) => row.label,
  defaults: { siteId: 'default', value: 'site', enabled: 1, content: '{}' },
  filters: [{ name: 'type', label: '类型', kind: 'select', options: optionsOf(CONFIG_KIND_LABELS, '全部') }],
  columns: [
    { key: 'value', title: '类型', render: (row) => <code>{row.value}</code> },
    { key: 'label', title: '名称' },
    { key: 'siteId', title: '站点' },
    { key: 'enabled', title: '状态', render: (row) => enabledText(row.enabled) },
    updatedColumn(),
  ],
  expand: (row) => <pre>{row.content}</pre>,
  fields: [
    { name: 'siteId', label: '站点', kind: 'text', createOnly: true },
    { name: 'value', label: '类型', kind: 'select', options: optionsOf(CONFIG_KIND_LABELS) },
    { name: 'label', label: '名称', kind: 'text' },
    { name: 'content', label: '内容（JSON）', kind: 'json' },
    enabledField,
  ],
  emptyText: '还没有配置',
};

/** 留言箱: contact-us and online messages; read, mark and delete. */
export const guestbookScreen: ResourceConfig<GuestbookRecord> = {
  title: '留言箱',
  idKey: 'guestbookId',
  list: guestbookPaths.mngList,
  remove: guestbookPaths.mngDelete,
  nameOf: (row) => row.title ?? row.name,
  filters: [
    { name: 'search', label: '搜索', kind: 'search', placeholder: '姓名、电话或标题' },
    { name: 'kind', label: '类型', kind: 'select', options: optionsOf(GUESTBOOK_KIND_LABELS, '全部') },
    { name: 'readFlag', label: '状态', kind: 'select', options: optionsOf(READ_FLAG_LABELS, '全部') },
  ],
  columns: [
    { key: 'readFlag', title: '状态', render: (row) => labelOf(READ_FLAG_LABELS, row.readFlag) },
    { key: 'kind', title: '类型', render: (row) => labelOf(GUESTBOOK_KIND_LABELS, row.kind) },
    { key: 'name', title: '姓名' },
    { key: 'phone', title: '电话' },
    { key: 'title', title: '标题' },
    { key: 'createTime', title: '时间', render: (row) => timeText(row.createTime) },
  ],
  expand: (row) => (
    <dl style={{ margin: 0 }}>
      {(
        [
          ['留言', row.message],
          ['邮箱', row.email],
          ['单位', row.company],
          ['部门', row.department],
        ] as const
      )
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt style={{ fontWeight: 600 }}>{label}</dt>
            <dd style={{ margin: '0 0 8px', whiteSpace: 'pre-wrap' }}>{value}</dd>
          </div>
        ))}
    </dl>
  ),
  actions: (calls) => [
    {
      label: '标为已读',
      visible: (row) => row.readFlag === 'no',
      run: (row) => calls.post(guestbookPaths.mngUpdate, row.guestbookId, { readFlag: 'yes' }),
      done: '已标为已读',
    },
    {
      label: '标为未读',
      visible: (row) => row.readFlag === 'yes',
      run: (row) => calls.post(guestbookPaths.mngUpdate, row.guestbookId, { readFlag: 'no' }),
      done: '已标为未读',
    },
  ],
  emptyText: '没有留言',
};

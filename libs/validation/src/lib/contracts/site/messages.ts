import { string } from 'yup';
import { RecordState } from '@yiying/models';
import { enabledField, positionField } from '../resource.js';

/** Texts of the notice, configuration, dictionary, category, guestbook and banner management calls. */
export const SITE_MESSAGES = {
  noticeNotFound: '公告不存在',
  noticeTitleRequired: '请输入公告标题',
  noticeTitleMax: '公告标题不能超过64个字符',
  noticeSubtitleMax: '副标题不能超过128个字符',
  noticeTypeInvalid: 'type 不是有效的公告类型',
  noticeModelInvalid: 'model 只能是 shop 或 article',
  noticeImagesRequired: '图片模式的公告至少需要一张图片',
  noticeImagesMax: '公告最多20张图片',
  noticeContentMax: '公告正文过长',
  publishTimeInvalid: 'publishTime 不是有效的时间',
  stateInvalid: 'state 只能是 create、publish、down 之一',
  urlMax: '地址不能超过500个字符',
  paramNotFound: '站点参数不存在',
  paramValueMax: '参数值不能超过500个字符',
  paramLabelMax: '参数名称不能超过32个字符',
  configNotFound: '配置不存在',
  configKindInvalid: 'value 不是有效的配置类型',
  configLabelRequired: '请输入配置名称',
  configLabelMax: '配置名称不能超过64个字符',
  configContentRequired: '请输入配置内容',
  configContentInvalid: '配置内容必须是 JSON 对象文本',
  configContentMax: '配置内容不能超过65536个字符',
  siteIdMax: 'siteId 不能超过64个字符',
  dictNotFound: '字典项不存在',
  dictValueRequired: '请输入字典值',
  dictLabelRequired: '请输入字典名称',
  dictTypeRequired: '请输入字典类型',
  dictFieldMax: '字典字段不能超过64个字符',
  dictDescriptionMax: '字典描述不能超过2000个字符',
  dictParentNotFound: '上级字典项不存在',
  categoryNotFound: '分类不存在',
  categoryNameRequired: '请输入分类名称',
  categoryNameMax: '分类名称不能超过32个字符',
  categoryParentNotFound: '上级分类不存在',
  categoryDisabled: '分类未开放',
  sortInvalid: 'sort 必须是 0 到 100000 之间的整数',
  enabledInvalid: 'enabled 只能是 1 或 0',
  guestbookNotFound: '留言不存在',
  guestbookKindInvalid: 'kind 只能是 contact 或 message',
  guestbookTextMax: '留言内容不能超过500个字符',
  guestbookFieldMax: '长度不能超过64个字符',
  guestbookThrottled: '留言过于频繁，请稍后再试',
  readFlagInvalid: 'readFlag 只能是 yes 或 no',
  bannerNotFound: '横幅不存在',
  bannerTitleRequired: '请输入横幅标题',
  bannerTitleMax: '横幅标题不能超过64个字符',
  bannerCoverRequired: '请上传横幅图片',
  bannerTypeInvalid: 'type 不是有效的横幅类型',
  bannerTextMax: '横幅文字不能超过250个字符',
  fileNotSite: '图片须为本站上传的文件',
  linkInvalid: '链接须为站内路径或 http(s) 地址',
} as const;

/** A position in a list (字典、分类、横幅的排序). */
export const sortField = () => positionField(SITE_MESSAGES.sortInvalid);

/** `enabled` 1 or 0. */
export const siteEnabledField = () => enabledField(SITE_MESSAGES.enabledInvalid);

/** `state` create, publish or down. */
export const stateField = () =>
  string().oneOf(Object.values(RecordState), SITE_MESSAGES.stateInvalid).meta({ message: SITE_MESSAGES.stateInvalid });

/** An ISO time (a notice's publish time). */
export const timeField = () =>
  string()
    .test(
      'iso-time',
      SITE_MESSAGES.publishTimeInvalid,
      (value) => value === undefined || !Number.isNaN(Date.parse(value)),
    )
    .meta({ message: SITE_MESSAGES.publishTimeInvalid });

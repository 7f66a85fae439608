import { PAGE_SIZE, type ImMessage, type ImMessagePage, type ImSettings, type MediaRecord } from '@yiying/models';
import type { ImMsgCreateBody, ImMsgCreateInput, ImMsgListInput, ImMsgListQuery, ImSettingBody } from '../im.schema.js';
import { route, UPLOAD_FIELD, type RouteTable } from '../route-spec.js';

/** Private messages (spec §7 IM calls): a conversation page, sending, deleting one's copy, image upload, settings. */
export const imMsgPaths = {
  list: route<{ query: ImMsgListQuery; input: ImMsgListInput; response: ImMessagePage }>()({
    method: 'GET',
    path: '/web/imMsg/list',
    operationId: 'listImMsg',
    summary: '与某人的聊天记录',
    description: `最新的在前，每页默认 ${PAGE_SIZE.imMsg} 条；\`nextCursor\` 作为 \`cursor\` 取更早的一页。`,
    access: 'member',
  }),
  create: route<{ body: ImMsgCreateBody; input: ImMsgCreateInput; response: ImMessage }>()({
    method: 'POST',
    path: '/web/imMsg/create',
    operationId: 'createImMsg',
    summary: '发送私信',
    description:
      '保存后通过接收者的聊天连接推送（type private，status ready_send）。图片消息的 content 是 `/web/imMsg/upload` 返回的 url。对方屏蔽、设置了私信权限时 403；发送过快 429。',
    access: 'member',
  }),
  delete: route()({
    method: 'POST',
    path: '/web/imMsg/delete/{id}',
    operationId: 'deleteImMsg',
    summary: '删除一条消息（仅删除自己的副本）',
    params: { id: '消息 ID' },
    access: 'member',
    empty: true,
  }),
  /** A multipart upload: the client sends the picture as form data, not through the route's call. */
  upload: route<{ response: MediaRecord }>()({
    method: 'POST',
    path: '/web/imMsg/upload',
    operationId: 'uploadImImage',
    summary: '上传聊天图片',
    description: `multipart/form-data，字段 \`${UPLOAD_FIELD}\`：JPG/PNG/GIF 图片（≤ 5MB），返回的 url 作为图片消息的 content。`,
    access: 'member',
  }),
  setting: route<{ response: ImSettings }>()({
    method: 'GET',
    path: '/web/imMsg/setting',
    operationId: 'imSetting',
    summary: '谁可以给我发私信',
    access: 'member',
  }),
  updateSetting: route<{ body: ImSettingBody; response: ImSettings }>()({
    method: 'POST',
    path: '/web/imMsg/setting',
    operationId: 'updateImSetting',
    summary: '设置谁可以给我发私信',
    description: 'everyone 所有人；fans 关注我的人；mutual 互相关注的人；nobody 不接收。',
    access: 'member',
  }),
} as const satisfies RouteTable;

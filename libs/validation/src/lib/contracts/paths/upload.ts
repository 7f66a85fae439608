import type { MediaRecord, StoredFile } from '@yiying/models';
import type { FileDeleteBody, FileUploadQuery, FileViewQuery } from '../upload.schema.js';
import { route, UPLOAD_FIELD, type RouteTable } from '../route-spec.js';

/**
 * Upload routes. `upload` (`/web/file/upload?siteId=`) takes any post file (image, video, document) as
 * multipart/form-data with one field `file`; `status` answers one of the member's uploads again (a video's processing); `uploadOss` of `/web/user` takes avatar and certificate images.
 * The multipart bodies are read by the routes themselves, so their specs type no body.
 */
export const uploadPaths = {
  upload: route<{ query: FileUploadQuery; response: MediaRecord }>()({
    method: 'POST',
    path: '/web/file/upload',
    operationId: 'uploadFile',
    summary: '上传帖子的图片、视频或文档',
    description: `multipart/form-data，字段 \`${UPLOAD_FIELD}\`，按文件内容判断类型：JPG/PNG/GIF 图片（≤ 5MB，重新编码、去掉元数据，生成 WebP 各宽度与占位图）、MP4/MOV/AVI/RMVB/RM 视频（≤ 500MB，可读时生成封面帧）、PDF/Word/Excel/PPT/TXT 文档（≤ 100MB，以附件下载）。24 小时内未被帖子使用的文件会被清理；每人每天有上传总量上限（429）。`,
    access: 'member',
  }),
  status: route<{ response: MediaRecord }>()({
    method: 'GET',
    path: '/web/file/status/{id}',
    operationId: 'fileStatus',
    summary: '查询自己上传的文件',
    description:
      '视频上传后在后台转码：`status` 为 processing 时带 `progress`（0–100），完成后为 ready（`url` 为 H.264 MP4，较长或较大的视频另有 `hls`），无法解码时为 failed 并带 `error`。只能查询自己的文件。',
    params: { id: '文件 ID（mediaId）' },
    access: 'member',
  }),
  view: route<{ query: FileViewQuery }>()({
    method: 'GET',
    path: '/api/file/view',
    operationId: 'viewFile',
    summary: '查看文档',
    description:
      '跳转（302）：Word、Excel、PPT 文档在配置了 OFFICE_VIEWER_URL 时跳转到文档查看服务（附上文件的完整地址），其余文档跳转到文件本身（以附件下载）。',
    redirect: true,
  }),
  uploadOss: route<{ response: StoredFile }>()({
    method: 'POST',
    path: '/web/user/uploadOss',
    operationId: 'uploadOss',
    summary: '上传图片',
    description: `multipart/form-data，字段 \`${UPLOAD_FIELD}\`：JPG、PNG 或 GIF（按文件内容判断），不超过 5MB；图片会被重新编码并去掉元数据（含 GPS）。`,
    access: 'member',
  }),
  fileDelete: route<{ body: FileDeleteBody }>()({
    method: 'POST',
    path: '/web/user/fileDelete',
    operationId: 'fileDelete',
    summary: '删除自己上传的文件',
    access: 'member',
    empty: true,
  }),
} as const satisfies RouteTable;

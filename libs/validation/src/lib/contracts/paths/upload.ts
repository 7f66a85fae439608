import type { RouteTable } from '../route-spec.js';

/**
 * Upload routes. `upload` (`/web/file/upload?siteId=`) takes any post file (image, video, document) as
 * multipart/form-data with one field `file`; `status` answers one of the member's uploads again (a video's processing); `uploadOss` of `/web/user` takes avatar and certificate images.
 */
export const uploadPaths = {
  upload: { method: 'POST', path: '/web/file/upload', operationId: 'uploadFile' },
  status: { method: 'GET', path: '/web/file/status/{id}', operationId: 'fileStatus' },
  view: { method: 'GET', path: '/api/file/view', operationId: 'viewFile', redirect: true },
  uploadOss: { method: 'POST', path: '/web/user/uploadOss', operationId: 'uploadOss' },
  fileDelete: { method: 'POST', path: '/web/user/fileDelete', operationId: 'fileDelete', empty: true },
} as const satisfies RouteTable;

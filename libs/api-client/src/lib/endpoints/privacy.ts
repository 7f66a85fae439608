import type { AccountDeletion, DataExport } from '@yiying/models';
import { privacyPaths } from '@yiying/validation';
import { NetworkError } from '../errors/network-error.js';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** The archive of a data export, as downloaded. */
export interface DownloadedArchive {
  blob: Blob;
  /** The name the server gave it (`yiying-data-YYYYMMDD.zip`). */
  fileName: string;
}

/** Privacy rights of the signed-in member: 导出我的数据 and 注销账号. */
export interface PrivacyApi {
  /** Starts an export prepared in the background, or answers the one under way. */
  startExport(): Promise<DataExport>;
  /** The newest export, or null when the member never asked for one. */
  latestExport(): Promise<DataExport | null>;
  /** One export with its state and progress (0–100). */
  exportDetail(exportId: string): Promise<DataExport>;
  /** The zip, once: the server deletes it after this download. */
  downloadExport(exportId: string): Promise<DownloadedArchive>;
  deletionStatus(): Promise<AccountDeletion>;
  /** Schedules the deletion with a `deleteAccount` SMS code sent to the member's own mobile. */
  requestDeletion(code: string): Promise<AccountDeletion>;
  /** 撤销注销. */
  cancelDeletion(): Promise<AccountDeletion>;
}

/** `filename*=UTF-8''…` (or the plain `filename=`) of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'yiying-data.zip';
}

export function createPrivacyApi(
  client: Pick<Transport, 'get' | 'post' | 'url' | 'authHeaders' | 'readAnswer'>,
): PrivacyApi {
  return {
    startExport: () => client.post<DataExport>(privacyPaths.startExport.path),
    latestExport: async () => (await client.get<DataExport | null>(privacyPaths.latestExport.path)) ?? null,
    exportDetail: (exportId) => client.get<DataExport>(fillPath(privacyPaths.exportDetail.path, { id: exportId })),
    downloadExport: async (exportId) => {
      let response: Response;
      try {
        response = await fetch(client.url(fillPath(privacyPaths.downloadExport.path, { id: exportId })), {
          headers: client.authHeaders(),
        });
      } catch (error) {
        throw new NetworkError(error);
      }
      if (!response.ok) {
        // The error envelope goes through the same checks as every call (401 clears the session, 400 its message).
        client.readAnswer({
          status: response.status,
          statusText: response.statusText,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
        });
      }
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
    },
    deletionStatus: () => client.get<AccountDeletion>(privacyPaths.deletionStatus.path),
    requestDeletion: (code) => client.post<AccountDeletion>(privacyPaths.requestDeletion.path, { code }),
    cancelDeletion: () => client.post<AccountDeletion>(privacyPaths.cancelDeletion.path),
  };
}

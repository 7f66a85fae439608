import type {
  bannerPaths,
  certificatePaths,
  devPaths,
  fansPaths,
  InputOf,
  moderationPaths,
  mutePaths,
  privacyPaths,
  reportPaths,
  searchPaths,
  topicPaths,
  wxMpPaths,
} from '@yiying/validation';
import { fillPath, type CallResult, type ContractClient } from './contract-client.js';
import { NetworkError } from './errors/network-error.js';
import type { Transport } from './transport.js';

/** Banners of the home, hot, activity and login pages (public). */
export type BannerApi = ContractClient<typeof bannerPaths>;

/** Query of the banner list as the caller gives it: every field optional. */
export type BannerListParams = InputOf<typeof bannerPaths.list>;

/** Topics (`#topic#` segments of titles) with posts the caller may see. */
export type TopicApi = ContractClient<typeof topicPaths>;

/** Query of the topic list as the caller gives it; `title` finds topics whose name contains it. */
export type TopicListParams = InputOf<typeof topicPaths.list>;

/** The signed-in member's muted words (屏蔽词), applied by the server to their feeds, search and comments. */
export type MuteApi = ContractClient<typeof mutePaths>;

/** What `mute.create` takes: the word, 隐藏 or 折叠, and how long (default 永久). */
export type MuteCreateParams = InputOf<typeof mutePaths.create>;

/** Follow relations: someone's fans or follows (public), the member's own, and following by id. */
export type FansApi = Omit<ContractClient<typeof fansPaths>, 'create'> & {
  /** Follows `userId`. */
  create(userId: string): Promise<CallResult<typeof fansPaths.create>>;
};

/** Query of the public fans list as the caller gives it: every field optional. */
export type FansListParams = InputOf<typeof fansPaths.list>;

/** The fans group: the contract's calls, `create` taking the member to follow as its one argument. */
export function fansApi(calls: ContractClient<typeof fansPaths>): FansApi {
  return { ...calls, create: (userId) => calls.create({ userId }) };
}

/** Doctor / student verification: the member's request and its review by an admin. */
export type CertificateApi = Omit<ContractClient<typeof certificatePaths>, 'reject'> & {
  /** Rejects a request with the reason the member will read. */
  reject(certificateId: string, reason: string): Promise<CallResult<typeof certificatePaths.reject>>;
};

/** The certificate group: the contract's calls, `reject` taking the reason as its second argument. */
export function certificateApi(calls: ContractClient<typeof certificatePaths>): CertificateApi {
  return { ...calls, reject: (certificateId, reason) => calls.reject(certificateId, { reason }) };
}

/** The site search (`/api/ee/search`): hits newest first, each with its title cut into matched and unmatched parts. */
export type SearchApi = ContractClient<typeof searchPaths>;

/** Query of the site search: `title` needed (one Chinese character is enough), `type` user / content / activity. */
export type SearchParams = InputOf<typeof searchPaths.search>;

/** 举报 as a member files it (the review queue is the admin console's). */
export type ReportApi = Pick<ContractClient<typeof reportPaths>, 'create'>;

/** The report group: the member's call only. */
export function reportApi(calls: ContractClient<typeof reportPaths>): ReportApi {
  return { create: calls.create };
}

/** Development helpers; the server answers them only outside production. */
export interface DevApi {
  /** Codes the development SMS provider "sent", newest first; every mobile's when `mobile` is left out. */
  smsOutbox(mobile?: string): Promise<CallResult<typeof devPaths.smsOutbox>>;
}

/** The dev group: the outbox of one mobile, or of all. */
export function devApi(calls: ContractClient<typeof devPaths>): DevApi {
  return { smsOutbox: async (mobile) => (await calls.smsOutbox({ mobile })) ?? [] };
}

type Moderation = ContractClient<typeof moderationPaths>;

/** 敏感词 and 审核队列 of the admin console (admins only). */
export type ModerationApi = Omit<Moderation, 'importWords' | 'testWords' | 'approve' | 'reject' | 'bulk'> & {
  /** The file's text: `word<TAB>action` lines. */
  importWords(text: string): ReturnType<Moderation['importWords']>;
  /** What a text would trigger; nothing is saved. */
  testWords(text: string): ReturnType<Moderation['testWords']>;
  approve(itemId: string, note?: string): ReturnType<Moderation['approve']>;
  reject(itemId: string, reason: string): ReturnType<Moderation['reject']>;
  bulk(ids: readonly string[], decision: 'approve' | 'reject', reason?: string): ReturnType<Moderation['bulk']>;
};

/** The moderation group: the contract's calls, the texts, notes and decisions as separate arguments. */
export function moderationApi(calls: Moderation): ModerationApi {
  return {
    ...calls,
    importWords: (text) => calls.importWords({ text }),
    testWords: (text) => calls.testWords({ text }),
    approve: (itemId, note) => calls.approve(itemId, note ? { note } : {}),
    reject: (itemId, reason) => calls.reject(itemId, { reason }),
    bulk: (ids, decision, reason) => calls.bulk({ ids: [...ids], decision, ...(reason ? { reason } : {}) }),
  };
}

type WxMp = ContractClient<typeof wxMpPaths>;

/** QR-code login: the browser shows a code, a logged-in phone scans and confirms it. */
export type WxMpApi = Omit<WxMp, 'ticket' | 'scan' | 'confirm'> & {
  /** A new QR code valid `invalidTime` seconds (30 to 1800; the server's default, 300, without). */
  ticket(invalidTime?: number): ReturnType<WxMp['ticket']>;
  /** The phone's member has scanned the code; answers who is asking. */
  scan(qrcodeId: string, ticket: string): ReturnType<WxMp['scan']>;
  confirm(qrcodeId: string, ticket: string): ReturnType<WxMp['confirm']>;
};

/** The QR-login group: the contract's calls, the validity and the ticket as separate arguments. */
export function wxMpApi(calls: WxMp): WxMpApi {
  return {
    ...calls,
    ticket: (invalidTime) => calls.ticket(invalidTime === undefined ? undefined : { invalidTime }),
    scan: (qrcodeId, ticket) => calls.scan(qrcodeId, { ticket }),
    confirm: (qrcodeId, ticket) => calls.confirm(qrcodeId, { ticket }),
  };
}

type Privacy = ContractClient<typeof privacyPaths>;

/** The archive of a data export, as downloaded. */
export interface DownloadedArchive {
  blob: Blob;
  /** The name the server gave it (`yiying-data-YYYYMMDD.zip`). */
  fileName: string;
}

/** Privacy rights of the signed-in member: 导出我的数据 and 注销账号. */
export type PrivacyApi = Omit<Privacy, 'requestDeletion'> & {
  /** The zip, once: the server deletes it after this download. */
  downloadExport(exportId: string): Promise<DownloadedArchive>;
  /** Schedules the deletion with a `deleteAccount` SMS code sent to the member's own mobile. */
  requestDeletion(code: string): ReturnType<Privacy['requestDeletion']>;
};

/** `filename*=UTF-8''…` (or the plain `filename=`) of a Content-Disposition header. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'yiying-data.zip';
}

/** The privacy group: the contract's calls, the deletion code as its one argument, and the archive's download. */
export function privacyApi(
  calls: Privacy,
  table: typeof privacyPaths,
  transport: Pick<Transport, 'url' | 'authHeaders' | 'readAnswer'>,
): PrivacyApi {
  return {
    ...calls,
    latestExport: async () => (await calls.latestExport()) ?? null,
    requestDeletion: (code) => calls.requestDeletion({ code }),
    downloadExport: async (exportId) => {
      let response: Response;
      try {
        response = await fetch(transport.url(fillPath(table.downloadExport.path, { id: exportId })), {
          headers: transport.authHeaders(),
        });
      } catch (error) {
        throw new NetworkError(error);
      }
      if (!response.ok) {
        // The error envelope goes through the same checks as every call (401 clears the session, 400 its message).
        transport.readAnswer({
          status: response.status,
          statusText: response.statusText,
          body: await response.text(),
          retryAfter: response.headers.get('retry-after'),
        });
      }
      return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
    },
  };
}

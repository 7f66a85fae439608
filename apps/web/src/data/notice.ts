import type { NoticeItem, NoticeRecord } from '@yiying/models';
import { queryKeys } from './query-keys';
import { useApiQuery } from './use-api-query';

/** Chinese names of the notice types of spec §3. */
export const NOTICE_TYPE_LABELS: Record<NoticeRecord['type'], string> = {
  notice_banner: '横幅公告',
  notice_info: '通知',
  notice_news: '新闻',
  notice_message: '消息',
  notice_welfare: '福利',
  notice_extend: '推广',
  notice_award: '获奖公示',
  notice_summary: '活动总结',
  notice_custom: '专题',
  notice_none: '其他',
};

/** A notice as the notice widgets show it: the publish time stands for its date. */
export function toNoticeItem(record: NoticeRecord): NoticeItem {
  return {
    noticeId: record.noticeId,
    title: record.title,
    subtitle: record.subtitle || undefined,
    cover: record.cover || undefined,
    createTime: record.publishTime || record.createTime,
    hits: record.hits,
    content: record.content,
    images: record.images,
  };
}

/** A page of published notices (`GET /api/notice/list`), newest first, of one type or all. */
export function useNoticeList(pageNum: number, type: NoticeRecord['type'] | null, pageSize = 10) {
  return useApiQuery([...queryKeys.notice.list(pageNum, type), pageSize], (client) =>
    client.notice.list({ pageNum, pageSize, ...(type ? { type } : {}) }),
  );
}

/** One notice (`GET /api/notice/detail/{id}`); the server counts the read once per viewer. */
export function useNoticeDetail(noticeId: string | undefined) {
  return useApiQuery(
    noticeId ? queryKeys.notice.detail(noticeId) : null,
    (client) => client.notice.detail(noticeId as string),
    { revalidateOnFocus: false },
  );
}

import type { NoticeItem } from '@yiying/models';
import { sampleImage } from './sample-images';

/** Notices with Chinese sample content. */
export const sampleNotices: NoticeItem[] = [
  {
    noticeId: 'n1',
    title: '第三届医学摄影大赛征稿启事',
    subtitle: '截稿日期 3 月 31 日',
    cover: sampleImage('征稿', '#D70D19', 500, 300),
    createTime: '2025-03-01T02:00:00Z',
    hits: 1024,
  },
  {
    noticeId: 'n2',
    title: '平台维护通知',
    subtitle: '3 月 8 日凌晨 2:00 — 4:00',
    cover: sampleImage('维护', '#204165', 500, 300),
    createTime: '2025-03-05T08:30:00Z',
    hits: 256,
  },
  { noticeId: 'n3', title: '护士节专题展开幕', createTime: '2025-05-12T01:00:00Z', hits: 4096 },
];

import { useState } from 'react';
import { isApiError } from '@yiying/api-client';
import { NoticeType, type NoticeRecord } from '@yiying/models';
import { NoticeList } from '@yiying/community-ui';
import { Button } from '@yiying/widgets';
import { hrefTo } from '../../routing/href';
import { HrefLink } from '../../routing/link';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { NOTICE_TYPE_LABELS, toNoticeItem, useNoticeList } from '../../data/notice';
import { NoticePage } from './notice.styles';

function noticeType(value: string | undefined): NoticeRecord['type'] | null {
  return value && (Object.values(NoticeType) as string[]).includes(value) ? (value as NoticeRecord['type']) : null;
}

/** 公告: published notices newest first with 查看详情 per item, ten a page. */
export function NoticeListPage() {
  const type = noticeType(useRouteParams('Notice').type);
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading, mutate } = useNoticeList(pageNum, type);
  const navigateByName = useNavigateByName();
  const title = type ? NOTICE_TYPE_LABELS[type] : '公告';

  return (
    <NoticePage>
      <h1>{title}</h1>
      {error && !data ? (
        <div className="state" role="alert">
          <p>{isApiError(error) ? error.message : '加载失败'}</p>
          <Button variant="outlined" onClick={() => void mutate()}>
            重试
          </Button>
        </div>
      ) : isLoading || !data ? (
        <p className="state" role="status">
          加载中…
        </p>
      ) : (
        <>
          <NoticeList
            variant="detail"
            items={data.records.map(toNoticeItem)}
            emptyText="暂无公告"
            onItemClick={(item) => item.noticeId && navigateByName('NoticeDetail', { noticeId: item.noticeId })}
            itemHref={(item) => (item.noticeId ? hrefTo('NoticeDetail', { noticeId: item.noticeId }) : undefined)}
            linkAs={HrefLink}
          />
          {data.pages > 1 && (
            <nav className="pager" aria-label="分页">
              <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>
                上一页
              </Button>
              <span>
                第 {pageNum} / {data.pages} 页
              </span>
              <Button variant="outlined" disabled={pageNum >= data.pages} onClick={() => setPageNum((n) => n + 1)}>
                下一页
              </Button>
            </nav>
          )}
        </>
      )}
    </NoticePage>
  );
}

export default NoticeListPage;

import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { NoticeContent, NoticeHeader } from '@yiying/community-ui';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { useNoticeDetail } from '../../data/notice';
import { NoticePage } from './notice.styles';

/** 公告详情: header with publish time and read count, then the article HTML or, for the shop model, the images. */
export function NoticeDetailPage() {
  const { noticeId } = useRouteParams('NoticeDetail');
  const { data, error, isLoading } = useNoticeDetail(noticeId);

  return (
    <NoticePage>
      <Link className="back" to={routePath('Notice')}>
        ← 返回公告列表
      </Link>
      {!noticeId || (isApiError(error) && error.status === 404) ? (
        <p className="state" role="alert">
          公告不存在或已下线
        </p>
      ) : error ? (
        <p className="state" role="alert">
          {isApiError(error) ? error.message : '加载失败'}
        </p>
      ) : isLoading || !data ? (
        <p className="state" role="status">
          加载中…
        </p>
      ) : (
        <article>
          <NoticeHeader
            title={data.title}
            subtitle={data.subtitle || undefined}
            createTime={data.publishTime || data.createTime}
            hits={data.hits}
          />
          <NoticeContent model={data.model} content={data.content} images={data.images} title={data.title} />
        </article>
      )}
    </NoticePage>
  );
}

export default NoticeDetailPage;

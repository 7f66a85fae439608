import { Fragment, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { VideoPlayer } from '../../components/video-player';
import { Link } from '../../routing/link';
import { isApiError, isHttpError } from '@yiying/api-client';
import { ArticleNav, AttachmentList, type ArticleLink } from '@yiying/community-ui';
import {
  ContentType,
  FILE_ICONS,
  MediaKind,
  materialTypeOf,
  type Attachment,
  toImageSource,
  type Content,
  type MediaRecord,
} from '@yiying/models';
import { useNavigate } from 'react-router-dom';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { loginPath } from '../../routing/login-path';
import { routePath } from '../../routing/routes';
import { ForwardedSource } from '../gallery-actions/forward-source';
import { UserAvatar } from '../../components/user-avatar';
import { useCurrentUser, useShowSensitive } from '../../data';
import { useCommentMutations, useComments, useSideList } from '../../data/discovery';
import { useContentDetail } from '../../data/publish';
import { useDocumentTitle } from '../../routing/document-title';
import { neighboursOf, type SequenceEntry } from '../gallery-actions/browse-sequence';
import { FollowButton } from '../homepage/follow-button';
import { CommentSection } from './comment-section';
import { DetailActions } from './detail-actions';
import { CameraPanel } from './camera-panel';
import { Article, AuthorCard, Byline, Layout, Notice, Page, SideList, Tags } from './hot-detail.styles';
import { PictureSet } from './picture-set';

// The full-screen viewer loads when a picture is opened.
const ImageViewer = lazy(() => import('./image-viewer'));

/** Office documents open through the server, which sends them on to the office viewer when the site has one. */
const OFFICE_VIEW_PATH = '/api/file/view?url=';

/** A post's documents as the attachment list draws them. */
function toAttachment(file: MediaRecord): Attachment {
  return { name: file.name, url: file.url, ...FILE_ICONS[materialTypeOf(file.name) ?? 'file'] };
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '加载失败';
}

function TitleWithTopics({ content }: { content: Content }) {
  return (
    <h1 id="detail-title">
      {content.titleSegments.map((segment, index) =>
        segment.topic ? (
          <Link key={index} to={`${routePath('Pound')}?talkTopic=${encodeURIComponent(segment.text)}`}>
            #{segment.text}#
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </h1>
  );
}

/** A detail page's address, as 上一篇 / 下一篇 link to it. */
function detailHref(contentId: string): string {
  return `${routePath('HotDetail')}?contentId=${encodeURIComponent(contentId)}`;
}

function toArticleLink(entry: SequenceEntry | null | undefined): ArticleLink | null {
  return entry ? { title: entry.title, href: detailHref(entry.id) } : null;
}

/**
 * 作品详情. A post with pictures or a video is a viewer: the pictures large at their own ratio (a strip, a swipeable set
 * on phones) or the player with its poster, and beside them on wide screens (below on phones) the author, title, text,
 * camera data, tags, actions and comments. An article (and a forward without pictures) reads in one column of about
 * 40 em.
 */
export function HotDetailPage() {
  const { contentId } = useRouteParams('HotDetail');
  const { data: content, error, isLoading, mutate } = useContentDetail(contentId || null);
  useDocumentTitle(content?.title.replace(/[#＃]([^#＃]+)[#＃]/g, '$1').trim());
  const [showSensitive] = useShowSensitive();
  const { user } = useCurrentUser();
  const navigateByName = useNavigateByName();
  const navigate = useNavigate();
  const comments = useComments(contentId || null);
  const commentMutations = useCommentMutations();
  const { data: side } = useSideList(contentId || null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [shielded, setShielded] = useState<string | null>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const nav = useMemo(() => {
    if (!contentId) return { prev: null, next: null };
    const remembered = neighboursOf(contentId);
    if (remembered) return { prev: toArticleLink(remembered.prev), next: toArticleLink(remembered.next) };
    // Opened directly (a shared link): more of the same author or circle comes next.
    const first = side?.records.find((c) => c.contentId !== contentId);
    return { prev: null, next: first ? toArticleLink({ id: first.contentId, title: first.title }) : null };
  }, [contentId, side]);

  if (!contentId || (error && isHttpError(error) && error.status === 404)) {
    return (
      <Page>
        <Notice role="alert">作品不存在或已被删除</Notice>
        <Link to="/">返回首页</Link>
      </Page>
    );
  }
  if (error) return <Notice role="alert">{errorText(error)}</Notice>;
  if (isLoading || !content) return <Notice role="status">加载中…</Notice>;

  const media = content.media ?? [];
  const sensitive = Boolean(content.sensitive) && !showSensitive;
  const video = media.find((m) => m.kind === MediaKind.video);
  const pictures =
    content.type === ContentType.article
      ? []
      : media.filter((m) => m.kind === MediaKind.image && m.url !== video?.poster);
  const files = media.filter((m) => m.kind === MediaKind.file).map(toAttachment);
  const creator = content.creator;
  const viewerImages = pictures.map((m) => ({ src: toImageSource(m)?.url ?? m.url, alt: m.name }));
  const isMine = Boolean(user && user.userId === content.createBy);

  if (shielded === content.contentId) {
    return (
      <Page>
        <Notice role="status">已屏蔽此条，它不会再出现在你的列表中</Notice>
        <Link to={routePath('Hot')}>去看看热门</Link>
      </Page>
    );
  }

  const detailPath = `${routePath('HotDetail')}?contentId=${encodeURIComponent(content.contentId)}`;
  const authorHref = creator ? `${routePath('Homepage')}?userId=${encodeURIComponent(creator.userId)}` : '';
  const viewer = Boolean(video) || pictures.length > 0;
  const time = <time dateTime={content.createTime}>{content.createTimeText}</time>;

  const moderation = isMine && content.moderated && (
    <Notice role="note" className="moderation">
      {content.moderationState === 'held' ? '审核中' : '已被管理员隐藏'}
      {content.moderationReason ? `：${content.moderationReason}` : ''}
      {content.moderationState === 'held'
        ? '。管理员审核通过后会自动公开，结果会在消息中心通知你；在此之前其他人看不到这条内容。'
        : '。其他人看不到这条内容，如有异议请联系管理员。'}
    </Notice>
  );
  const authorCard = creator && (
    <AuthorCard aria-label="作者" className={viewer ? undefined : 'card'}>
      <Link to={authorHref}>
        <UserAvatar user={creator} size={viewer ? 40 : 48} />
        <span className="name">{creator.username}</span>
      </Link>
      {viewer && <span className="time">{time}</span>}
      {!isMine && <FollowButton userId={creator.userId} />}
    </AuthorCard>
  );
  const text =
    content.type === ContentType.article ? (
      // The server sanitised the article on save with an allowlist; it is drawn as stored.
      <Article dangerouslySetInnerHTML={{ __html: content.content ?? '' }} />
    ) : (
      content.content && <p className="text">{content.content}</p>
    );
  const attachments = files.length > 0 && (
    <section aria-label="附件">
      <h2 className="files">附件</h2>
      <AttachmentList attachments={files} officeViewerUrl={OFFICE_VIEW_PATH} />
    </section>
  );
  const tags = content.tags && content.tags.length > 0 && (
    <Tags aria-label="标签">
      {content.tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </Tags>
  );
  const actions = (
    <DetailActions
      content={content}
      commentNum={content.commentNum}
      onShielded={() => setShielded(content.contentId)}
      onDeleted={() => navigateByName('My')}
      onCommentClick={() => {
        if (!user) {
          void navigate(loginPath(detailPath));
          return;
        }
        composerRef.current?.focus({ preventScroll: true });
        document.getElementById('comment-composer')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      }}
    />
  );
  const articleNav = (
    <ArticleNav
      prev={nav.prev}
      next={nav.next}
      onNavigate={(link, event) => {
        // A modified or middle click is the browser's: a new tab or window at the link's address.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        const id = new URL(link.href, 'http://x').searchParams.get('contentId');
        if (id) navigateByName('HotDetail', { contentId: id });
      }}
    />
  );
  const commentSection = (
    <CommentSection
      ref={composerRef}
      contentId={content.contentId}
      postAuthorId={content.createBy}
      list={comments}
      count={content.commentNum}
      open={content.comments !== 0}
      loginHref={loginPath(detailPath)}
      onComment={async (text) => {
        const before = content.commentNum;
        const comment = await commentMutations.comment(content.contentId, text);
        // The count moves at once, by one from what was shown when sending; the detail the mutation reloads
        // may already have counted it, so it is never counted twice.
        void mutate((now) => (now ? { ...now, commentNum: Math.max(now.commentNum, before + 1) } : now), {
          revalidate: false,
        });
        return comment;
      }}
      onRemoved={() => void mutate()}
    />
  );

  return (
    <Page reading={!viewer}>
      {viewer ? (
        <Layout aria-labelledby="detail-title">
          <div className="stage">
            {video && (
              <VideoPlayer video={video} poster={content.cover || video.poster} label={`视频：${content.title}`} />
            )}
            <PictureSet pictures={pictures} sensitive={sensitive} onOpen={setViewing} />
          </div>
          <div className="info">
            {moderation}
            {authorCard}
            <TitleWithTopics content={content} />
            {text}
            {content.forwarded && <ForwardedSource content={content} showSensitive={showSensitive} />}
            {content.showExif && <CameraPanel pictures={pictures} />}
            {attachments}
            {tags}
            {actions}
            {commentSection}
          </div>
        </Layout>
      ) : (
        <article aria-labelledby="detail-title">
          {moderation}
          <TitleWithTopics content={content} />
          <Byline>
            {creator && (
              <Link to={authorHref}>
                <UserAvatar user={creator} size={32} />
                <span>{creator.username}</span>
              </Link>
            )}
            {time}
          </Byline>
          {content.forwarded && <ForwardedSource content={content} showSensitive={showSensitive} />}
          {text}
          {attachments}
          {tags}
          {actions}
          {authorCard}
          {articleNav}
          {commentSection}
        </article>
      )}
      {viewer && articleNav}
      {side && side.records.some((c) => c.contentId !== content.contentId) && (
        <SideList aria-labelledby="side-title">
          <h2 id="side-title">更多作品</h2>
          <ul>
            {side.records
              .filter((c) => c.contentId !== content.contentId)
              .map((c) => (
                <li key={c.contentId}>
                  <Link to={detailHref(c.contentId)}>
                    {c.cover && <img src={c.coverImage?.url ?? c.cover} alt="" loading="lazy" width={96} height={64} />}
                    <span>{c.title}</span>
                  </Link>
                </li>
              ))}
          </ul>
        </SideList>
      )}
      {viewing !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            images={viewerImages}
            index={viewing}
            onIndexChange={setViewing}
            onClose={() => setViewing(null)}
          />
        </Suspense>
      )}
    </Page>
  );
}

export default HotDetailPage;

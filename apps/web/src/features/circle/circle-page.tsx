import { useState } from 'react';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { ResponsiveImage } from '@yiying/community-ui';
import { BannerType, ContentType, PAGE_SIZE, RecordState, imageSrcSet, type CircleRecord } from '@yiying/models';
import { Button, HeroBanner } from '@yiying/widgets';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { loginPath } from '../../routing/login-path';
import { Panel } from '../../components/panel';
import { queryKeys, useBannerList, useRevalidate, useSession } from '../../data';
import { useCircleDetail, useCircleList } from '../../data/circle';
import { toContentPage, useInfiniteList } from '../../data/discovery';
import { ContentGallery } from '../gallery-actions/content-gallery';
import { EditorShell } from '../publish/editor-shell';
import { PostFields } from '../publish/post-fields';
import { usePostEditor } from '../publish/post-form';
import { Card, CircleGrid, CircleHead, CirclePage } from './circle.styles';
import { JoinButton } from './join-button';

const CIRCLE_BANNERS = { type: BannerType.circleMajor, pageSize: 1 } as const;

/**
 * How wide a circle card's cover is drawn: cards at least 240 px wide fill the rows of a page at most 1200 px wide
 * (16 px around and between them), so a card is the whole width on a phone, at most 370 px from 528 px and 280 px
 * once the page is at its widest.
 */
const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 528px) 370px, calc(100vw - 32px)';

function circleHref(circleId: string): string {
  return `${routePath('Circle')}?circleId=${encodeURIComponent(circleId)}`;
}

/** The circle-major banner: decoration, so it disappears on failure or when there is none. */
function CircleBanner() {
  const { data } = useBannerList(CIRCLE_BANNERS);
  const banner = data?.records[0];
  if (!banner) return null;
  return (
    <HeroBanner
      image={banner.cover}
      srcSet={banner.coverImage ? imageSrcSet(banner.coverImage) : undefined}
      alt={banner.title}
      subtitle={banner.summary ? `${banner.title} · ${banner.summary}` : banner.title}
      height={{ xs: 200, sm: 260, md: 320 }}
      overlay
    />
  );
}

function Counts({ circle }: { circle: CircleRecord }) {
  return (
    <p>
      {circle.subscribeNum} 位成员 · {circle.contentNum} 篇帖子
    </p>
  );
}

/** The circle cards with 加入 / 已加入, featured circles first. */
function CircleCards() {
  const { data, error, isLoading, mutate } = useCircleList();
  if (error && !data)
    return (
      <div className="state" role="alert">
        <p>{isApiError(error) ? error.message : '加载失败'}</p>
        <Button variant="outlined" onClick={() => void mutate()}>
          重试
        </Button>
      </div>
    );
  if (isLoading || !data)
    return (
      <p className="state" role="status">
        加载中…
      </p>
    );
  if (!data.records.length) return <p className="state">还没有圈子</p>;
  const circles = [...data.records].sort((a, b) => Number(b.starFlag === 'yes') - Number(a.starFlag === 'yes'));
  return (
    <CircleGrid aria-label="圈子列表">
      {circles.map((circle) => (
        <Card key={circle.circleId} aria-label={circle.name}>
          <Link className="cover" to={circleHref(circle.circleId)} tabIndex={-1} aria-hidden="true">
            {circle.cover && (
              <ResponsiveImage image={circle.coverImage} src={circle.cover} alt="" sizes={CARD_SIZES} fill />
            )}
          </Link>
          <div className="body">
            <h3>
              <Link to={circleHref(circle.circleId)}>{circle.name}</Link>
              {circle.starFlag === 'yes' && <span className="star">推荐</span>}
            </h3>
            {circle.description && <p>{circle.description}</p>}
            <div className="foot">
              <Counts circle={circle} />
              <JoinButton circle={circle} />
            </div>
          </div>
        </Card>
      ))}
    </CircleGrid>
  );
}

/** Posts of the circles the member joined (我加入的圈子), or every circle's posts for a visitor. */
function CircleFeed() {
  const { user } = useSession();
  const member = Boolean(user);
  const list = useInfiniteList(
    `circle-feed:${user?.userId ?? 'visitor'}`,
    PAGE_SIZE.circleContent,
    async (client, { pageNum }) =>
      toContentPage(
        member
          ? await client.circle.attentionContent({ pageNum, pageSize: PAGE_SIZE.circleContent })
          : await client.circle.allContent({ pageNum, pageSize: PAGE_SIZE.circleContent }),
      ),
  );
  return (
    <section aria-labelledby="circle-feed">
      <h2 id="circle-feed">{member ? '我加入的圈子' : '圈子动态'}</h2>
      {!member && (
        <p>
          <Link to={loginPath(routePath('Circle'))}>登录</Link>后查看我加入的圈子的动态
        </p>
      )}
      <ContentGallery list={list} emptyText={member ? '加入圈子后，这里会显示圈子里的新帖子' : '圈子里还没有帖子'} />
    </section>
  );
}

/** The composer of a circle: a text post (title and content) published into the circle. */
function CircleComposer({ circle, onPublished }: { circle: CircleRecord; onPublished(): void }) {
  const editor = usePostEditor(ContentType.pound, null);
  const submit = async (state: RecordState) => {
    const saved = await editor.save(state, { circleId: circle.circleId });
    if (saved.ok && state === RecordState.publish) onPublished();
  };
  return (
    <Panel aria-labelledby="circle-compose">
      <h2 id="circle-compose">在「{circle.name}」发帖</h2>
      <p className="more-kinds">
        也可以发布到圈子：
        <Link to={`${routePath('Upload')}?circleId=${encodeURIComponent(circle.circleId)}`}>上传图片</Link>
        <Link to={`${routePath('IssueVideo')}?circleId=${encodeURIComponent(circle.circleId)}`}>发布视频</Link>
        <Link to={`${routePath('IssueArticle')}?circleId=${encodeURIComponent(circle.circleId)}`}>发布文章</Link>
      </p>
      <EditorShell labelledBy="circle-compose" editor={editor} onSubmit={(state) => void submit(state)}>
        <PostFields editor={editor} contentLabel="内容" />
      </EditorShell>
    </Panel>
  );
}

/** One circle: its head with 加入 / 已加入, the composer for members who joined, and its posts. */
function CircleDetail({ circleId }: { circleId: string }) {
  const { user } = useSession();
  const { data: circle, error, isLoading } = useCircleDetail(circleId);
  const revalidate = useRevalidate();
  const [posted, setPosted] = useState(0);
  const onPublished = () => {
    setPosted((n) => n + 1);
    void revalidate(queryKeys.circle.all);
  };
  const list = useInfiniteList(`circle:${circleId}:${posted}`, PAGE_SIZE.circleContent, async (client, { pageNum }) =>
    toContentPage(await client.circle.allContent({ circleId, pageNum, pageSize: PAGE_SIZE.circleContent })),
  );

  if (error && !circle)
    return (
      <p className="state" role="alert">
        {isApiError(error) && error.status === 404
          ? '圈子不存在或已停用'
          : isApiError(error)
            ? error.message
            : '加载失败'}
      </p>
    );
  if (isLoading || !circle)
    return (
      <p className="state" role="status">
        加载中…
      </p>
    );

  return (
    <>
      <CircleHead>
        {circle.cover && (
          <ResponsiveImage
            image={circle.coverImage}
            src={circle.cover}
            alt=""
            sizes="160px"
            loading="eager"
            className="cover"
          />
        )}
        <div className="info">
          <h1>{circle.name}</h1>
          {circle.description && <p>{circle.description}</p>}
          <Counts circle={circle} />
        </div>
        <JoinButton circle={circle} />
      </CircleHead>
      {!user ? (
        <p>
          <Link to={loginPath(circleHref(circleId))}>登录</Link>并加入圈子后发帖
        </p>
      ) : circle.subscribed ? (
        <CircleComposer key={posted} circle={circle} onPublished={onPublished} />
      ) : (
        <p>加入圈子后即可在这里发帖</p>
      )}
      <section aria-labelledby="circle-posts">
        <h2 id="circle-posts">圈子帖子</h2>
        <ContentGallery list={list} emptyText="圈子里还没有帖子，来发第一帖吧" />
      </section>
    </>
  );
}

/** 圈子: the circle cards and 我加入的圈子; with `circleId`, one circle's page. */
export function CirclePageView() {
  const { circleId } = useRouteParams('Circle');
  if (circleId)
    return (
      <CirclePage>
        <Link className="back" to={routePath('Circle')}>
          ← 全部圈子
        </Link>
        <CircleDetail key={circleId} circleId={circleId} />
      </CirclePage>
    );
  return (
    <>
      <CircleBanner />
      <CirclePage>
        <h1>圈子</h1>
        <CircleCards />
        <CircleFeed />
      </CirclePage>
    </>
  );
}

export default CirclePageView;

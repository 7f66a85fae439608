import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { ResponsiveImage } from '@yiying/community-ui';
import { ActivityState, imageSrcSet, type Activity } from '@yiying/models';
import { Button, CardCarousel, Select } from '@yiying/widgets';
import { routePath } from '../../routing/routes';
import { useActivityList, ACTIVITY_TYPES, type ActivityListFilter, type ActivityView } from '../../data/activity';
import { ActivityBanner } from './activity-banner';
import { KINDS, type ActivityKind, type KindConfig } from './activity-kind';
import { ACTIVITY_STATE_TEXT, ActivityStateChip, WindowHint } from './activity-labels';
import { Card, CardGrid, Notice, Page } from './activity.styles';

/** States a visitor can filter by (drafts and hidden ones are never listed). */
const STATES = [ActivityState.publish, ActivityState.doing, ActivityState.finish] as const;

/** Address of an activity's detail page. */
export function detailHref(config: KindConfig, activityId: string): string {
  return `${routePath(config.routes.detail)}?activityId=${encodeURIComponent(activityId)}`;
}

/**
 * How wide a card's cover is drawn: one card a row on a phone, two from `sm` (600 px), three from `md` (960 px), in a
 * page at most 1200 px wide with 16 px around and between the cards.
 */
const CARD_SIZES =
  '(min-width: 1200px) 379px, (min-width: 960px) calc((100vw - 64px) / 3), ' +
  '(min-width: 600px) calc((100vw - 48px) / 2), calc(100vw - 32px)';

/** The exhibition carousel's cards (portrait): a landscape cover cropped to fill one is drawn wider than the card. */
const CAROUSEL_CARD = { width: 260, height: 320 } as const;

function ActivityCard({ activity, config }: { activity: Activity; config: KindConfig }) {
  const href = detailHref(config, activity.activityId);
  const titleId = `activity-${activity.activityId}`;
  return (
    <Card aria-labelledby={titleId}>
      <Link className="cover" to={href} tabIndex={-1} aria-hidden="true">
        {activity.cover && (
          <ResponsiveImage
            image={activity.coverImage}
            src={activity.cover}
            alt=""
            sizes={CARD_SIZES}
            width={300}
            height={180}
            fill
          />
        )}
      </Link>
      <div className="body">
        <h3 id={titleId}>
          <Link to={href}>{activity.title}</Link>
        </h3>
        <div className="meta">
          <ActivityStateChip state={activity.state} />
          <WindowHint activity={activity} />
        </div>
        {activity.summary && <p className="summary">{activity.summary}</p>}
      </div>
    </Card>
  );
}

/**
 * The exhibitions of the page as a cover-flow carousel: arrows (buttons or keys) turn it, the centre card (Enter or a
 * click) opens the exhibition.
 */
function ExhibitCarousel({ records, config }: { records: ActivityView[]; config: KindConfig }) {
  const navigate = useNavigate();
  const items = useMemo(
    () =>
      records
        .filter((activity) => activity.cover)
        .map((activity) => {
          const image = activity.coverImage;
          // Cropped to fill the card: a picture wider than the card's shape is drawn at the card's height.
          const drawn = image ? Math.max(CAROUSEL_CARD.width, (CAROUSEL_CARD.height * image.width) / image.height) : 0;
          return {
            id: activity.activityId,
            image: activity.cover,
            ...(image ? { srcSet: imageSrcSet(image), sizes: `${Math.ceil(drawn)}px` } : {}),
            title: activity.title,
            description: activity.hint || ACTIVITY_STATE_TEXT[activity.state],
          };
        }),
    [records],
  );
  if (items.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby="exhibit-carousel-title">
      <h2 id="exhibit-carousel-title">{config.label}一览</h2>
      <p className="hint keyboard-hint">用左右方向键切换，回车打开{config.label}</p>
      <CardCarousel
        items={items}
        cardWidth={CAROUSEL_CARD.width}
        cardHeight={CAROUSEL_CARD.height}
        onItemClick={(item) => void navigate(detailHref(config, item.id))}
      />
    </section>
  );
}

/** The list of activities (or exhibitions): the major banner, filters by type and state, 9 a page. */
export function ActivityListPage({ kind = 'activity' }: { kind?: ActivityKind }) {
  const config = KINDS[kind];
  const [type, setType] = useState('');
  const [state, setState] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const filter = useMemo<ActivityListFilter>(
    () => ({ pageNum, ...(type ? { type } : {}), ...(state ? { state: state as ActivityState } : {}) }),
    [pageNum, type, state],
  );
  const { data, error, isLoading, mutate } = useActivityList(kind, filter);
  const pages = Math.max(1, data?.pages ?? 1);

  return (
    <>
      <ActivityBanner type={config.bannerType} />
      <Page>
        <h1>{config.label}</h1>
        <form className="filters" aria-label={`筛选${config.label}`} onSubmit={(e) => e.preventDefault()}>
          <Select
            label="类型"
            value={type}
            options={[{ value: '', label: '全部' }, ...ACTIVITY_TYPES.map((t) => ({ value: t.value, label: t.label }))]}
            onChange={(value) => {
              setType(value);
              setPageNum(1);
            }}
          />
          <Select
            label="状态"
            value={state}
            options={[
              { value: '', label: '全部' },
              ...STATES.map((s) => ({ value: s, label: ACTIVITY_STATE_TEXT[s] })),
            ]}
            onChange={(value) => {
              setState(value);
              setPageNum(1);
            }}
          />
        </form>
        {error && !data ? (
          <Notice role="alert">
            {isApiError(error) ? error.message : '加载失败'}{' '}
            <Button variant="text" onClick={() => void mutate()}>
              重试
            </Button>
          </Notice>
        ) : isLoading || !data ? (
          <Notice role="status">加载中…</Notice>
        ) : data.records.length === 0 ? (
          <Notice>暂无{config.label}</Notice>
        ) : (
          <>
            {kind === 'exhibit' && <ExhibitCarousel records={data.records} config={config} />}
            <CardGrid aria-label={`${config.label}列表`}>
              {data.records.map((activity) => (
                <ActivityCard key={activity.activityId} activity={activity} config={config} />
              ))}
            </CardGrid>
            <nav className="pager" aria-label="分页">
              <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                上一页
              </Button>
              <span aria-current="page">
                第 {pageNum} / {pages} 页（共 {data.total} 个）
              </span>
              <Button variant="outlined" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
                下一页
              </Button>
            </nav>
          </>
        )}
      </Page>
    </>
  );
}

/** 展览: the same list in the dark theme with the exhibit-major banners. */
export function ExhibitListPage() {
  return <ActivityListPage kind="exhibit" />;
}

export default ActivityListPage;

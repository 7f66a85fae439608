import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { HrefLink, Link } from '../../routing/link';
import { hrefTo } from '../../routing/href';
import { isApiError } from '@yiying/api-client';
import { type ActivityRecord, type RoadshowRecord } from '@yiying/models';
import { NoticeList, ResponsiveImage } from '@yiying/community-ui';
import { Button } from '@yiying/widgets';
import { useNavigateByName } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { queryKeys, useApiQuery, useSiteConfig } from '../../data';
import { toNoticeItem, useNoticeList } from '../../data/notice';
import { groupRegions, regionOf } from './regions';
import { DateRange } from '../../components/date-range';

const Page = styled.div(({ theme }) => ({
  color: theme.colors.text,
  '.hero': {
    padding: `${theme.spacing.section}px ${theme.spacing.md}px ${theme.spacing.xl}px`,
    textAlign: 'center',
    background: `linear-gradient(180deg, ${theme.colors.accent} 0%, ${theme.colors.background} 100%)`,
    h1: { margin: 0, fontSize: theme.typography.sizes.hero, letterSpacing: 4 },
    p: { margin: `${theme.spacing.sm}px auto 0`, maxWidth: 640, color: theme.colors.muted },
    [theme.mq.down.md]: { padding: `${theme.spacing.section / 2}px ${theme.spacing.md}px`, h1: { fontSize: 28 } },
  },
  '.wrap': { maxWidth: 1200, margin: '0 auto', padding: `0 ${theme.spacing.md}px` },
  h2: { margin: `${theme.spacing.xl}px 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  '.state': { padding: `${theme.spacing.lg}px 0`, color: theme.colors.muted, textAlign: 'center' },
  '.state[role="alert"]': { color: theme.colors.danger },
  '.more': { color: theme.colors.primary },
  '.head': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.spacing.md },
}));

const Chips = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing.sm,
  margin: `${theme.spacing.sm}px 0`,
  '.label': { alignSelf: 'center', color: theme.colors.muted, fontSize: theme.typography.sizes.sm, minWidth: 40 },
  button: {
    padding: `${theme.spacing.xs}px ${theme.spacing.md}px`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.round,
    background: 'transparent',
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.typography.sizes.sm,
    cursor: 'pointer',
    '&:hover': { borderColor: theme.colors.primary },
    '&[aria-pressed="true"]': {
      background: theme.colors.primary,
      borderColor: theme.colors.primary,
      color: theme.colors.onPrimary,
    },
  },
}));

/**
 * How wide a card's picture is drawn: cards at least 260 px wide fill the rows of a page at most 1200 px wide (16 px
 * around and between them), so a card is the whole width on a phone, at most 400 px from 568 px and 280 px once the
 * page is at its widest.
 */
const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 568px) 400px, calc(100vw - 32px)';

const Cards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  li: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: theme.radius.md,
    overflow: 'hidden',
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
  },
  img: { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', display: 'block' },
  '.body': { padding: theme.spacing.md, display: 'grid', gap: theme.spacing.xs },
  h3: { margin: 0, fontSize: theme.typography.sizes.md },
  'h3 a': { color: theme.colors.text, textDecoration: 'none', '&:hover': { color: theme.colors.primary } },
  p: { margin: 0, color: theme.colors.muted, fontSize: theme.typography.sizes.sm },
  '.place': { color: theme.colors.info },
}));

const LIST = { pageNum: 1, pageSize: 100 } as const;

/** ` · ` and the dates of a road show or an exhibition (`2026-12-28 至 2026-12-31`); a line never breaks in a date. */
function When({ start, end }: { start?: string | null; end?: string | null }) {
  if (!start && !end) return null;
  return (
    <>
      {' · '}
      <DateRange start={start} end={end} />
    </>
  );
}

interface Region {
  province: string | null;
  city: string | null;
}

function inRegion(place: string | null | undefined, region: Region): boolean {
  if (!region.province) return true;
  const of = regionOf(place);
  return of.province === region.province && (!region.city || of.city === region.city);
}

/** Province and city chips over the places of the road shows. */
function RegionFilter({
  places,
  region,
  onChange,
}: {
  places: Array<string | null | undefined>;
  region: Region;
  onChange(region: Region): void;
}) {
  const groups = useMemo(() => groupRegions(places), [places]);
  if (!groups.length) return null;
  const cities = groups.find((g) => g.province === region.province)?.cities ?? [];
  return (
    <div role="group" aria-label="按地区筛选">
      <Chips>
        <span className="label">省份</span>
        <button type="button" aria-pressed={!region.province} onClick={() => onChange({ province: null, city: null })}>
          全国
        </button>
        {groups.map((g) => (
          <button
            key={g.province}
            type="button"
            aria-pressed={region.province === g.province}
            onClick={() => onChange({ province: g.province, city: null })}
          >
            {g.province}
          </button>
        ))}
      </Chips>
      {region.province && cities.length > 1 && (
        <Chips>
          <span className="label">城市</span>
          <button type="button" aria-pressed={!region.city} onClick={() => onChange({ ...region, city: null })}>
            全部
          </button>
          {cities.map((city) => (
            <button
              key={city}
              type="button"
              aria-pressed={region.city === city}
              onClick={() => onChange({ ...region, city })}
            >
              {city}
            </button>
          ))}
        </Chips>
      )}
    </div>
  );
}

function Failed({ error, retry }: { error: unknown; retry(): void }) {
  return (
    <div className="state" role="alert">
      <p>{isApiError(error) ? error.message : '加载失败'}</p>
      <Button variant="outlined" onClick={retry}>
        重试
      </Button>
    </div>
  );
}

function RoadshowCards({ roadshows }: { roadshows: RoadshowRecord[] }) {
  if (!roadshows.length) return <p className="state">这个地区暂时没有路演</p>;
  return (
    <Cards aria-label="路演列表">
      {roadshows.map((show) => {
        return (
          <li key={show.roadshowId}>
            {show.cover && <ResponsiveImage image={show.coverImage} src={show.cover} alt="" sizes={CARD_SIZES} />}
            <div className="body">
              <h3>{show.title}</h3>
              <p className="place">
                {[show.city, show.address].filter(Boolean).join(' · ') || '全国'}
                <When start={show.startTime} end={show.endTime} />
              </p>
              {show.summary && <p>{show.summary}</p>}
              {show.activityNum !== undefined && <p>{show.activityNum} 场活动</p>}
            </div>
          </li>
        );
      })}
    </Cards>
  );
}

function ExhibitionCards({
  exhibitions,
  cityOf,
}: {
  exhibitions: ActivityRecord[];
  cityOf(a: ActivityRecord): string;
}) {
  if (!exhibitions.length) return <p className="state">这个地区暂时没有展览</p>;
  return (
    <Cards aria-label="展览列表">
      {exhibitions.map((exhibition) => {
        return (
          <li key={exhibition.activityId}>
            {exhibition.cover && (
              <ResponsiveImage image={exhibition.coverImage} src={exhibition.cover} alt="" sizes={CARD_SIZES} />
            )}
            <div className="body">
              <h3>
                <Link to={hrefTo('ExhibitDetail', { activityId: exhibition.activityId })}>{exhibition.title}</Link>
              </h3>
              <p className="place">
                {cityOf(exhibition)}
                <When start={exhibition.validStart} end={exhibition.validEnd} />
              </p>
              {exhibition.summary && <p>{exhibition.summary}</p>}
            </div>
          </li>
        );
      })}
    </Cards>
  );
}

/** 全国公告: the newest notices, each opening its page; 查看全部 opens the notice list. */
function NationalNotices() {
  const { data, error, isLoading, mutate } = useNoticeList(1, null, 6);
  const navigateByName = useNavigateByName();
  return (
    <section aria-labelledby="national-notices">
      <div className="head">
        <h2 id="national-notices">全国公告</h2>
        <Link className="more" to={routePath('Notice')}>
          查看全部
        </Link>
      </div>
      {error && !data ? (
        <Failed error={error} retry={() => void mutate()} />
      ) : isLoading || !data ? (
        <p className="state" role="status">
          加载中…
        </p>
      ) : (
        <NoticeList
          items={data.records.map(toNoticeItem)}
          emptyText="暂无公告"
          onItemClick={(item) => item.noticeId && navigateByName('NoticeDetail', { noticeId: item.noticeId })}
          itemHref={(item) => (item.noticeId ? hrefTo('NoticeDetail', { noticeId: item.noticeId }) : undefined)}
          linkAs={HrefLink}
        />
      )}
    </section>
  );
}

/**
 * 全国 (dark theme): road shows and exhibitions across the country, filtered by province and city, and the
 * national notices.
 */
export function NationalPage() {
  const roadshows = useApiQuery(queryKeys.national.roadshows, (client) => client.roadshow.list(LIST));
  const exhibitions = useApiQuery(queryKeys.national.exhibitions, (client) =>
    client.activity.list({ ...LIST, kind: 'exhibition' }),
  );
  const [region, setRegion] = useState<Region>({ province: null, city: null });
  const { byKind } = useSiteConfig();
  const background = typeof byKind.bgimg?.['national'] === 'string' ? (byKind.bgimg['national'] as string) : null;

  const shows = useMemo(() => roadshows.data?.records ?? [], [roadshows.data]);
  const places = useMemo(() => shows.map((s) => s.city), [shows]);
  const cityById = useMemo(() => new Map(shows.map((s) => [s.roadshowId, s.city ?? null])), [shows]);
  const cityOf = (a: ActivityRecord) => (a.roadshowId && cityById.get(a.roadshowId)) || '全国';

  return (
    <Page>
      <header
        className="hero"
        style={
          background
            ? {
                backgroundImage: `linear-gradient(rgba(5, 11, 31, 0.55), #050B1F), url("${encodeURI(background)}")`,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }
            : undefined
        }
      >
        <h1>全国</h1>
        <p>医影巡回路演与影像展览走进全国各地，选择省份和城市，看看身边的活动。</p>
      </header>
      <div className="wrap">
        <section aria-labelledby="national-roadshows">
          <h2 id="national-roadshows">巡回路演</h2>
          {roadshows.error && !roadshows.data ? (
            <Failed error={roadshows.error} retry={() => void roadshows.mutate()} />
          ) : roadshows.isLoading || !roadshows.data ? (
            <p className="state" role="status">
              加载中…
            </p>
          ) : !shows.length ? (
            <p className="state">暂无路演</p>
          ) : (
            <>
              <RegionFilter places={places} region={region} onChange={setRegion} />
              <RoadshowCards roadshows={shows.filter((s) => inRegion(s.city, region))} />
            </>
          )}
        </section>
        <section aria-labelledby="national-exhibitions">
          <h2 id="national-exhibitions">影像展览</h2>
          {exhibitions.error && !exhibitions.data ? (
            <Failed error={exhibitions.error} retry={() => void exhibitions.mutate()} />
          ) : exhibitions.isLoading || !exhibitions.data ? (
            <p className="state" role="status">
              加载中…
            </p>
          ) : (
            <ExhibitionCards
              cityOf={cityOf}
              exhibitions={exhibitions.data.records.filter(
                (a) => !region.province || inRegion(a.roadshowId ? cityById.get(a.roadshowId) : null, region),
              )}
            />
          )}
        </section>
        <NationalNotices />
      </div>
    </Page>
  );
}

export default NationalPage;

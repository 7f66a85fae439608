import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../routing/link';
import { isApiError, isHttpError } from '@yiying/api-client';
import {
  AttachmentList,
  CountButton,
  countLabel,
  formatCount,
  LikeIcon,
  ResponsiveImage,
  sanitizeHtml,
} from '@yiying/community-ui';
import { imageSrcSet } from '@yiying/models';
import { Button, StarIcon, StepTimeline, TimedAlert, type TimelineStep } from '@yiying/widgets';
import { routePath } from '../../routing/routes';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { DateRange } from '../../components/date-range';
import { loginPath } from '../../routing/login-path';
import { useCurrentUser } from '../../data';
import { useActivityBehaviours, useActivityDetail, useRoadshowDetail, type ActivityView } from '../../data/activity';
import { KINDS, type ActivityKind, type KindConfig } from './activity-kind';
import { ActivityStateChip, WindowHint } from './activity-labels';
import { Detail, Notice, Page, RichText } from './activity.styles';

/** Office documents open through the server, which sends them on to the office viewer when the site has one. */
export const OFFICE_VIEW_PATH = '/api/file/view?url=';

/** How wide the cover at the top is drawn: the page's 960 px column, or the phone's width less its margins. */
const HEADER_SIZES = '(min-width: 992px) 960px, calc(100vw - 32px)';

/** The schedule's cover as the timeline draws it: the cover's renditions when it is a stored picture. */
function coverSrcSet(activity: ActivityView): Pick<TimelineStep, 'coverSrcSet'> {
  return activity.coverImage ? { coverSrcSet: imageSrcSet(activity.coverImage) } : {};
}

interface Counts {
  liked: boolean;
  likesNum: number;
  collected: boolean;
  collectNum: number;
}

const countsOf = (a: ActivityView): Counts => ({
  liked: a.liked,
  likesNum: a.likesNum,
  collected: a.collected,
  collectNum: a.collectNum,
});

// The entry flow (its upload editor and form rules) loads when 参加活动 is first clicked.
const EntryFlowDialog = lazy(() => import('./entry-flow-dialog'));

/** 参加活动: opens the entry flow on this page; a visitor logs in first and comes back here. */
function JoinButton({ activity, kind, hintId }: { activity: ActivityView; kind: ActivityKind; hintId: string }) {
  const config = KINDS[kind];
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        aria-describedby={hintId}
        aria-haspopup="dialog"
        onClick={() => (loggedIn ? setOpen(true) : void navigate(loginPath(`${pathname}${search}`)))}
      >
        {config.joinText}
      </Button>
      {open && (
        <Suspense fallback={<span role="status">加载中…</span>}>
          <EntryFlowDialog activity={activity} kind={kind} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

function pageHref(config: KindConfig, page: 'enroll', activityId: string) {
  return `${routePath(config.routes[page])}?activityId=${encodeURIComponent(activityId)}`;
}

/**
 * 点赞 and 收藏 of an activity: the count changes at once and goes back when the call fails; a visitor is sent
 * to the login page first.
 */
function ActivityActions({ activity, kind }: { activity: ActivityView; kind: ActivityKind }) {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const behaviours = useActivityBehaviours(kind);
  const [counts, setCounts] = useState(() => countsOf(activity));
  // One call at a time per action; a like does not wait for a collect.
  const busy = useRef({ like: false, collect: false });
  const [message, setMessage] = useState<{ text: string; seq: number } | null>(null);
  // A fresh answer (after another action's call) takes over the counts, except those of a call still under way: its
  // count changed at once and is settled by the call.
  useEffect(() => {
    const fresh = countsOf(activity);
    setCounts((now) => ({
      liked: busy.current.like ? now.liked : fresh.liked,
      likesNum: busy.current.like ? now.likesNum : fresh.likesNum,
      collected: busy.current.collect ? now.collected : fresh.collected,
      collectNum: busy.current.collect ? now.collectNum : fresh.collectNum,
    }));
  }, [activity]);

  const toggle = async (what: 'like' | 'collect') => {
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    if (busy.current[what]) return;
    const before = counts;
    const on = what === 'like' ? !counts.liked : !counts.collected;
    setCounts(
      what === 'like'
        ? { ...counts, liked: on, likesNum: Math.max(0, counts.likesNum + (on ? 1 : -1)) }
        : { ...counts, collected: on, collectNum: Math.max(0, counts.collectNum + (on ? 1 : -1)) },
    );
    busy.current[what] = true;
    try {
      await behaviours[what](activity, on);
    } catch (error) {
      setCounts((now) =>
        what === 'like'
          ? { ...now, liked: before.liked, likesNum: before.likesNum }
          : { ...now, collected: before.collected, collectNum: before.collectNum },
      );
      setMessage((m) => ({
        text: isApiError(error) ? error.message : '操作失败，请稍后再试',
        seq: (m?.seq ?? 0) + 1,
      }));
    } finally {
      busy.current[what] = false;
    }
  };

  return (
    <div className="counts" role="group" aria-label="互动">
      <LikeIcon count={counts.likesNum} liked={counts.liked} onClick={() => void toggle('like')} />
      <CountButton
        type="button"
        aria-pressed={counts.collected}
        aria-label={countLabel(counts.collected ? '已收藏' : '收藏', counts.collectNum)}
        onClick={() => void toggle('collect')}
      >
        <StarIcon size={18} />
        <span aria-hidden="true">{formatCount(counts.collectNum)}</span>
      </CountButton>
      <span>{formatCount(activity.joinNum)} 人参加</span>
      <span>{formatCount(activity.hitNum)} 次浏览</span>
      {message && <TimedAlert key={message.seq} type="error" message={message.text} />}
    </div>
  );
}

/** The schedule of an activity: entries, the public vote when it has one, the results; the current step is active. */
export function scheduleOf(activity: ActivityView): { steps: TimelineStep[]; active: number } {
  const steps: TimelineStep[] = [
    {
      title: '征稿',
      time: `${activity.validStartText} 至 ${activity.validEndText}`,
      description: activity.valid ? activity.hint : activity.phase === 'before' ? activity.hint : '征稿已结束',
      cover: activity.cover,
      ...coverSrcSet(activity),
    },
  ];
  if (activity.votePhase !== 'none')
    steps.push({ title: '公众投票', time: `${activity.voteStartText} 至 ${activity.voteEndText}` });
  steps.push({ title: '评选结果', description: '公布优秀作品与投票排行' });
  const voting = activity.votePhase !== 'none' ? 1 : -1;
  const active =
    activity.phase !== 'closed'
      ? 0
      : activity.votePhase === 'open' || activity.votePhase === 'before'
        ? voting
        : steps.length - 1;
  return { steps, active };
}

/**
 * The phases of an exhibition: 征集 (entries), 评审 (review after the cut-off), 投票 (the public vote, when it has
 * one) and 展出 (the works on show); the current phase is active. Without a vote the passed works are shown as soon
 * as they are reviewed, so the exhibition is on show once entries close.
 */
export function exhibitScheduleOf(activity: ActivityView): { steps: TimelineStep[]; active: number } {
  const voting = activity.votePhase !== 'none';
  const steps: TimelineStep[] = [
    {
      title: '征集',
      time: `${activity.validStartText} 至 ${activity.validEndText}`,
      description: activity.phase === 'closed' ? '征集已结束' : activity.hint,
      cover: activity.cover,
      ...coverSrcSet(activity),
    },
    {
      title: '评审',
      time: `${activity.validEndText} 起`,
      description: '评出入选与优秀作品',
    },
  ];
  if (voting) steps.push({ title: '投票', time: `${activity.voteStartText} 至 ${activity.voteEndText}` });
  steps.push({
    title: '展出',
    time: voting ? `${activity.voteEndText} 起` : `${activity.validEndText} 起`,
    description: '入选作品公开展出',
  });
  const show = steps.length - 1;
  let active = 0;
  if (activity.phase === 'closed') {
    if (!voting || activity.votePhase === 'closed') active = show;
    else active = activity.votePhase === 'open' ? 2 : 1;
  }
  return { steps, active };
}

/** Where and when a road show is: `成都 · 武侯区医科大学图书馆 · 2027-01-07 至 2027-01-12` (a date never breaks). */
function RoadshowPlace(props: {
  city?: string | null;
  address?: string | null;
  start?: string | null;
  end?: string | null;
}) {
  const place = [props.city, props.address].filter(Boolean).join(' · ');
  const dated = Boolean(props.start || props.end);
  if (!place && !dated) return null;
  return (
    <p className="summary">
      {place}
      {place && dated && ' · '}
      <DateRange start={props.start} end={props.end} />
    </p>
  );
}

/** The road show an activity links to, below the activity. */
function Roadshow({ roadshowId }: { roadshowId: string }) {
  const { data, error } = useRoadshowDetail(roadshowId);
  if (error) return null;
  return (
    <section id="roadshow" aria-labelledby="roadshow-title">
      <h2 id="roadshow-title">路演{data ? `：${data.title}` : ''}</h2>
      {!data ? (
        <Notice role="status">加载中…</Notice>
      ) : (
        <>
          {data.cover && (
            <div className="cover">
              <ResponsiveImage image={data.coverImage} src={data.cover} alt="" sizes={HEADER_SIZES} fill />
            </div>
          )}
          <RoadshowPlace city={data.city} address={data.address} start={data.startTime} end={data.endTime} />
          {data.summary && <p className="summary">{data.summary}</p>}
          {data.content && <RichText dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.content) }} />}
        </>
      )}
    </section>
  );
}

/** The detail of an activity (or exhibition): what it is, its window, the join button, files and counts. */
export function ActivityDetailPage({ kind = 'activity' }: { kind?: ActivityKind }) {
  const config = KINDS[kind];
  const { activityId } = useRouteParams(config.routes.detail as 'ActivityDetail');
  const { data: activity, error, isLoading, mutate } = useActivityDetail(kind, activityId || null);
  const html = useMemo(() => (activity?.content ? sanitizeHtml(activity.content) : ''), [activity]);

  if (!activityId || (error && isHttpError(error) && error.status === 404)) {
    return (
      <Page>
        <Notice role="alert">{config.label}不存在或已下线</Notice>
        <Link to={routePath(config.routes.list)}>返回{config.label}列表</Link>
      </Page>
    );
  }
  if (error && !activity) {
    return (
      <Page>
        <Notice role="alert">
          {isApiError(error) ? error.message : '加载失败'}{' '}
          <Button variant="text" onClick={() => void mutate()}>
            重试
          </Button>
        </Notice>
      </Page>
    );
  }
  if (isLoading || !activity) {
    return (
      <Page>
        <Notice role="status">加载中…</Notice>
      </Page>
    );
  }

  const hintId = `join-hint-${activity.activityId}`;
  const schedule = kind === 'exhibit' ? exhibitScheduleOf(activity) : scheduleOf(activity);
  return (
    <Page>
      <Detail aria-labelledby="activity-title">
        {activity.cover && (
          <div className="cover">
            <ResponsiveImage
              image={activity.coverImage}
              src={activity.cover}
              alt=""
              sizes={HEADER_SIZES}
              width={960}
              height={576}
              loading="eager"
              highPriority
              fill
            />
          </div>
        )}
        <h1 id="activity-title">{activity.title}</h1>
        {activity.talkTopic && <p className="topic">#{activity.talkTopic}#</p>}
        <p>
          <ActivityStateChip state={activity.state} />{' '}
          {activity.validStartText && activity.validEndText && (
            <span>
              征稿时间 <span className="date">{activity.validStartText}</span> 至{' '}
              <span className="date">{activity.validEndText}</span>
            </span>
          )}
        </p>
        {activity.summary && <p className="summary">{activity.summary}</p>}
        <div className="join">
          {activity.valid ? (
            <JoinButton activity={activity} kind={kind} hintId={hintId} />
          ) : (
            <Button disabled aria-describedby={hintId}>
              {config.joinText}
            </Button>
          )}
          <span id={hintId}>
            <WindowHint activity={activity} />
          </span>
        </div>
        {html && <RichText dangerouslySetInnerHTML={{ __html: html }} />}
        {activity.validStartText && activity.validEndText && (
          <StepTimeline
            heading={`${config.label}日程`}
            interval={0}
            activeStep={schedule.active}
            steps={schedule.steps}
          />
        )}
        {activity.attachments.length > 0 && (
          <section aria-labelledby="activity-files">
            <h2 id="activity-files">附件</h2>
            <AttachmentList attachments={activity.attachments} officeViewerUrl={OFFICE_VIEW_PATH} />
          </section>
        )}
        <ActivityActions activity={activity} kind={kind} />
        <nav className="links" aria-label={`${config.label}导航`}>
          <Link to={pageHref(config, 'enroll', activity.activityId)}>查看{config.entriesText}</Link>
          {activity.roadshowId && <a href="#roadshow">查看路演</a>}
          <Link to={routePath(config.routes.list)}>返回{config.label}列表</Link>
        </nav>
        {activity.roadshowId && <Roadshow roadshowId={activity.roadshowId} />}
      </Detail>
    </Page>
  );
}

/** 展览详情: the same page in the dark theme. */
export function ExhibitDetailPage() {
  return <ActivityDetailPage kind="exhibit" />;
}

export default ActivityDetailPage;

import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../routing/link';
import { isApiError, isHttpError } from '@yiying/api-client';
import { GalleryGrid } from '@yiying/community-ui';
import { EnrollState, type GalleryItem } from '@yiying/models';
import { Button, TimedAlert, VoteCard } from '@yiying/widgets';
import { hrefTo } from '../../routing/href';
import { useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { loginPath } from '../../routing/login-path';
import { TabList, useTabKeys } from '../../components/tab-list';
import { useCurrentUser } from '../../data';
import {
  useActivityDetail,
  useEnrollList,
  useVoting,
  useVoteResults,
  type ActivityView,
  type EntryView,
} from '../../data/activity';
import { POST_GALLERY_LINKS } from '../gallery-actions/gallery-links';
import { KINDS, type ActivityKind, type KindConfig } from './activity-kind';
import { ENROLL_STATE_TEXT, EnrollStateChip, WindowHint } from './activity-labels';
import { Notice, Page, Ranking, VoteGrid } from './activity.styles';

type Tab = 'all' | 'pass' | 'excellent' | 'nopass' | 'mine';

const TABS: readonly { value: Tab; label: string }[] = [
  { value: 'all', label: '全部作品' },
  { value: 'pass', label: ENROLL_STATE_TEXT.pass },
  { value: 'excellent', label: ENROLL_STATE_TEXT.excellent },
  { value: 'nopass', label: ENROLL_STATE_TEXT.nopass },
  { value: 'mine', label: '我的作品' },
];

function toItem(entry: EntryView): GalleryItem {
  return {
    id: entry.enrollId,
    cover: entry.cover,
    title: entry.title,
    user: entry.creator ?? { userId: entry.createBy, username: '', avatar: '' },
    likesNum: entry.likesNum,
    forwardedNum: entry.forwardedNum,
  };
}

function errorText(error: unknown) {
  return isApiError(error) ? error.message : '加载失败';
}

/** Entries as gallery tiles, each titled with its state badge. */
function EntryGallery({ entries, emptyText }: { entries: EntryView[]; emptyText: string }) {
  const byId = useMemo(() => new Map(entries.map((e) => [e.enrollId, e])), [entries]);
  return (
    <GalleryGrid
      items={entries.map(toItem)}
      columns={3}
      emptyText={emptyText}
      {...POST_GALLERY_LINKS}
      itemHref={(item) => hrefTo('HotDetail', { contentId: byId.get(item.id)?.contentId ?? item.id })}
      renderTitle={(item) => {
        const entry = byId.get(item.id);
        return (
          <>
            {entry && <EnrollStateChip state={entry.state} />} {item.title}
          </>
        );
      }}
    />
  );
}

/** The list of one tab, paged by 9. */
function EntryList({ kind, activityId, tab }: { kind: ActivityKind; activityId: string; tab: Tab }) {
  const { user } = useCurrentUser();
  const [pageNum, setPageNum] = useState(1);
  const filter = useMemo(
    () => ({
      activityId,
      pageNum,
      ...(tab === 'mine' ? { mine: true } : tab === 'all' ? {} : { state: tab as EnrollState }),
    }),
    [activityId, pageNum, tab],
  );
  const { data, error, isLoading, mutate } = useEnrollList(kind, tab === 'mine' && !user ? null : filter);
  if (tab === 'mine' && !user) return null;
  if (error && !data) {
    return (
      <Notice role="alert">
        {errorText(error)}{' '}
        <Button variant="text" onClick={() => void mutate()}>
          重试
        </Button>
      </Notice>
    );
  }
  if (isLoading || !data) return <Notice role="status">加载中…</Notice>;
  const pages = Math.max(1, data.pages);
  return (
    <>
      <EntryGallery entries={data.records} emptyText={tab === 'mine' ? '你还没有提交作品' : '暂无作品'} />
      {data.total > 0 && pages > 1 && (
        <nav className="pager" aria-label="分页">
          <Button variant="outlined" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            上一页
          </Button>
          <span aria-current="page">
            第 {pageNum} / {pages} 页
          </span>
          <Button variant="outlined" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
            下一页
          </Button>
        </nav>
      )}
    </>
  );
}

/** The voting phase: passed entries as vote cards, the member's votes left today. */
function VotingView({ kind, activity }: { kind: ActivityKind; activity: ActivityView }) {
  const { loggedIn } = useCurrentUser();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const voting = useVoting(kind, activity);
  const [message, setMessage] = useState<{ text: string; type: 'success' | 'error'; seq: number } | null>(null);
  const say = (text: string, type: 'success' | 'error') => setMessage((m) => ({ text, type, seq: (m?.seq ?? 0) + 1 }));

  const vote = async (entry: EntryView) => {
    if (!loggedIn) {
      void navigate(loginPath(`${pathname}${search}`));
      return;
    }
    try {
      await voting.vote(entry.enrollId);
      say('投票成功', 'success');
    } catch (error) {
      say(isApiError(error) ? error.message : '投票失败，请稍后再试', 'error');
    }
  };

  return (
    <section aria-labelledby="vote-title">
      <h2 id="vote-title">投票进行中</h2>
      <p role="status" aria-live="polite">
        {activity.voteEndText && `投票截止 ${activity.voteEndText}。`}
        {loggedIn ? `今日剩余 ${voting.remaining ?? 0} 票` : '登录后即可投票'}
      </p>
      {voting.error && !voting.entries ? (
        <Notice role="alert">{errorText(voting.error)}</Notice>
      ) : !voting.entries ? (
        <Notice role="status">加载中…</Notice>
      ) : voting.entries.length === 0 ? (
        <Notice>暂无可投票的作品</Notice>
      ) : (
        <VoteGrid aria-label="投票作品">
          {voting.entries.map((entry) => {
            const voted = entry.voted;
            return (
              <li key={entry.enrollId}>
                <VoteCard
                  cover={entry.cover}
                  title={entry.title}
                  {...(entry.creator ? { author: entry.creator.username } : {})}
                  votes={entry.voteNum}
                  voted={voted}
                  disabled={voted || voting.pending.has(entry.enrollId) || voting.remaining === 0 || entry.mine}
                  actionText={entry.mine ? '我的作品' : '投票'}
                  onClick={() => void vote(entry)}
                />
              </li>
            );
          })}
        </VoteGrid>
      )}
      {message && <TimedAlert key={message.seq} type={message.type} message={message.text} />}
    </section>
  );
}

/** After the voting phase: the excellent works and the ranking by votes. */
function ResultsView({ kind, activityId }: { kind: ActivityKind; activityId: string }) {
  const { data, error } = useVoteResults(kind, activityId);
  if (error) return <Notice role="alert">{errorText(error)}</Notice>;
  if (!data) return <Notice role="status">加载中…</Notice>;
  return (
    <section aria-labelledby="results-title">
      <h2 id="results-title">评选结果</h2>
      <h3>优秀作品</h3>
      <EntryGallery entries={data.excellent} emptyText="暂无优秀作品" />
      <h3 id="ranking-title">投票排行</h3>
      {data.ranking.length === 0 ? (
        <Notice>暂无投票</Notice>
      ) : (
        <Ranking aria-labelledby="ranking-title">
          {data.ranking.map((entry, index) => (
            <li key={entry.enrollId}>
              <span className="rank">{index + 1}</span>
              {entry.cover ? <img src={entry.cover} alt="" loading="lazy" /> : <span />}
              <span>
                {entry.title}
                {entry.creator ? ` · ${entry.creator.username}` : ''}
              </span>
              <span>{entry.voteNum} 票</span>
            </li>
          ))}
        </Ranking>
      )}
    </section>
  );
}

function detailHref(config: KindConfig, activityId: string) {
  return `${routePath(config.routes.detail)}?activityId=${encodeURIComponent(activityId)}`;
}

/** The entries of an activity (or exhibition): by state, 我的作品, voting while it runs, the results after it. */
export function ActivityEnrollPage({ kind = 'activity' }: { kind?: ActivityKind }) {
  const config = KINDS[kind];
  const params = useRouteParams(config.routes.enroll as 'ActivityEnroll');
  const activityId = params.activityId ?? '';
  const { user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const [tab, setTab] = useState<Tab>(params.tab === 'mine' ? 'mine' : 'all');
  const { data: activity, error, mutate } = useActivityDetail(kind, activityId || null);
  const selected = TABS.findIndex((t) => t.value === tab);
  const keys = useTabKeys(TABS.length, selected, (index) => setTab(TABS[index].value));

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
          {errorText(error)}{' '}
          <Button variant="text" onClick={() => void mutate()}>
            重试
          </Button>
        </Notice>
      </Page>
    );
  }
  if (!activity) {
    return (
      <Page>
        <Notice role="status">加载中…</Notice>
      </Page>
    );
  }

  return (
    <Page>
      <h1>
        {activity.title} · {config.entriesText}
      </h1>
      <p>
        <Link to={detailHref(config, activity.activityId)}>返回{config.label}详情</Link>{' '}
        <WindowHint activity={activity} />
      </p>
      {activity.votePhase === 'open' && <VotingView kind={kind} activity={activity} />}
      {activity.votePhase === 'closed' && <ResultsView kind={kind} activityId={activity.activityId} />}
      <h2 id="entries-title">{config.entriesText}</h2>
      <TabList role="tablist" aria-label="作品状态" onKeyDown={keys.onKeyDown}>
        {TABS.map((t, index) => (
          <button
            key={t.value}
            ref={(el) => {
              keys.refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`entries-tab-${t.value}`}
            aria-selected={tab === t.value}
            aria-controls="entries-panel"
            tabIndex={tab === t.value ? 0 : -1}
            onClick={() => setTab(t.value)}
          >
            {t.label}
          </button>
        ))}
      </TabList>
      <div role="tabpanel" id="entries-panel" aria-labelledby={`entries-tab-${tab}`}>
        {tab === 'mine' && !user ? (
          <Notice>
            <Link to={loginPath(`${pathname}${search}`)}>登录</Link>后查看我的作品
          </Notice>
        ) : (
          <EntryList key={tab} kind={kind} activityId={activity.activityId} tab={tab} />
        )}
      </div>
    </Page>
  );
}

/** 展览作品: the same page in the dark theme. */
export function ExhibitEnrollPage() {
  return <ActivityEnrollPage kind="exhibit" />;
}

export default ActivityEnrollPage;

import { useEffect, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { CONTENT_TYPE_LABELS } from '@yiying/models';
import { adminPaths, type AdminOverview } from '@yiying/validation';
import { Button } from '@yiying/widgets';
import { Link } from '../../../routing/link';
import { useApiQuery } from '../../../data';
import { DayChart, type DaySeries } from '../blocks/day-chart';
import { errorText, timeText } from '../blocks/format';

/** `1.5 MB`: bytes in the largest unit that keeps a number of at least 1. */
export function bytesText(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

const COLORS = ['#D70D19', '#2F6FDE', '#1E7B34', '#D98E04', '#7A4DD8'];

const Screen = styled.section(({ theme }) => ({
  h1: { margin: `0 0 ${theme.spacing.md}px`, fontSize: theme.typography.sizes.xl },
  '.cards': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: theme.spacing.sm,
    margin: `0 0 ${theme.spacing.md}px`,
    padding: 0,
  },
  '.card': {
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    padding: theme.spacing.sm,
    margin: 0,
    dt: { fontSize: theme.typography.sizes.xs, color: theme.colors.muted },
    dd: { margin: '4px 0 0', fontSize: theme.typography.sizes.lg, fontWeight: 700, overflowWrap: 'anywhere' },
    small: { display: 'block', fontSize: theme.typography.sizes.xs, fontWeight: 400, color: theme.colors.muted },
    '&.failed dd': { color: theme.colors.danger, fontSize: theme.typography.sizes.sm },
    a: { fontSize: theme.typography.sizes.xs, fontWeight: 400 },
  },
  '.charts': {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
    gap: theme.spacing.md,
  },
  '.chart': {
    margin: 0,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    padding: theme.spacing.sm,
    minWidth: 0,
    figcaption: { fontWeight: 600, fontSize: theme.typography.sizes.sm, marginBottom: theme.spacing.xs },
    '.canvas': { height: 240, width: '100%' },
  },
  '.note': { color: theme.colors.muted, fontSize: theme.typography.sizes.xs, marginTop: theme.spacing.md },
}));

const last = (values: number[]) => values[values.length - 1] ?? 0;

function Card({
  label,
  value,
  note,
  failed,
  children,
}: {
  label: string;
  value: string;
  note?: string;
  failed?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={failed ? 'card failed' : 'card'}>
      <dt>{label}</dt>
      <dd>
        {value}
        {note ? <small>{note}</small> : null}
        {children}
      </dd>
    </div>
  );
}

/** 任务队列: waiting and running jobs now, the failed ones (retries used up) in red with the way to 任务. */
function JobsCard({ jobs }: { jobs: AdminOverview['jobs'] }) {
  if (!jobs) return <Card label="任务队列" value="无法读取" note="任务队列暂时无法连接" failed />;
  const engine = jobs.engine === 'bullmq' ? 'Redis' : '站点数据库';
  return (
    <Card
      label="任务队列"
      value={`排队 ${jobs.queued}`}
      note={`运行中 ${jobs.running} · 失败 ${jobs.failed} · 已完成 ${jobs.done}（${engine}）`}
      failed={jobs.failed > 0}
    >
      <small>
        <Link to="/admin/jobs">查看任务</Link>
      </small>
    </Card>
  );
}

function BackupCard({ backup }: { backup: AdminOverview['backup'] }) {
  const { lastSuccess, lastFailure } = backup;
  if (lastFailure && (!lastSuccess || lastFailure.at > lastSuccess.at)) {
    return <Card label="最近备份" value={`备份失败：${lastFailure.error}`} note={timeText(lastFailure.at)} failed />;
  }
  if (!lastSuccess) return <Card label="最近备份" value="尚未备份" />;
  return (
    <Card
      label="最近备份"
      value={timeText(lastSuccess.at)}
      note={`${bytesText(lastSuccess.bytes)}，${lastSuccess.files} 个文件`}
    />
  );
}

/** 概览: the console's first screen; today's numbers beside charts of the last 30 days. */
export function OverviewScreen() {
  const { data, error, isLoading, mutate } = useApiQuery<AdminOverview>(['admin', 'overview'], (client) =>
    client.get<AdminOverview>(adminPaths.overview.path),
  );
  useEffect(() => {
    document.title = '概览 - 管理后台 - 医影';
  }, []);

  if (error) {
    return (
      <Screen>
        <h1>概览</h1>
        <p role="alert">
          {errorText(error, '概览加载失败，请稍后重试')}{' '}
          <Button type="button" variant="text" onClick={() => void mutate()}>
            重试
          </Button>
        </p>
      </Screen>
    );
  }
  if (isLoading || !data) {
    return (
      <Screen aria-busy="true">
        <h1>概览</h1>
        <p role="status">正在统计…</p>
      </Screen>
    );
  }

  const { days, series, posts } = data;
  const one = (name: string, values: number[], color = COLORS[0]): DaySeries[] => [{ name, data: values, color }];
  const postSeries = posts.map((p, i) => ({
    name: CONTENT_TYPE_LABELS[p.type],
    data: p.counts,
    color: COLORS[i % COLORS.length],
  }));
  const postsToday = posts.reduce((sum, p) => sum + last(p.counts), 0);

  return (
    <Screen>
      <h1>概览</h1>
      <dl className="cards" aria-label="今日数据">
        <Card label="今日新会员" value={String(last(series.newMembers))} />
        <Card label="今日活跃会员" value={String(last(series.activeMembers))} />
        <Card label="近 7 天活跃会员" value={String(last(series.weeklyActiveMembers))} />
        <Card label="今日新发内容" value={String(postsToday)} />
        <Card label="今日评论与回复" value={String(last(series.comments))} />
        <Card label="今日点赞" value={String(last(series.likes))} />
        <Card label="今日上传" value={bytesText(last(series.uploadBytes))} />
        <Card label="今日举报" value={String(last(series.reportsOpened))} note={`待处理 ${data.pendingReports}`} />
        <Card label="存储用量" value={bytesText(data.storageBytes)} />
        <BackupCard backup={data.backup} />
        <JobsCard jobs={data.jobs} />
      </dl>
      <div className="charts">
        <DayChart title="新会员" days={days} kind="bar" series={one('新会员', series.newMembers)} />
        <DayChart title="活跃会员" days={days} kind="line" series={one('活跃会员', series.activeMembers, COLORS[1])} />
        <DayChart
          title="周活跃会员"
          days={days}
          kind="line"
          series={one('周活跃会员', series.weeklyActiveMembers, COLORS[4])}
        />
        <DayChart title="新发内容（按类型）" days={days} kind="bar" stacked series={postSeries} />
        <DayChart title="评论与回复" days={days} kind="line" series={one('评论与回复', series.comments, COLORS[2])} />
        <DayChart title="点赞" days={days} kind="line" series={one('点赞', series.likes)} />
        <DayChart
          title="上传量"
          days={days}
          kind="bar"
          format={bytesText}
          series={one('上传量', series.uploadBytes, COLORS[3])}
        />
        <DayChart
          title="举报"
          days={days}
          kind="line"
          series={[
            { name: '新提交', data: series.reportsOpened, color: COLORS[0] },
            { name: '已处理', data: series.reportsHandled, color: COLORS[2] },
          ]}
        />
      </div>
      <p className="note">
        按北京时间统计近 30 天（{days[0]} 至 {days[days.length - 1]}），数据每 5 分钟更新，统计于{' '}
        {timeText(data.generatedAt)}
        。活跃会员：当天登录（含自动续期）或发帖、评论、回复、点赞、上传过的会员，浏览不计；周活跃会员：截至当天 7
        天内活跃过的会员。任务队列为当前状态。
      </p>
    </Screen>
  );
}

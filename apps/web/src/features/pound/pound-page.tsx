import { Fragment, useMemo, useState } from 'react';
import { Link } from '../../routing/link';
import { isApiError } from '@yiying/api-client';
import { ContentType, RecordState, type Content } from '@yiying/models';
import { Button } from '@yiying/widgets';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { Panel } from '../../components/panel';
import { useContentList, useSession } from '../../data';
import { useTopicList } from '../../data/publish';
import { toContentPage, useInfiniteList } from '../../data/discovery';
import { ContentGallery } from '../gallery-actions/content-gallery';
import { PostFields } from '../publish/post-fields';
import { usePostEditor } from '../publish/post-form';
import { Notice } from '../publish/publish.styles';
import { PoundRows } from './pound.styles';
import { EditorShell } from '../publish/editor-shell';

/** Composer of a topic post: title with `#topic#`, text, and who may see it. */
function PoundComposer({ contentId, talkTopic }: { contentId?: string; talkTopic?: string }) {
  const editor = usePostEditor(ContentType.pound, contentId);
  const navigateByName = useNavigateByName();
  const submit = async (state: RecordState) => {
    const saved = await editor.save(state);
    if (saved.ok && state === RecordState.publish) navigateByName('HotDetail', { contentId: saved.record.contentId });
  };
  return (
    <Panel aria-labelledby="pound-compose">
      <h2 id="pound-compose">{contentId ? '编辑话题帖' : '发话题帖'}</h2>
      {talkTopic && !contentId && !editor.fields.title && (
        <p className="hint">
          <Button variant="outlined" size="sm" onClick={() => editor.setField('title', `#${talkTopic}#`)}>
            参与 #{talkTopic}#
          </Button>
        </p>
      )}
      <EditorShell labelledBy="pound-compose" editor={editor} onSubmit={(state) => void submit(state)}>
        <PostFields editor={editor} contentLabel="内容" />
      </EditorShell>
    </Panel>
  );
}

function PoundTitle({ content }: { content: Content }) {
  return (
    <>
      {content.titleSegments.map((segment, index) =>
        segment.topic ? (
          <Link key={index} to={`${routePath('Pound')}?talkTopic=${encodeURIComponent(segment.text)}`}>
            #{segment.text}#
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}

/**
 * Description and counters of the topic shown. The number of posts is the total of the list below (what this
 * reader may see), so it always matches the posts listed.
 */
function TopicHeader({ title, total }: { title: string; total: number | null }) {
  const { data } = useTopicList({ title, pageSize: 20 });
  const topic = data?.records.find((t) => t.title === title);
  const count = total ?? topic?.contentNum;
  if (!topic && count === undefined) return null;
  return (
    <p className="topic-head">
      {topic?.description && <span>{topic.description} · </span>}
      {count !== undefined && <span>{count} 篇作品</span>}
      {topic?.hitNum !== undefined && <span> · {topic.hitNum} 次浏览</span>}
    </p>
  );
}

/** Every post of one topic the reader may see, whatever its type (picture, video, article, topic post). */
function TopicPosts({ talkTopic, onTotal }: { talkTopic: string; onTotal(total: number): void }) {
  const list = useInfiniteList(`topic:${talkTopic}`, 12, async (client, { pageNum }) => {
    const page = toContentPage(await client.content.list({ talkTopic, pageNum, pageSize: 12 }));
    onTotal(page.total);
    return page;
  });
  return (
    <section aria-labelledby="topic-posts">
      <h2 id="topic-posts">话题作品</h2>
      <ContentGallery list={list} columns={3} emptyText="这个话题还没有作品" />
    </section>
  );
}

/** Every topic, as links to its page. */
function TopicList({ current }: { current?: string }) {
  const { data } = useTopicList({ pageSize: 30 });
  if (!data?.records.length) return null;
  return (
    <nav aria-labelledby="topic-list">
      <h2 id="topic-list">全部话题</h2>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {data.records.map((topic) => (
          <li key={topic.topicId}>
            <Link
              to={`${routePath('Pound')}?talkTopic=${encodeURIComponent(topic.title)}`}
              aria-current={topic.title === current ? 'page' : undefined}
            >
              #{topic.title}#{topic.contentNum !== undefined ? `（${topic.contentNum}）` : ''}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The newest topic posts (of every topic). */
function PoundPosts() {
  const params = useMemo(() => ({ type: ContentType.pound, pageNum: 1, pageSize: 20 }), []);
  const { data, error, isLoading } = useContentList(params);
  const navigateByName = useNavigateByName();
  return (
    <section aria-labelledby="pound-list">
      <h2 id="pound-list">话题帖</h2>
      {error && !data ? (
        <Notice role="alert">{isApiError(error) ? error.message : '加载失败'}</Notice>
      ) : isLoading || !data ? (
        <Notice role="status">加载中…</Notice>
      ) : data.records.length === 0 ? (
        <Notice>还没有话题帖</Notice>
      ) : (
        <PoundRows>
          {data.records.map((content) => (
            <li key={content.contentId}>
              <h3>
                <PoundTitle content={content} />
              </h3>
              {content.content && <p>{content.content}</p>}
              <p className="meta">
                {content.creator?.username} · {content.createTimeText} ·{' '}
                <button type="button" onClick={() => navigateByName('HotDetail', { contentId: content.contentId })}>
                  查看详情
                </button>
              </p>
            </li>
          ))}
        </PoundRows>
      )}
    </section>
  );
}

/** 话题: topic posts (of one topic when `talkTopic` is given), and the composer for members. */
export function PoundPage() {
  const params0 = useRouteParams('Pound');
  // `topic` is the spec's search key for the same thing (`/home/pound?topic=`).
  const talkTopic = params0.talkTopic || params0.topic;
  const contentId = params0.contentId;
  const { user } = useSession();
  const [total, setTotal] = useState<{ topic: string; total: number } | null>(null);

  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: 16 }}>
      <h1>{talkTopic ? `#${talkTopic}#` : '话题'}</h1>
      {talkTopic && <TopicHeader title={talkTopic} total={total?.topic === talkTopic ? total.total : null} />}
      {user ? (
        <PoundComposer key={contentId ?? 'new'} contentId={contentId} talkTopic={talkTopic} />
      ) : (
        <p>
          <Link to={`${routePath('Login')}?redirect=${encodeURIComponent(routePath('Pound'))}`}>登录</Link>
          后参与话题讨论
        </p>
      )}
      {talkTopic ? (
        <TopicPosts talkTopic={talkTopic} onTotal={(n) => setTotal({ topic: talkTopic, total: n })} />
      ) : (
        <PoundPosts />
      )}
      <TopicList current={talkTopic} />
    </div>
  );
}

export default PoundPage;

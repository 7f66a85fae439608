import { Fragment, useMemo } from 'react';
import { Link } from '../../app/navigation/link';
import { hrefTo } from '../../app/navigation/href';
import { isApiError } from '@yiying/api-client';
import { ContentType, RecordState, type Content } from '@yiying/models';
import { useNavigateByName, useRouteParams } from '../../app/navigation/use-navigate-by-name';
import { routePath } from '../../app/routes';
import { Panel } from '../../components/panel';
import { useContentList, useSession } from '../../data';
import { useTopicList } from '../../data/publish';
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
          <button type="button" onClick={() => editor.setField('title', `#${talkTopic}#`)}>
            参与 #{talkTopic}#
          </button>
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

/** Description and counters of the topic shown. */
function TopicHeader({ title }: { title: string }) {
  const { data } = useTopicList({ title, pageSize: 20 });
  const topic = data?.records.find((t) => t.title === title);
  if (!topic) return null;
  return (
    <p className="topic-head">
      {topic.description && <span>{topic.description} · </span>}
      <span>{topic.contentNum ?? 0} 篇作品</span>
      {topic.hitNum !== undefined && <span> · {topic.hitNum} 次浏览</span>}
    </p>
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

/** 话题: topic posts (of one topic when `talkTopic` is given), and the composer for members. */
export function PoundPage() {
  const params0 = useRouteParams('Pound');
  // `topic` is the spec's search key for the same thing (`/home/pound?topic=`).
  const talkTopic = params0.talkTopic || params0.topic;
  const contentId = params0.contentId;
  const { user } = useSession();
  const params = useMemo(
    () => ({ type: ContentType.pound, pageNum: 1, pageSize: 20, ...(talkTopic ? { talkTopic } : {}) }),
    [talkTopic],
  );
  const { data, error, isLoading } = useContentList(params);

  return (
    <div style={{ maxWidth: 860, margin: '0 auto', padding: 16 }}>
      <h1>{talkTopic ? `#${talkTopic}#` : '话题'}</h1>
      {talkTopic && <TopicHeader title={talkTopic} />}
      {user ? (
        <PoundComposer key={contentId ?? 'new'} contentId={contentId} talkTopic={talkTopic} />
      ) : (
        <p>
          <Link to={`${routePath('Login')}?redirect=${encodeURIComponent(routePath('Pound'))}`}>登录</Link>
          后参与话题讨论
        </p>
      )}
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
                  <Link to={hrefTo('HotDetail', { contentId: content.contentId })}>查看详情</Link>
                </p>
              </li>
            ))}
          </PoundRows>
        )}
      </section>
      <TopicList current={talkTopic} />
    </div>
  );
}

export default PoundPage;

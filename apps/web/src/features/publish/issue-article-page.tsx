import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ContentType, MediaKind, RecordState, formatDateTime, type PatientConsent } from '@yiying/models';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { Panel } from '../../components/panel';
import { useMediaUploader } from '../../data/publish';
import { AttachmentListEditor } from './attachment-list-editor';
import { PostFields } from './post-fields';
import { usePostEditor } from './post-form';
import { Notice } from './publish.styles';
import { itemOfMedia, useMediaList } from './use-media-list';
import { EditorShell } from './editor-shell';
import { useConsentGate } from './consent-gate';

// The editor (Tiptap + ProseMirror) is most of this page's weight: its own chunk, fetched when the page opens.
const ArticleEditor = lazy(() => import('./article-editor'));

/** How long typing must pause before a draft is saved to the server. */
export const AUTOSAVE_DELAY_MS = 3000;

/** Addresses of the pictures of an article's HTML, in order. */
export function inlineImageUrls(html: string): string[] {
  return Array.from(html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi), (match) => match[1]);
}

/** `HH:mm` of a moment in the site's time zone. */
function clock(date: Date): string {
  return formatDateTime(date, 'HH:mm');
}

/**
 * 发布文章: title, rich text body and the post fields. A new article is saved as a draft on the server once there is
 * something to keep, then updated a few seconds after each change (已自动保存 HH:mm); 发布 publishes the same post.
 */
export function IssueArticlePage() {
  const { contentId, circleId } = useRouteParams('IssueArticle');
  const editor = usePostEditor(ContentType.article, contentId);
  const upload = useMediaUploader();
  const navigateByName = useNavigateByName();
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [dirty, setDirty] = useState(0);
  const published = useRef(false);
  const existing = editor.existing.content;
  const attachments = useMediaList('document');
  const consent = useConsentGate(
    { circleId: circleId ?? existing?.circleId, categoryId: existing?.categoryId },
    existing?.patientConsent,
  );
  // Faces the author left visible in each inline picture uploaded here (by its address).
  const facesByUrl = useRef(new Map<string, number>());
  const [attachmentError, setAttachmentError] = useState<string | null>(null);
  const filled = useRef(false);
  useEffect(() => {
    if (existing?.state === RecordState.publish) published.current = true;
    if (existing && !filled.current) {
      filled.current = true;
      attachments.replace((existing.media ?? []).filter((m) => m.kind === MediaKind.file).map(itemOfMedia));
    }
  }, [existing, attachments]);

  // A finished or removed attachment is a change to keep, like typing.
  const attachmentIds = attachments.mediaIds.join(',');
  const attachmentIdsRef = useRef(attachments.mediaIds);
  useEffect(() => {
    if (attachmentIds === attachmentIdsRef.current.join(',')) return;
    attachmentIdsRef.current = attachmentIds ? attachmentIds.split(',') : [];
    setDirty((n) => n + 1);
  }, [attachmentIds]);

  const { fields, save } = editor;
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    // A published article is changed by 发布 only; autosave keeps drafts.
    if (!dirty || published.current) return;
    const timer = setTimeout(() => {
      void saveRef
        .current(RecordState.create, { mediaIds: attachmentIdsRef.current }, { quiet: true })
        .then((outcome) => {
          if (outcome.ok) setSavedAt(new Date());
        });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, fields]);

  if (editor.existing.loading) return <Notice role="status">加载中…</Notice>;
  if (contentId && editor.existing.error) return <Notice role="alert">文章不存在或已删除</Notice>;

  const submit = async (state: RecordState) => {
    const problem = attachments.check();
    setAttachmentError(problem);
    if (problem) {
      editor.fail(problem);
      return;
    }
    const save = (patientConsent?: PatientConsent) =>
      editor.save(state, { mediaIds: attachments.mediaIds, circleId, patientConsent });
    // Inline pictures in a medical circle or category, or with faces left: the author says how privacy is kept first.
    const pictures = inlineImageUrls(editor.fields.content);
    const facesLeft = pictures.reduce((sum, url) => sum + (facesByUrl.current.get(url) ?? 0), 0);
    const saved =
      state === RecordState.publish
        ? await consent.publish({ pictures: pictures.length, facesLeft }, save)
        : await save();
    if (!saved.ok) return;
    if (state === RecordState.publish) {
      published.current = true;
      navigateByName('HotDetail', { contentId: saved.record.contentId });
    }
  };

  const setFieldAndMark: typeof editor.setField = (name, value) => {
    editor.setField(name, value);
    setDirty((n) => n + 1);
  };
  const tracked = { ...editor, setField: setFieldAndMark };

  return (
    <Panel aria-labelledby="article-title">
      <h1 id="article-title">{contentId ? '编辑文章' : '发布文章'}</h1>
      <EditorShell
        labelledBy="article-title"
        editor={editor}
        onSubmit={(state) => void submit(state)}
        status={
          savedAt && (
            <span className="saved" role="status">
              已自动保存 {clock(savedAt)}
            </span>
          )
        }
      >
        <PostFields editor={tracked} />
        <div>
          <Suspense fallback={<Notice role="status">编辑器加载中…</Notice>}>
            {(!contentId || existing) && (
              <ArticleEditor
                initialHtml={existing?.content ?? ''}
                upload={upload}
                onImageChecked={(url, faces) => facesByUrl.current.set(url, faces)}
                onChange={(html) => setFieldAndMark('content', html)}
              />
            )}
          </Suspense>
          {editor.errors['content'] && (
            <p className="field-error" role="alert">
              {editor.errors['content']}
            </p>
          )}
        </div>
        <AttachmentListEditor list={attachments} error={attachmentError} />
      </EditorShell>
      {consent.dialog}
    </Panel>
  );
}

export default IssueArticlePage;

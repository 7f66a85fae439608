import { useEffect, useRef } from 'react';
import { ContentType, MediaKind, RecordState } from '@yiying/models';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { Panel } from '../../components/panel';
import { MediaListEditor } from './media-list-editor';
import { PostFields } from './post-fields';
import { usePostEditor } from './post-form';
import { Notice } from './publish.styles';
import { itemOfMedia, useMediaList } from './use-media-list';
import { EditorShell } from './editor-shell';
import { useConsentGate } from './consent-gate';

/** 上传作品: an image post (several pictures, a cover), new or opened for editing with `contentId`. */
export function UploadPage() {
  const { contentId, circleId } = useRouteParams('Upload');
  const editor = usePostEditor(ContentType.image, contentId);
  const list = useMediaList();
  const navigateByName = useNavigateByName();
  const filled = useRef(false);
  const existing = editor.existing.content;
  const consent = useConsentGate(circleId);

  useEffect(() => {
    if (existing && !filled.current) {
      filled.current = true;
      list.replace((existing.media ?? []).filter((m) => m.kind === MediaKind.image).map(itemOfMedia), existing.cover);
    }
  }, [existing, list]);

  if (editor.existing.loading) return <Notice role="status">加载中…</Notice>;
  if (contentId && editor.existing.error) return <Notice role="alert">作品不存在或已删除</Notice>;

  const submit = async (state: RecordState) => {
    // A draft may wait for its pictures; publishing needs every picture uploaded (spec file-list checks).
    const problem = state === RecordState.publish ? list.check() : null;
    if (problem) return editor.fail(problem, 'mediaIds');
    // A medical circle, or faces left in the pictures: the author says how the patient's privacy is kept first.
    const patientConsent = state === RecordState.publish ? await consent.ask(list.facesLeft) : undefined;
    if (patientConsent === null) return;
    const saved = await editor.save(state, { mediaIds: list.mediaIds, cover: list.coverUrl, circleId, patientConsent });
    if (saved.ok && state === RecordState.publish) navigateByName('HotDetail', { contentId: saved.record.contentId });
  };

  return (
    <Panel aria-labelledby="upload-title">
      <h1 id="upload-title">{contentId ? '编辑图片作品' : '上传图片作品'}</h1>
      <EditorShell labelledBy="upload-title" editor={editor} onSubmit={(state) => void submit(state)}>
        <MediaListEditor list={list} error={editor.errors['mediaIds']} />
        <PostFields editor={editor} contentLabel="描述" withExif />
      </EditorShell>
      {consent.dialog}
    </Panel>
  );
}

export default UploadPage;

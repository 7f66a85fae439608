import { useEffect, useRef } from 'react';
import { ContentType, MediaKind, RecordState, type PatientConsent } from '@yiying/models';
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
  // A post opened for editing keeps its circle and category unless the address names another circle.
  const consent = useConsentGate(
    { circleId: circleId ?? existing?.circleId, categoryId: existing?.categoryId },
    existing?.patientConsent,
  );

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
    const save = (patientConsent?: PatientConsent) =>
      editor.save(state, { mediaIds: list.mediaIds, cover: list.coverUrl, circleId, patientConsent });
    // A medical circle or category, or faces left in the pictures: the author says how the patient's privacy is kept.
    const saved =
      state === RecordState.publish
        ? await consent.publish({ pictures: list.mediaIds.length, facesLeft: list.facesLeft }, save)
        : await save();
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

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ContentType, MediaKind, RecordState, isMedicalName, type PatientConsent } from '@yiying/models';
import { useCircleDetail } from '../../data/circle';
import { useNavigateByName, useRouteParams } from '../../app/navigation/use-navigate-by-name';
import { Panel } from '../../components/panel';
import { MediaListEditor } from './media-list-editor';
import { PostFields } from './post-fields';
import { usePostEditor } from './post-form';
import { Notice } from './publish.styles';
import { itemOfMedia, useMediaList } from './use-media-list';
import { EditorShell } from './editor-shell';

/** 患者隐私确认 loads when publishing asks for it. */
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/** 上传作品: an image post (several pictures, a cover), new or opened for editing with `contentId`. */
export function UploadPage() {
  const { contentId, circleId } = useRouteParams('Upload');
  const editor = usePostEditor(ContentType.image, contentId);
  const list = useMediaList();
  const navigateByName = useNavigateByName();
  const filled = useRef(false);
  const existing = editor.existing.content;
  const circle = useCircleDetail(circleId ?? undefined);
  const medical = isMedicalName(circle.data?.name);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (existing && !filled.current) {
      filled.current = true;
      list.replace((existing.media ?? []).filter((m) => m.kind === MediaKind.image).map(itemOfMedia), existing.cover);
    }
  }, [existing, list]);

  if (editor.existing.loading) return <Notice role="status">加载中…</Notice>;
  if (contentId && editor.existing.error) return <Notice role="alert">作品不存在或已删除</Notice>;

  const submit = async (state: RecordState, patientConsent?: PatientConsent) => {
    // A draft may wait for its pictures; publishing needs every picture uploaded (spec file-list checks).
    const problem = state === RecordState.publish ? list.check() : null;
    if (problem) return editor.fail(problem, 'mediaIds');
    // A medical circle, or faces left in the pictures: the author says how the patient's privacy is kept first.
    if (state === RecordState.publish && !patientConsent && (medical || list.facesLeft > 0)) return setAsking(true);
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
      {asking && (
        <Suspense fallback={<Notice role="status">加载中…</Notice>}>
          <ConsentDialog
            open
            medical={medical}
            facesLeft={list.facesLeft}
            onCancel={() => setAsking(false)}
            onConfirm={(consent) => {
              setAsking(false);
              void submit(RecordState.publish, consent);
            }}
          />
        </Suspense>
      )}
    </Panel>
  );
}

export default UploadPage;

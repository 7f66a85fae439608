import { useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '@yiying/api-client';
import {
  ContentType,
  MediaKind,
  RecordState,
  UNKNOWN_ERROR,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_SIZE,
  formatFileSize,
  type MediaRecord,
  type PatientConsent,
} from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import { Button } from '@yiying/widgets';
import { fitImageFile } from '../../components/upload/fit-image';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { Panel } from '../../components/panel';
import { type UploadTask } from '../../data';
import { useMediaUploader } from '../../data/publish';
import { useProcessedMedia } from '../../data/video-status';
import { VideoPlayer } from '../../components/video-player';
import { PostFields } from './post-fields';
import { usePostEditor } from './post-form';
import { DropZone, Notice, Track } from './publish.styles';
import { EditorShell } from './editor-shell';
import { useConsentGate } from './consent-gate';
import { usePrivacyCheck } from '../../components/privacy';

type Upload = {
  name: string;
  percent: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
  media?: MediaRecord;
};

/** Uploads one file at a time with progress; starting another stops the first. */
function useSingleUpload() {
  const uploadFile = useMediaUploader();
  const [upload, setUpload] = useState<Upload | null>(null);
  const task = useRef<UploadTask<MediaRecord> | null>(null);
  useEffect(() => () => task.current?.abort(), []);
  const start = (file: File) => {
    task.current?.abort();
    setUpload({ name: file.name, percent: 0, status: 'uploading' });
    const current = uploadFile(file, (percent) =>
      setUpload((u) => (u && u.status === 'uploading' ? { ...u, percent } : u)),
    );
    task.current = current;
    current.done
      .then((media) => setUpload({ name: file.name, percent: 100, status: 'done', media }))
      .catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
        setUpload({
          name: file.name,
          percent: 0,
          status: 'failed',
          error: isApiError(error) ? error.message : UNKNOWN_ERROR,
        });
      });
  };
  return { upload, start, set: setUpload };
}

function Progress({ upload, label }: { upload: Upload; label: string }) {
  return (
    <div>
      {upload.status !== 'failed' && (
        <Track
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.percent}
        >
          <span style={{ width: `${upload.percent}%` }} />
        </Track>
      )}
      <span
        role={upload.status === 'failed' ? 'alert' : undefined}
        className={upload.status === 'failed' ? 'field-error' : 'hint'}
      >
        {upload.status === 'uploading'
          ? `${upload.name} 上传中 ${upload.percent}%`
          : upload.status === 'done'
            ? `${upload.name} 上传完成`
            : upload.error}
      </span>
    </div>
  );
}

/** Checks a picked video by the spec's extensions and the 500 MB upload limit; null when it may go. */
export function checkVideoFile(file: { name: string; size: number; type?: string }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const isVideo = (file.type ?? '').startsWith('video/') || UPLOAD_EXTENSIONS.video.includes(ext);
  if (!isVideo) return `视频只能是 ${UPLOAD_EXTENSIONS.video.map((e) => e.slice(1).toUpperCase()).join('/')} 格式`;
  if (file.size > UPLOAD_MAX_SIZE.video) return `视频大小不能超过 ${formatFileSize(UPLOAD_MAX_SIZE.video)}`;
  return null;
}

/** 发布视频: one video with a progress bar, a poster (a frame or an uploaded picture), and the post fields. */
export function IssueVideoPage() {
  const { contentId, circleId } = useRouteParams('IssueVideo');
  const editor = usePostEditor(ContentType.video, contentId);
  const video = useSingleUpload();
  const poster = useSingleUpload();
  const [frame, setFrame] = useState<string | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const navigateByName = useNavigateByName();
  const videoInput = useId();
  const posterInput = useId();
  const filled = useRef(false);
  const existing = editor.existing.content;
  const consent = useConsentGate(
    { circleId: circleId ?? existing?.circleId, categoryId: existing?.categoryId },
    existing?.patientConsent,
  );
  // An uploaded poster picture is checked for faces on this device first, like every picture of a post.
  const privacy = usePrivacyCheck();
  const [posterFacesLeft, setPosterFacesLeft] = useState(0);
  // An uploaded video is transcoded on the server: asked for until it is ready or failed.
  const processed = useProcessedMedia(video.upload?.status === 'done' ? video.upload.media : undefined);

  useEffect(() => {
    if (!existing || filled.current) return;
    filled.current = true;
    const stored = existing.media?.find((m) => m.kind === MediaKind.video);
    if (stored) video.set({ name: stored.name, percent: 100, status: 'done', media: stored });
    const image = existing.media?.find((m) => m.kind === MediaKind.image && m.url === existing.cover);
    if (image) poster.set({ name: image.name, percent: 100, status: 'done', media: image });
    else if (existing.cover) setFrame(existing.cover);
  }, [existing, video, poster]);

  if (editor.existing.loading) return <Notice role="status">加载中…</Notice>;
  if (contentId && editor.existing.error) return <Notice role="alert">作品不存在或已删除</Notice>;

  const media = processed;
  const frames = media?.frames ?? [];
  const posterUrl = poster.upload?.status === 'done' ? poster.upload.media?.url : undefined;
  // The server takes the video's own poster when no cover is sent.
  const cover = posterUrl ?? (frame && frame !== media?.poster ? frame : undefined);

  const submit = async (state: RecordState) => {
    if (state === RecordState.publish) {
      if (!media || media.status === 'failed') return editor.fail(MESSAGES.videoRequired, 'mediaIds');
      // A video still processing takes its poster as the cover once ready.
      if (!cover && !media.poster && media.status !== 'processing') return editor.fail(MESSAGES.coverRequired, 'cover');
    }
    const save = (patientConsent?: PatientConsent) =>
      editor.save(state, { mediaIds: media ? [media.mediaId] : [], cover, circleId, patientConsent });
    // In a medical circle or category, or with faces left in the poster: the author says how privacy is kept first.
    const saved =
      state === RecordState.publish
        ? await consent.publish(
            { pictures: (media ? 1 : 0) + (posterUrl ? 1 : 0), facesLeft: posterUrl ? posterFacesLeft : 0 },
            save,
          )
        : await save();
    if (saved.ok && state === RecordState.publish) navigateByName('HotDetail', { contentId: saved.record.contentId });
  };

  return (
    <Panel aria-labelledby="video-title">
      <h1 id="video-title">{contentId ? '编辑视频' : '发布视频'}</h1>
      <EditorShell labelledBy="video-title" editor={editor} onSubmit={(state) => void submit(state)}>
        <DropZone active={false}>
          <label htmlFor={videoInput}>
            {media ? '更换视频' : '选择视频'}
            <input
              id={videoInput}
              type="file"
              accept={[...UPLOAD_EXTENSIONS.video, 'video/*'].join(',')}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const problem = checkVideoFile(file);
                setPickError(problem);
                if (!problem) {
                  setFrame(null);
                  video.start(file);
                }
              }}
            />
          </label>
          <span>支持 MP4/AVI/MOV/RMVB/RM，小于 500MB</span>
        </DropZone>
        {pickError && (
          <p className="field-error" role="alert">
            {pickError}
          </p>
        )}
        {editor.errors['mediaIds'] && (
          <p className="field-error" role="alert">
            {editor.errors['mediaIds']}
          </p>
        )}
        {video.upload && <Progress upload={video.upload} label="视频上传进度" />}
        {media?.status === 'processing' && (
          <div className="hint" role="status" aria-live="polite">
            <Track
              role="progressbar"
              aria-label="视频处理进度"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={media.progress ?? 0}
            >
              <span style={{ width: `${media.progress ?? 0}%` }} />
            </Track>
            处理中 {media.progress ?? 0}%（可以先发布，处理完成后其他人即可观看）
          </div>
        )}
        {media?.status === 'failed' && (
          <p className="field-error" role="alert">
            {media.error ?? '视频处理失败'}
            <Button
              type="button"
              variant="text"
              style={{ marginLeft: 8 }}
              onClick={() => document.getElementById(videoInput)?.click()}
            >
              重新上传
            </Button>
          </p>
        )}
        {media && media.status !== 'processing' && media.status !== 'failed' && (
          <VideoPlayer video={media} poster={posterUrl ?? frame ?? media.poster} label="视频预览" />
        )}
        {media && media.status !== 'processing' && media.status !== 'failed' && (
          <fieldset>
            <legend>封面</legend>
            {frames.map((url, index) => (
              <label key={url} className="check frame">
                <input
                  type="radio"
                  name="poster"
                  checked={!posterUrl && (frame ?? media.poster) === url}
                  onChange={() => {
                    poster.set(null);
                    setFrame(url);
                  }}
                />
                <img src={url} alt={`第 ${index + 1} 帧`} width={96} height={54} style={{ objectFit: 'cover' }} />
              </label>
            ))}
            {frames.length === 0 && <p className="hint">没有可选的视频帧，请上传一张封面图片。</p>}
            <label className="check" htmlFor={posterInput} style={{ cursor: 'pointer' }}>
              上传封面图片
              <input
                id={posterInput}
                type="file"
                accept={UPLOAD_EXTENSIONS.image.join(',')}
                style={{ position: 'absolute', width: 1, height: 1, opacity: 0 }}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (!file) return;
                  let fitted = await fitImageFile(file);
                  if ('file' in fitted) {
                    const reviewed = await privacy.check(fitted.file);
                    if (!reviewed) return;
                    if (reviewed.file !== fitted.file) fitted = await fitImageFile(reviewed.file);
                    setPosterFacesLeft(reviewed.facesLeft);
                  }
                  setPickError('problem' in fitted ? fitted.problem : null);
                  if ('file' in fitted) poster.start(fitted.file);
                }}
              />
            </label>
            {poster.upload && <Progress upload={poster.upload} label="封面上传进度" />}
            {posterUrl && (
              <img src={posterUrl} alt="已上传的封面" width={160} height={90} style={{ objectFit: 'cover' }} />
            )}
          </fieldset>
        )}
        {editor.errors['cover'] && (
          <p className="field-error" role="alert">
            {editor.errors['cover']}
          </p>
        )}
        <PostFields editor={editor} contentLabel="描述" />
      </EditorShell>
      {privacy.dialog}
      {privacy.checking && (
        <Notice role="status" aria-live="polite">
          正在本机检测人脸…
        </Notice>
      )}
      {consent.dialog}
    </Panel>
  );
}

export default IssueVideoPage;

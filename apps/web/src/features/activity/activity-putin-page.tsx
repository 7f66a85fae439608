import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../routing/link';
import { isApiError, isHttpError } from '@yiying/api-client';
import {
  UNKNOWN_ERROR,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_SIZE,
  formatFileSize,
  patientConsentReason,
  type MediaRecord,
  type PatientConsent,
} from '@yiying/models';
import { MESSAGES } from '@yiying/validation';
import { Button, PutInDialog, RadioGroup, TextField, type PutInValues } from '@yiying/widgets';
import { useNavigateByName, useRouteParams } from '../../routing/use-navigate-by-name';
import { routePath } from '../../routing/routes';
import { useActivityDetail, useEnrollMutations, type ActivityView } from '../../data/activity';
import { useMediaUploader } from '../../data/publish';
import { useCurrentUser, type UploadTask } from '../../data';
import { MediaListEditor } from '../publish/media-list-editor';
import { DropZone } from '../publish/publish.styles';
import { UploadProgress } from '../publish/upload-progress';
import { useMediaList, type MediaItem } from '../publish/use-media-list';
import { useConsentGate, writeWithConsent } from '../publish/consent-gate';
import { KINDS, type ActivityKind } from './activity-kind';
import { WindowHint } from './activity-labels';
import { Notice, Page, PutinForm } from './activity.styles';

/** Most characters of an entry's title. */
export const ENTRY_TITLE_MAX = 64;

export type EntryType = 'image' | 'video';

/**
 * A picked video by the spec's extensions and the 500 MB upload limit, with the texts of 发布视频; null when it may go.
 * Kept here so the page does not load the video editor's chunk.
 */
export function checkEntryVideo(file: { name: string; size: number; type?: string }): string | null {
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const isVideo = (file.type ?? '').startsWith('video/') || UPLOAD_EXTENSIONS.video.includes(ext);
  if (!isVideo) return `视频只能是 ${UPLOAD_EXTENSIONS.video.map((e) => e.slice(1).toUpperCase()).join('/')} 格式`;
  if (file.size > UPLOAD_MAX_SIZE.video) return `视频大小不能超过 ${formatFileSize(UPLOAD_MAX_SIZE.video)}`;
  return null;
}

/** One video with its progress; picking another stops the first. */
function useVideoUpload() {
  const upload = useMediaUploader();
  const [item, setItem] = useState<MediaItem | null>(null);
  const task = useRef<UploadTask<MediaRecord> | null>(null);
  useEffect(() => () => task.current?.abort(), []);
  const start = (file: File) => {
    task.current?.abort();
    const key = `v${Date.now()}`;
    setItem({ key, name: file.name, size: file.size, percent: 0, status: 'uploading' });
    const current = upload(file, (percent) =>
      setItem((it) => (it && it.key === key && it.status === 'uploading' ? { ...it, percent } : it)),
    );
    task.current = current;
    current.done
      .then((media) => setItem((it) => (it?.key === key ? { ...it, status: 'done', percent: 100, media } : it)))
      .catch((error: unknown) => {
        if ((error as { name?: string } | null)?.name === 'AbortError') return;
        setItem((it) =>
          it?.key === key ? { ...it, status: 'failed', error: isApiError(error) ? error.message : UNKNOWN_ERROR } : it,
        );
      });
  };
  const clear = () => {
    task.current?.abort();
    setItem(null);
  };
  return { item, start, clear };
}

/** The types an activity takes: its own when it names image or video, otherwise both. */
export function entryTypesOf(activity: ActivityView): EntryType[] {
  if (activity.type === 'image') return ['image'];
  if (activity.type === 'video') return ['video'];
  return ['image', 'video'];
}

/** A work ready to be entered: what `POST /web/activityEnroll/create` takes besides the put-in fields. */
export interface EntryDraft {
  type: EntryType;
  title: string;
  description: string;
  mediaIds: string[];
  cover?: string;
  /** 患者隐私确认, when the work's pictures still show faces. */
  patientConsent?: PatientConsent;
}

/** 姓名 and 手机号码 from the member's profile (a phone only when it is a mainland mobile). */
export function putInDefaults(user: { username?: string; mobile?: string } | null | undefined): Partial<PutInValues> {
  const phone = user?.mobile && /^1[3-9]\d{9}$/.test(user.mobile) ? user.mobile : '';
  return { name: (user?.username ?? '').slice(0, 32), phone };
}

/**
 * Pictures or a video with progress, a title and a description. On the upload page it then opens the put-in dialog;
 * inside the entry flow of the activity page `onReady` takes the checked work instead.
 */
export function EntryEditor({
  activity,
  kind,
  onReady,
}: {
  activity: ActivityView;
  kind: ActivityKind;
  onReady?(draft: EntryDraft): void;
}) {
  const config = KINDS[kind];
  const types = entryTypesOf(activity);
  const [type, setType] = useState<EntryType>(types[0]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<{ field: 'title' | 'media'; message: string } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const images = useMediaList('image');
  const video = useVideoUpload();
  const [videoError, setVideoError] = useState<string | null>(null);
  const { create } = useEnrollMutations();
  const navigateByName = useNavigateByName();
  const { user } = useCurrentUser();
  const videoInput = useId();
  // An entry is a post of the member: pictures with faces left ask 患者隐私确认 like any post.
  const consent = useConsentGate({});
  const [answer, setAnswer] = useState<PatientConsent | undefined>();

  const mediaIds = (): string[] =>
    type === 'image' ? images.mediaIds : video.item?.media ? [video.item.media.mediaId] : [];

  /** Checks the entry before the dialog opens: a title, every file uploaded. */
  const openDialog = (event: FormEvent) => {
    event.preventDefault();
    const name = title.trim();
    if (!name) return setProblem({ field: 'title', message: '请填写作品标题' });
    if (name.length > ENTRY_TITLE_MAX)
      return setProblem({ field: 'title', message: `作品标题不能超过${ENTRY_TITLE_MAX}个字符` });
    const mediaProblem =
      type === 'image'
        ? images.check()
        : !video.item
          ? MESSAGES.videoRequired
          : video.item.status !== 'done'
            ? `先将${video.item.name}上传到服务器`
            : null;
    if (mediaProblem) return setProblem({ field: 'media', message: mediaProblem });
    setProblem(null);
    void askConsent().then((given) => {
      if (given === null) return;
      setAnswer(given);
      if (onReady) onReady({ ...draft(), ...(given ? { patientConsent: given } : {}) });
      else setDialogOpen(true);
    });
  };

  const facesLeft = () => (type === 'image' ? images.facesLeft : 0);
  /** The answer when the work's pictures still show faces, undefined when nothing needs asking, null to go back. */
  const askConsent = async (): Promise<PatientConsent | undefined | null> => {
    const reason = patientConsentReason({ medical: false, pictures: mediaIds().length, faces: facesLeft() });
    return reason ? consent.ask(facesLeft()) : undefined;
  };

  const draft = (): EntryDraft => ({
    type,
    title: title.trim(),
    description: description.trim(),
    mediaIds: mediaIds(),
    ...(type === 'image' && images.coverUrl ? { cover: images.coverUrl } : {}),
  });

  const submit = async (values: PutInValues) => {
    await writeWithConsent(
      consent,
      facesLeft(),
      (patientConsent) =>
        create({
          activityId: activity.activityId,
          ...draft(),
          name: values.name,
          phone: values.phone,
          demand: values.demand,
          ...(patientConsent ? { patientConsent } : {}),
        }),
      answer,
    );
    navigateByName(
      config.routes.enroll as 'ActivityEnroll',
      { activityId: activity.activityId, tab: 'mine' },
      { keep: 'query' },
    );
  };

  return (
    <>
      <PutinForm
        noValidate
        {...(onReady ? { 'aria-label': '上传新作品' } : { 'aria-labelledby': 'putin-title' })}
        onSubmit={openDialog}
      >
        {types.length > 1 && (
          <RadioGroup
            label="作品类型"
            name="entry-type"
            variant="chip"
            direction="row"
            value={type}
            options={types.map((t) => ({ value: t, label: t === 'image' ? '图片' : '视频' }))}
            onChange={(t) => {
              setType(t);
              setProblem(null);
            }}
          />
        )}
        {type === 'image' ? (
          <MediaListEditor list={images} error={problem?.field === 'media' ? problem.message : null} />
        ) : (
          <section aria-label="视频">
            <DropZone active={false}>
              <label htmlFor={videoInput}>
                {video.item ? '更换视频' : '选择视频'}
                <input
                  id={videoInput}
                  type="file"
                  accept={[...UPLOAD_EXTENSIONS.video, 'video/*'].join(',')}
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (!file) return;
                    const refused = checkEntryVideo(file);
                    setVideoError(refused);
                    if (!refused) video.start(file);
                  }}
                />
              </label>
              <span>支持 MP4/AVI/MOV/RMVB/RM 格式，小于 {formatFileSize(UPLOAD_MAX_SIZE.video)}</span>
            </DropZone>
            {videoError && (
              <p className="field-error" role="alert">
                {videoError}
              </p>
            )}
            {problem?.field === 'media' && (
              <p className="field-error" role="alert">
                {problem.message}
              </p>
            )}
            {video.item && (
              <div className="video-row">
                <span>
                  {video.item.name}（{formatFileSize(video.item.size)}）
                </span>
                <UploadProgress item={video.item} />
                <Button variant="text" onClick={video.clear} aria-label={`删除 ${video.item.name}`}>
                  删除
                </Button>
              </div>
            )}
          </section>
        )}
        <TextField
          label="作品标题"
          required
          maxLength={ENTRY_TITLE_MAX}
          value={title}
          onChange={(e) => {
            setTitle(e.target.value);
            if (problem?.field === 'title') setProblem(null);
          }}
          {...(problem?.field === 'title' ? { error: problem.message } : {})}
        />
        <TextField
          label="作品说明"
          multiline
          rows={3}
          maxLength={250}
          showCount
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <div className="actions">
          <Button type="submit">{onReady ? '下一步' : '提交作品'}</Button>
          {!onReady && (
            <Link to={`${routePath(config.routes.detail)}?activityId=${encodeURIComponent(activity.activityId)}`}>
              返回{config.label}详情
            </Link>
          )}
        </div>
      </PutinForm>
      {!onReady && (
        <PutInDialog
          open={dialogOpen}
          title="填写参赛信息"
          initialValues={putInDefaults(user)}
          onSubmit={submit}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {consent.dialog}
    </>
  );
}

/** Upload an entry to an activity (or exhibition): pictures or a video with progress, then the put-in dialog. */
export function ActivityPutinPage({ kind = 'activity' }: { kind?: ActivityKind }) {
  const config = KINDS[kind];
  const { activityId } = useRouteParams(config.routes.putin as 'ActivityPutin');
  const { data: activity, error, mutate } = useActivityDetail(kind, activityId || null);

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
  if (!activity) {
    return (
      <Page>
        <Notice role="status">加载中…</Notice>
      </Page>
    );
  }
  return (
    <Page>
      <h1 id="putin-title">
        {config.joinText} · {activity.title}
      </h1>
      <p>
        <WindowHint activity={activity} />
      </p>
      {activity.valid ? (
        <EntryEditor activity={activity} kind={kind} />
      ) : (
        <Notice role="alert">
          {activity.hint || '当前不在征稿时间内'}{' '}
          <Link to={`${routePath(config.routes.detail)}?activityId=${encodeURIComponent(activity.activityId)}`}>
            返回{config.label}详情
          </Link>
        </Notice>
      )}
    </Page>
  );
}

/** 上传展览作品: the same page in the dark theme. */
export function ExhibitPutinPage() {
  return <ActivityPutinPage kind="exhibit" />;
}

export default ActivityPutinPage;

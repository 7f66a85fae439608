import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { isApiError, isHttpError } from '@yiying/api-client';
import { AttachmentList, ResponsiveImage, SensitiveCover } from '@yiying/community-ui';
import {
  ContentType,
  FILE_ICONS,
  MediaKind,
  formatCameraData,
  materialTypeOf,
  type Attachment,
  toImageSource,
  type Content,
  type MediaRecord,
} from '@yiying/models';
import { useRouteParams } from '../../app/navigation/use-navigate-by-name';
import { routePath } from '../../app/routes';
import { UserAvatar } from '../../components/user-avatar';
import { useShowSensitive } from '../../data';
import { useContentDetail } from '../../data/publish';
import { Article, Figure, Notice, Page, Tags } from './hot-detail.styles';

/** Office documents open through the server, which sends them on to the office viewer when the site has one. */
const OFFICE_VIEW_PATH = '/api/file/view?url=';

/** A post's documents as the attachment list draws them. */
function toAttachment(file: MediaRecord): Attachment {
  return { name: file.name, url: file.url, ...FILE_ICONS[materialTypeOf(file.name) ?? 'file'] };
}

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : '加载失败';
}

function TitleWithTopics({ content }: { content: Content }) {
  return (
    <h1 id="detail-title">
      {content.titleSegments.map((segment, index) =>
        segment.topic ? (
          <Link key={index} to={`${routePath('Pound')}?talkTopic=${encodeURIComponent(segment.text)}`}>
            #{segment.text}#
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </h1>
  );
}

function Picture({
  media,
  sensitive,
  showExif,
  first,
}: {
  media: MediaRecord;
  sensitive: boolean;
  showExif: boolean;
  first: boolean;
}) {
  const [revealed, setRevealed] = useState(false);
  const image = toImageSource(media);
  if (!image) return null;
  const hidden = sensitive && !revealed;
  const camera = showExif ? formatCameraData(media.camera) : '';
  return (
    <Figure>
      <SensitiveCover hidden={hidden} onReveal={() => setRevealed(true)} label={media.name}>
        <ResponsiveImage
          image={image}
          alt={media.name}
          sizes="(min-width: 960px) 900px, 100vw"
          loading={first ? 'eager' : 'lazy'}
          highPriority={first && !hidden}
          blurred={hidden}
        />
      </SensitiveCover>
      {camera && <figcaption>{camera}</figcaption>}
    </Figure>
  );
}

/** 作品详情: title with topic links, author, time, pictures with camera data, the video, the article, tags. */
export function HotDetailPage() {
  const { contentId } = useRouteParams('HotDetail');
  const { data: content, error, isLoading } = useContentDetail(contentId || null);
  const [showSensitive] = useShowSensitive();

  if (!contentId || (error && isHttpError(error) && error.status === 404)) {
    return (
      <Page>
        <Notice role="alert">作品不存在或已被删除</Notice>
        <Link to="/">返回首页</Link>
      </Page>
    );
  }
  if (error) return <Notice role="alert">{errorText(error)}</Notice>;
  if (isLoading || !content) return <Notice role="status">加载中…</Notice>;

  const media = content.media ?? [];
  const sensitive = Boolean(content.sensitive) && !showSensitive;
  const video = media.find((m) => m.kind === MediaKind.video);
  const pictures =
    content.type === ContentType.article
      ? []
      : media.filter((m) => m.kind === MediaKind.image && m.url !== video?.poster);
  const files = media.filter((m) => m.kind === MediaKind.file).map(toAttachment);
  const creator = content.creator;

  return (
    <Page>
      <article aria-labelledby="detail-title">
        <TitleWithTopics content={content} />
        <p className="byline">
          {creator && (
            <Link to={`${routePath('Homepage')}?userId=${encodeURIComponent(creator.userId)}`}>
              <UserAvatar user={creator} size={32} />
              <span>{creator.username}</span>
            </Link>
          )}
          <time dateTime={content.createTime}>{content.createTimeText}</time>
        </p>
        {video && (
          <video
            src={video.url}
            poster={content.cover || video.poster}
            controls
            preload="metadata"
            width={video.width ?? 1280}
            height={video.height ?? 720}
            aria-label={`视频：${content.title}`}
          >
            <track kind="captions" />
          </video>
        )}
        {pictures.map((m, index) => (
          <Picture
            key={m.mediaId}
            media={m}
            sensitive={sensitive}
            showExif={Boolean(content.showExif)}
            first={index === 0}
          />
        ))}
        {content.type === ContentType.article ? (
          // The server sanitised the article on save with an allowlist; it is drawn as stored.
          <Article dangerouslySetInnerHTML={{ __html: content.content ?? '' }} />
        ) : (
          content.content && <p className="text">{content.content}</p>
        )}
        {files.length > 0 && (
          <section aria-label="附件">
            <h2 className="files">附件</h2>
            <AttachmentList attachments={files} officeViewerUrl={OFFICE_VIEW_PATH} />
          </section>
        )}
        {content.tags && content.tags.length > 0 && (
          <Tags aria-label="标签">
            {content.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </Tags>
        )}
      </article>
    </Page>
  );
}

export default HotDetailPage;

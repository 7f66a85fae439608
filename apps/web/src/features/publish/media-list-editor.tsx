import { useId, useState, type DragEvent } from 'react';
import { ResponsiveImage } from '@yiying/community-ui';
import { UPLOAD_EXTENSIONS, formatFileSize, toImageSource } from '@yiying/models';
import { DropZone, FileRows } from './publish.styles';
import { LazyPrivacyEditor } from '../../components/privacy';
import { UploadProgress } from './upload-progress';
import type { MediaList } from './use-media-list';

/** Pick or drop pictures, watch each upload, reorder them, choose the cover, remove one. */
export function MediaListEditor({ list, error }: { list: MediaList; error?: string | null }) {
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    list.add(Array.from(event.dataTransfer.files));
  };
  return (
    <section aria-label="图片">
      <DropZone
        active={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="image-drop-zone"
      >
        <label htmlFor={inputId}>
          选择图片
          <input
            id={inputId}
            type="file"
            multiple
            accept={UPLOAD_EXTENSIONS.image.join(',')}
            onChange={(event) => {
              list.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
        </label>
        <span>或把图片拖到这里 · 支持 JPG/PNG/GIF 格式，每张小于 2MB</span>
      </DropZone>
      {list.rejected.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {list.reviewing?.file && (
        <LazyPrivacyEditor
          key={list.reviewing.key}
          file={list.reviewing.file}
          faces={list.reviewing.faces ?? []}
          detectFailed={list.reviewing.detectFailed}
          detectMs={list.reviewing.detectMs}
          detectWorkerMs={list.reviewing.detectWorkerMs}
          onCancel={() => list.reviewing && list.remove(list.reviewing.key)}
          onDone={({ file, facesLeft }) => list.reviewing && list.finishReview(list.reviewing.key, file, facesLeft)}
        />
      )}
      {list.items.length > 0 && (
        <FileRows aria-label="已选图片">
          {list.items.map((item, index) => {
            const image = toImageSource(item.media);
            const isCover = list.coverKey === item.key;
            return (
              <li key={item.key}>
                <div className="thumb">
                  {image && <ResponsiveImage image={image} alt={item.name} sizes="96px" fill />}
                </div>
                <div className="info">
                  <span className="name">
                    {index + 1}. {item.name}（{formatFileSize(item.size)}）
                    {isCover && <span className="cover-mark"> · 封面</span>}
                  </span>
                  <UploadProgress item={item} />
                  <div className="row-actions">
                    <button
                      type="button"
                      onClick={() => list.move(item.key, -1)}
                      disabled={index === 0}
                      aria-label={`上移 ${item.name}`}
                    >
                      上移
                    </button>
                    <button
                      type="button"
                      onClick={() => list.move(item.key, 1)}
                      disabled={index === list.items.length - 1}
                      aria-label={`下移 ${item.name}`}
                    >
                      下移
                    </button>
                    <button
                      type="button"
                      aria-pressed={isCover}
                      disabled={item.status !== 'done'}
                      onClick={() => list.setCover(item.key)}
                      aria-label={`设为封面 ${item.name}`}
                    >
                      设为封面
                    </button>
                    <button type="button" onClick={() => list.remove(item.key)} aria-label={`删除 ${item.name}`}>
                      删除
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </FileRows>
      )}
    </section>
  );
}

import { useId } from 'react';
import { MATERIAL_EXTENSIONS, formatFileSize } from '@yiying/models';
import { FileRows } from './publish.styles';
import { UploadProgress } from './upload-progress';
import type { MediaList } from './use-media-list';

const ACCEPT = [...MATERIAL_EXTENSIONS.pdf, ...MATERIAL_EXTENSIONS.mso].join(',');

/** 附件 of an article: pick PDF or Office files, watch each upload, reorder or remove them. */
export function AttachmentListEditor({ list, error }: { list: MediaList; error?: string | null }) {
  const inputId = useId();
  return (
    <section aria-label="附件">
      <label htmlFor={inputId} className="attach">
        添加附件
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={(event) => {
            list.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <span className="hint"> PDF、Word、Excel、PPT，每个小于 20MB；读者可下载或在线查看</span>
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
      {list.items.length > 0 && (
        <FileRows aria-label="已添加的附件">
          {list.items.map((item, index) => (
            <li key={item.key}>
              <div className="info">
                <span className="name">
                  {index + 1}. {item.name}（{formatFileSize(item.size)}）
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
                  <button type="button" onClick={() => list.remove(item.key)} aria-label={`删除 ${item.name}`}>
                    删除
                  </button>
                </div>
              </div>
            </li>
          ))}
        </FileRows>
      )}
    </section>
  );
}

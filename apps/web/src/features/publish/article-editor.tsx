import styled from '@emotion/styled';
import Image from '@tiptap/extension-image';
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState } from 'react';
import { isApiError } from '@yiying/api-client';
import { UNKNOWN_ERROR, UPLOAD_EXTENSIONS } from '@yiying/models';
import { fitImageFile } from '../../components/upload/fit-image';
import { usePrivacyCheck } from '../../components/privacy';
import type { MediaUploader } from '../../data/publish';

const Frame = styled.div(({ theme }) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  '.toolbar': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing.xs,
    padding: theme.spacing.xs,
    borderBottom: `1px solid ${theme.colors.border}`,
    background: theme.colors.background,
  },
  '.toolbar button, .toolbar label': {
    font: 'inherit',
    fontSize: theme.typography.sizes.sm,
    padding: '2px 8px',
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surface,
    color: theme.colors.text,
    cursor: 'pointer',
    '&[aria-pressed="true"]': { borderColor: theme.colors.primary, color: theme.colors.primary },
    '&:focus-visible, &:focus-within': { outline: `2px solid ${theme.colors.accent}`, outlineOffset: 1 },
  },
  'input[type=file]': { position: 'absolute', width: 1, height: 1, opacity: 0 },
  '.tiptap': {
    minHeight: 280,
    padding: theme.spacing.md,
    outline: 'none',
    lineHeight: 1.7,
    img: { maxWidth: '100%', height: 'auto' },
    blockquote: {
      borderLeft: `3px solid ${theme.colors.border}`,
      margin: 0,
      paddingLeft: theme.spacing.md,
      color: theme.colors.muted,
    },
    'p.is-editor-empty:first-of-type::before': {
      content: 'attr(data-placeholder)',
      color: theme.colors.muted,
      float: 'left',
      height: 0,
      pointerEvents: 'none',
    },
  },
  '.footer': {
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.spacing.sm,
    padding: `${theme.spacing.xs}px ${theme.spacing.sm}px`,
    borderTop: `1px solid ${theme.colors.border}`,
    fontSize: theme.typography.sizes.xs,
    color: theme.colors.muted,
  },
  '.error': { color: theme.colors.danger },
}));

/** Characters a reader counts in Chinese text: everything but white space. */
export function countWords(text: string): number {
  return text.replace(/\s+/g, '').length;
}

export interface ArticleEditorProps {
  /** The stored HTML (an article opened for editing); read once. */
  initialHtml: string;
  onChange(html: string): void;
  /** Uploads an inline picture (the app's `useMediaUploader()`). */
  upload: MediaUploader;
  /** An inline picture was uploaded with `facesLeft` faces the author chose to leave visible (患者隐私确认). */
  onImageChecked?(url: string, facesLeft: number): void;
  /** Accessible name of the editing area. */
  label?: string;
}

function Toolbar({
  editor,
  upload,
  onImageChecked,
}: {
  editor: Editor;
  upload: MediaUploader;
  onImageChecked?: ArticleEditorProps['onImageChecked'];
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const privacy = usePrivacyCheck();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });
  const busy = useRef(false);
  const insertImage = async (picked: File) => {
    if (busy.current) return;
    let fitted = await fitImageFile(picked);
    if ('problem' in fitted) {
      setError(fitted.problem);
      return;
    }
    // Faces are looked for on this device first; what goes up is the picture as the author left it.
    const reviewed = await privacy.check(fitted.file);
    if (!reviewed) return;
    if (reviewed.file !== fitted.file) fitted = await fitImageFile(reviewed.file);
    if ('problem' in fitted) {
      setError(fitted.problem);
      return;
    }
    const file = fitted.file;
    if (busy.current) return;
    busy.current = true;
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    const task = upload(file, (percent) => setProgress({ name: file.name, percent }));
    task.done
      .then((media) => {
        onImageChecked?.(media.url, reviewed.facesLeft);
        editor
          .chain()
          .focus()
          .setImage({ src: media.url, alt: file.name.replace(/\.[^.]+$/, '') })
          .run();
        setProgress(null);
      })
      .catch((e: unknown) => {
        setProgress(null);
        setError(isApiError(e) ? e.message : UNKNOWN_ERROR);
      })
      .finally(() => {
        busy.current = false;
      });
  };
  const setLink = () => {
    const previous = (editor.getAttributes('link')['href'] as string | undefined) ?? '';
    const href = window.prompt('链接地址（留空则取消链接）', previous);
    if (href === null) return;
    if (!href.trim()) editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };
  const button = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" aria-pressed={pressed} onClick={run}>
      {label}
    </button>
  );
  return (
    <>
      <div className="toolbar" role="toolbar" aria-label="文章格式">
        {button('标题', state.h2, () => editor.chain().focus().toggleHeading({ level: 2 }).run())}
        {button('小标题', state.h3, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
        {button('加粗', state.bold, () => editor.chain().focus().toggleBold().run())}
        {button('无序列表', state.bullet, () => editor.chain().focus().toggleBulletList().run())}
        {button('有序列表', state.ordered, () => editor.chain().focus().toggleOrderedList().run())}
        {button('引用', state.quote, () => editor.chain().focus().toggleBlockquote().run())}
        {button('链接', state.link, setLink)}
        <label htmlFor={inputId}>
          插入图片
          <input
            id={inputId}
            type="file"
            accept={UPLOAD_EXTENSIONS.image.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insertImage(file);
            }}
          />
        </label>
      </div>
      {privacy.dialog}
      {privacy.checking && <p role="status">正在本机检测人脸…</p>}
      {progress && (
        <div
          role="progressbar"
          aria-label={`${progress.name} 上传进度`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress.percent}
          style={{ height: 4, background: '#eee' }}
        >
          <span style={{ display: 'block', height: 4, width: `${progress.percent}%`, background: '#D70D19' }} />
        </div>
      )}
      {error && (
        <p className="error" role="alert" style={{ margin: 8 }}>
          {error}
        </p>
      )}
    </>
  );
}

/**
 * The article body: a Tiptap editor with headings, bold, lists, quote, link and inline pictures uploaded with
 * progress, and a word count. Loaded in its own chunk so the route stays small.
 */
export function ArticleEditor({ initialHtml, onChange, upload, onImageChecked, label = '正文' }: ArticleEditorProps) {
  const [words, setWords] = useState(0);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      Image,
      Placeholder.configure({ placeholder: '从这里开始写正文…' }),
    ],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: e }) => setWords(countWords(e.getText())),
    onUpdate: ({ editor: e }) => {
      setWords(countWords(e.getText()));
      onChange(e.isEmpty ? '' : e.getHTML());
    },
    immediatelyRender: true,
  });
  return (
    <Frame>
      <Toolbar editor={editor} upload={upload} onImageChecked={onImageChecked} />
      <EditorContent editor={editor} />
      <div className="footer">
        <span aria-live="polite">字数：{words}</span>
      </div>
    </Frame>
  );
}

export default ArticleEditor;

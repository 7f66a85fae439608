import { lazy, Suspense } from 'react';
import type { PrivacyEditorProps } from './privacy-editor';

const PrivacyEditor = lazy(() => import('./privacy-editor').then((m) => ({ default: m.PrivacyEditor })));

/** 图片隐私检查, loaded only when a picture shows faces (pages with an upload do not carry it before). */
export function LazyPrivacyEditor(props: PrivacyEditorProps) {
  return (
    <Suspense fallback={<p role="status">正在打开图片隐私检查…</p>}>
      <PrivacyEditor {...props} />
    </Suspense>
  );
}

import { useCallback, useRef, useState, type ReactNode } from 'react';
import { loadFaceDetector } from './load-detector';
import type { FaceBox } from './pixelate';
import { LazyPrivacyEditor } from './lazy-privacy-editor';
import type { PrivacyResult } from './privacy-editor';

interface Open {
  file: File;
  faces: FaceBox[];
  detectFailed: boolean;
  settle(result: PrivacyResult | null): void;
}

export interface PrivacyCheck {
  /**
   * Looks for faces in a picture on this device before it is sent: without faces it answers the picture as it is;
   * with faces (or when the detector could not run) it opens 图片隐私检查 and answers the edited picture, or null
   * when the member chose not to send it.
   */
  check(file: File): Promise<PrivacyResult | null>;
  /** True while a picture is being scanned. */
  checking: boolean;
  /** The 图片隐私检查 dialog, to render once where the hook is used. */
  dialog: ReactNode;
}

/** The on-device face check for any picture input (the article editor's pictures, chat pictures, activity entries). */
export function usePrivacyCheck(): PrivacyCheck {
  const [open, setOpen] = useState<Open | null>(null);
  const [checking, setChecking] = useState(false);
  const live = useRef(true);

  const check = useCallback(async (file: File): Promise<PrivacyResult | null> => {
    // Without Web Workers (an old browser) the server's check is the only one.
    if (typeof Worker === 'undefined') return { file, facesLeft: 0 };
    setChecking(true);
    let faces: FaceBox[] = [];
    let detectFailed = false;
    try {
      faces = (await (await loadFaceDetector())(file)).faces;
    } catch {
      detectFailed = true;
    } finally {
      setChecking(false);
    }
    if (!faces.length && !detectFailed) return { file, facesLeft: 0 };
    if (!live.current) return null;
    return new Promise((resolve) =>
      setOpen({
        file,
        faces,
        detectFailed,
        settle: (result) => {
          setOpen(null);
          resolve(result);
        },
      }),
    );
  }, []);

  const dialog = open ? (
    <LazyPrivacyEditor
      file={open.file}
      faces={open.faces}
      detectFailed={open.detectFailed}
      onCancel={() => open.settle(null)}
      onDone={(result) => open.settle(result)}
    />
  ) : null;
  return { check, checking, dialog };
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isMedicalName, type PatientConsent } from '@yiying/models';
import { useCircleDetail } from '../../data/circle';
import { Notice } from './publish.styles';

/** 患者隐私确认 loads when publishing asks for it. */
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

export interface ConsentGate {
  /**
   * Before publishing: undefined when nothing needs asking; the author's answer when the circle is medical or faces
   * are left in the pictures; null when they went back to edit.
   */
  ask(facesLeft: number): Promise<PatientConsent | undefined | null>;
  /** The dialog, to render once in the page. */
  dialog: ReactNode;
}

/** 患者隐私确认 of a post published in `circleId` (medical by its name, see `isMedicalName`). */
export function useConsentGate(circleId: string | null | undefined): ConsentGate {
  const circle = useCircleDetail(circleId ?? undefined);
  const medical = isMedicalName(circle.data?.name);
  const [asking, setAsking] = useState<{ facesLeft: number; settle(answer: PatientConsent | null): void } | null>(null);
  const ask = (facesLeft: number) =>
    !medical && facesLeft <= 0
      ? Promise.resolve(undefined)
      : new Promise<PatientConsent | null>((resolve) =>
          setAsking({
            facesLeft,
            settle: (answer) => {
              setAsking(null);
              resolve(answer);
            },
          }),
        );
  const dialog = asking && (
    <Suspense fallback={<Notice role="status">加载中…</Notice>}>
      <ConsentDialog
        open
        medical={medical}
        facesLeft={asking.facesLeft}
        onCancel={() => asking.settle(null)}
        onConfirm={(answer) => asking.settle(answer)}
      />
    </Suspense>
  );
  return { ask, dialog };
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { isApiError } from '@yiying/api-client';
import { isMedicalCategory, isMedicalName, patientConsentReason, type PatientConsent } from '@yiying/models';
import { useCircleDetail } from '../../data/circle';
import { useCategories } from '../../data/site';
import type { SaveOutcome } from './post-form';
import { Notice } from './publish.styles';

/** 患者隐私确认 loads when publishing asks for it. */
const ConsentDialog = lazy(() => import('./consent-dialog').then((m) => ({ default: m.ConsentDialog })));

/** What a publish asks about: the post's pictures (and videos), and the faces left visible in them on this device. */
export interface ConsentFacts {
  pictures: number;
  facesLeft: number;
}

export interface ConsentGate {
  /** True when the post's circle or category is medical. */
  medical: boolean;
  /**
   * Publishes through `save`. By the shared rule (`patientConsentReason`) it asks first; when the server still refuses
   * for want of an answer (it found faces this device did not), it asks with the server's reason and saves again.
   * Going back to edit answers `{ ok: false }` and saves nothing.
   */
  publish(facts: ConsentFacts, save: (consent?: PatientConsent) => Promise<SaveOutcome>): Promise<SaveOutcome>;
  /** Opens the question: the answer, or null when the author went back to edit. */
  ask(facesLeft: number, serverReason?: string): Promise<PatientConsent | null>;
  /** The dialog, to render once in the page. */
  dialog: ReactNode;
}

interface Asking {
  facesLeft: number;
  serverReason?: string;
  settle(answer: PatientConsent | null): void;
}

/** Whether a post in this circle and category is medical, by the rule the server applies too. */
export function useMedicalPlace(circleId: string | null | undefined, categoryId: string | null | undefined): boolean {
  const circle = useCircleDetail(circleId ?? undefined);
  const categories = useCategories(Boolean(categoryId));
  return isMedicalName(circle.data?.name) || isMedicalCategory(categoryId, categories ?? []);
}

/**
 * 患者隐私确认 of a post published in a circle or category (medical by its name or a parent category's, see
 * `isMedicalName`); `stored` is the answer a post opened for editing already carries (not asked again unless faces
 * are left in new pictures).
 */
export function useConsentGate(
  place: { circleId?: string | null; categoryId?: string | null },
  stored?: PatientConsent | null,
): ConsentGate {
  const medical = useMedicalPlace(place.circleId, place.categoryId);
  const [asking, setAsking] = useState<Asking | null>(null);
  const ask = (facesLeft: number, serverReason?: string) =>
    new Promise<PatientConsent | null>((resolve) =>
      setAsking({
        facesLeft,
        serverReason,
        settle: (answer) => {
          setAsking(null);
          resolve(answer);
        },
      }),
    );

  const publish: ConsentGate['publish'] = async ({ pictures, facesLeft }, save) => {
    const reason = patientConsentReason({ medical, pictures, faces: Math.max(0, facesLeft) });
    let answer: PatientConsent | undefined;
    if (reason && (!stored || facesLeft > 0)) {
      const given = await ask(facesLeft);
      if (given === null) return { ok: false };
      answer = given;
    }
    const saved = await save(answer);
    const serverReason = saved.ok ? undefined : saved.errors?.['patientConsent'];
    if (saved.ok || answer || !serverReason) return saved;
    const given = await ask(facesLeft, serverReason);
    return given === null ? saved : save(given);
  };

  const dialog = asking && (
    <Suspense fallback={<Notice role="status">加载中…</Notice>}>
      <ConsentDialog
        open
        medical={medical}
        facesLeft={asking.facesLeft}
        serverReason={asking.serverReason}
        initialValue={stored ?? undefined}
        onCancel={() => asking.settle(null)}
        onConfirm={(answer) => asking.settle(answer)}
      />
    </Suspense>
  );
  return { medical, publish, ask, dialog };
}

/**
 * Sends a write that the server may refuse for want of 患者隐私确认 (an activity entry whose pictures it found faces
 * in): on that refusal asks with the server's reason and sends again with the answer. Any other failure, or going
 * back to edit, throws the server's error as it came.
 */
export async function writeWithConsent<T>(
  gate: Pick<ConsentGate, 'ask'>,
  facesLeft: number,
  write: (consent?: PatientConsent) => Promise<T>,
  given?: PatientConsent,
): Promise<T> {
  try {
    return await write(given);
  } catch (error) {
    const reason = isApiError(error) ? error.errors?.find((e) => e.field === 'patientConsent')?.message : undefined;
    if (!reason || given) throw error;
    const answer = await gate.ask(facesLeft, reason);
    if (!answer) throw error;
    return write(answer);
  }
}

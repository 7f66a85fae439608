import { patientConsentReason } from '@yiying/models';
import { PATIENT_CONSENT_MESSAGES } from '@yiying/validation';
import type { ContentDb } from './content.db.js';
import { validationFailed } from '../../errors.js';

/** The circle and category a post is published in. */
export interface PostPlace {
  circleId: string | null;
  categoryId: string | null;
}

/**
 * Whether the circle or category a post names is medical (`isMedicalName`, `isMedicalCategory`). The modules that own
 * circles and categories add theirs; content reads no other module's table.
 */
export type MedicalPlaceCheck = (db: ContentDb, place: PostPlace) => Promise<boolean>;

/** What the rule needs: the medical checks, and the post's files as the media module knows them. */
export interface PatientConsentDeps {
  db: ContentDb;
  medicalChecks?: readonly MedicalPlaceCheck[];
  media?: {
    pictureFacts?(db: ContentDb, mediaIds: readonly string[]): Promise<{ pictures: number; faces: number }>;
  };
}

/** A post about to be published, as the rule reads it. */
export interface PublishedPost extends PostPlace {
  /** Every file of the post: its images or video, its cover, an article's inline pictures. */
  mediaIds: readonly string[];
  /** The answer sent with the write, else the one stored with the post. */
  consent: string | null | undefined;
}

/**
 * 患者隐私确认 on the server, whatever client publishes: a post with pictures in a medical circle or category, or
 * whose pictures the media check found faces in, is refused (400, field `patientConsent`) without an answer. Runs
 * before anything is written, so a refused write changes nothing.
 */
export async function requirePatientConsent(deps: PatientConsentDeps, post: PublishedPost): Promise<void> {
  if (post.consent || !deps.media?.pictureFacts) return;
  const { pictures, faces } = await deps.media.pictureFacts(deps.db, post.mediaIds);
  if (pictures === 0) return;
  let medical = false;
  if (post.circleId || post.categoryId) {
    for (const check of deps.medicalChecks ?? []) {
      if (await check(deps.db, { circleId: post.circleId, categoryId: post.categoryId })) {
        medical = true;
        break;
      }
    }
  }
  const reason = patientConsentReason({ medical, pictures, faces });
  if (!reason) return;
  throw validationFailed([
    {
      field: 'patientConsent',
      message: reason === 'medical' ? PATIENT_CONSENT_MESSAGES.medical : PATIENT_CONSENT_MESSAGES.faces,
    },
  ]);
}

/**
 * 患者隐私确认: what the author answered, before publishing, about the people in the post's pictures (a post in a
 * medical category or circle, or one whose pictures still show faces).
 */
export const PatientConsent = {
  consent: 'consent',
  deidentified: 'deidentified',
  noPatient: 'no_patient',
} as const;
export type PatientConsent = (typeof PatientConsent)[keyof typeof PatientConsent];
export const PATIENT_CONSENT_LABELS: Record<PatientConsent, string> = {
  consent: '已获得患者知情同意',
  deidentified: '图片已去除可识别信息',
  no_patient: '图片不含患者',
};

/** The report reason for a post that shows a patient (泄露患者隐私): reviewed first in the report queue. */
export const PATIENT_PRIVACY_REPORT_REASON = '泄露患者隐私';

/**
 * Words that make a category or circle medical (its posts ask for 患者隐私确认). Decided by name so an admin's new
 * 医学 category or 皮肤科 circle is covered without a setting; the demo's 医学影像 category and its 镜头下的医院,
 * 病房故事 and 医学生的校园 circles match, 摄影, 校园, 公益 and 城市光影 do not.
 */
export const MEDICAL_NAME_WORDS = [
  '医学',
  '医疗',
  '医院',
  '医生',
  '医师',
  '医护',
  '护理',
  '病房',
  '病例',
  '病理',
  '手术',
  '临床',
  '患者',
  '病人',
  '门诊',
  '急诊',
  '诊所',
  '外科',
  '内科',
  '儿科',
  '妇产',
  '皮肤科',
  '眼科',
  '口腔',
  '牙科',
  '影像科',
  '放射科',
  '解剖',
  '康复',
];

/** True for the name of a medical category or circle. */
export function isMedicalName(name: string | null | undefined): boolean {
  return !!name && MEDICAL_NAME_WORDS.some((word) => name.includes(word));
}

/** A category as the rule reads it: its name and the category it sits under. */
export interface CategoryNode {
  categoryId: string;
  name: string;
  parentId?: string | null;
}

/**
 * True when a category is medical: its own name, or the name of a category it sits under (皮肤科 under 医学影像, or
 * 病例分享 under anything). `categories` holds the category and its ancestors (more is fine); a loop stops the walk.
 */
export function isMedicalCategory(categoryId: string | null | undefined, categories: readonly CategoryNode[]): boolean {
  const byId = new Map(categories.map((c) => [c.categoryId, c]));
  const seen = new Set<string>();
  let current = categoryId ? byId.get(categoryId) : undefined;
  while (current && !seen.has(current.categoryId)) {
    if (isMedicalName(current.name)) return true;
    seen.add(current.categoryId);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return false;
}

/** What decides whether a post asks for 患者隐私确认. */
export interface PatientConsentFacts {
  /** The post's circle or category is medical (`isMedicalName`, `isMedicalCategory`). */
  medical: boolean;
  /** Pictures and videos the post carries (its images, video, cover, an article's inline pictures). */
  pictures: number;
  /** Faces known to show in those pictures (found on the device and left, or recorded by the server's check). */
  faces: number;
}

/**
 * Why a post must carry a 患者隐私确认 answer before it is published, or null when it need not: a post with pictures
 * in a medical circle or category (`medical`), or whose pictures still show faces (`faces`). A post without any
 * picture asks nothing (the three answers are about pictures). The browser asks and the server refuses by this rule.
 */
export function patientConsentReason({ medical, pictures, faces }: PatientConsentFacts): 'medical' | 'faces' | null {
  if (faces > 0) return medical ? 'medical' : 'faces';
  if (medical && pictures > 0) return 'medical';
  return null;
}

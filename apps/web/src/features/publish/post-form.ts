import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type ContentCreateRequest } from '@yiying/api-client';
import {
  AccessScope,
  RecordState,
  UNKNOWN_ERROR,
  type Content,
  type ContentRecord,
  type ContentType,
  type PatientConsent,
} from '@yiying/models';
import { useContentDetail, useContentMutations } from '../../data/publish';

/** The fields every editor shares (the post's own parts — images, video, article body — come as `extra`). */
export interface PostFields {
  title: string;
  /** Description of an image or video post, the text of a topic post, the HTML of an article. */
  content: string;
  /** Comma-separated, parsed by the spec's tag rule on save. */
  tags: string;
  accessScope: AccessScope;
  sensitive: boolean;
  showExif: boolean;
}

/** What the editor adds to the fields: uploaded files in order and the cover. */
export interface PostExtra {
  mediaIds?: string[];
  cover?: string;
  /** The circle the post is published in. */
  circleId?: string;
  /** 患者隐私确认, when the post asked for it. */
  patientConsent?: PatientConsent;
}

/** Field messages by field name (`title`, `content`, `mediaIds`, …), from `contentSchema` or the server. */
export type PostErrors = Partial<Record<string, string>>;

export const EMPTY_FIELDS: PostFields = {
  title: '',
  content: '',
  tags: '',
  accessScope: AccessScope.public,
  sensitive: false,
  showExif: false,
};

/** The stored post's fields, for an editor opened on an existing post. */
export function fieldsOf(content: Content | ContentRecord): PostFields {
  return {
    title: content.title,
    content: content.content ?? '',
    tags: (content.tags ?? []).join(','),
    accessScope: content.accessScope,
    sensitive: Boolean(content.sensitive),
    showExif: Boolean(content.showExif),
  };
}

/** The create body of the editor's state; `contentSchema` checks it here and again on the server. */
export function postBody(type: ContentType, state: RecordState, fields: PostFields, extra: PostExtra = {}) {
  return {
    type,
    state,
    title: fields.title.trim(),
    content: fields.content,
    tags: fields.tags,
    accessScope: fields.accessScope,
    sensitive: fields.sensitive,
    showExif: fields.showExif,
    mediaIds: extra.mediaIds ?? [],
    ...(extra.cover ? { cover: extra.cover } : {}),
    ...(extra.circleId ? { circleId: extra.circleId } : {}),
    ...(extra.patientConsent ? { patientConsent: extra.patientConsent } : {}),
  };
}

let postCheck: Promise<typeof import('./post-check')> | undefined;

/** Loads the post's check once (see post-check.ts); a failed download is tried again on the next call. */
function loadPostCheck(): Promise<typeof import('./post-check')> {
  return (postCheck ??= import('./post-check').catch((error: unknown) => {
    postCheck = undefined;
    throw error;
  }));
}

/** A save's result; a refused one carries the field messages of the answer (e.g. `patientConsent`). */
export type SaveOutcome = { ok: true; record: ContentRecord } | { ok: false; errors?: PostErrors };

export interface PostEditor {
  fields: PostFields;
  setField<K extends keyof PostFields>(name: K, value: PostFields[K]): void;
  errors: PostErrors;
  /** Message of the last failed save (a field message, the server's `msg`). */
  formError: string | null;
  /** Message of the last successful save. */
  success: string | null;
  saving: boolean;
  /** Id of the post once it exists (opened for editing, or saved once). */
  contentId: string | null;
  /** The stored post when editing: loading, missing, or loaded. */
  existing: { loading: boolean; error: unknown; content: Content | undefined };
  /**
   * Checks the whole post with `contentSchema` (a draft may be incomplete) and creates it, or updates it once it
   * exists. `quiet` saves (autosave) leave the messages alone.
   */
  save(state: RecordState, extra?: PostExtra, options?: { quiet?: boolean }): Promise<SaveOutcome>;
  /** Shows a check made outside the schema (the file list) as the form's message and on `field`. */
  fail(message: string, field?: string): void;
}

/**
 * State and saving of one editor. Opened with a `contentId`, it loads the post and fills the fields once; the
 * first save of a new post creates it, every later save (autosave, publish) updates the same post.
 */
export function usePostEditor(type: ContentType, editId: string | null | undefined): PostEditor {
  const detail = useContentDetail(editId);
  const { create, update } = useContentMutations();
  const [fields, setFields] = useState<PostFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<PostErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [contentId, setContentId] = useState<string | null>(editId ?? null);
  const savingRef = useRef(false);
  const filledRef = useRef(false);

  // The check the save runs loads once the editor shows, after the page's own code.
  useEffect(() => {
    void loadPostCheck().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (detail.data && !filledRef.current) {
      filledRef.current = true;
      setFields(fieldsOf(detail.data));
    }
  }, [detail.data]);

  const setField = useCallback(<K extends keyof PostFields>(name: K, value: PostFields[K]) => {
    setFields((prev) => ({ ...prev, [name]: value }));
    setErrors((prev) => ({ ...prev, [name]: undefined }));
    setSuccess(null);
  }, []);

  const save = async (state: RecordState, extra: PostExtra = {}, options: { quiet?: boolean } = {}) => {
    if (savingRef.current) return { ok: false } as const;
    // Held from here, so a second click while the check loads does not save twice.
    savingRef.current = true;
    const body = postBody(type, state, fields, extra);
    let checked: ReturnType<(typeof import('./post-check'))['checkPost']>;
    try {
      checked = (await loadPostCheck()).checkPost(body);
    } catch {
      savingRef.current = false;
      if (!options.quiet) {
        setFormError(UNKNOWN_ERROR);
        setSuccess(null);
      }
      return { ok: false } as const;
    }
    if (!checked.ok) {
      savingRef.current = false;
      if (!options.quiet) {
        setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
        setFormError(checked.errors[0]?.message ?? null);
        setSuccess(null);
      }
      return { ok: false } as const;
    }
    setSaving(true);
    if (!options.quiet) {
      setFormError(null);
      setSuccess(null);
    }
    try {
      // The cast body: tags parsed by the spec's rule, defaults filled.
      const valid = checked.value as ContentCreateRequest;
      // An update never changes the type.
      const changes = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'type'));
      const record = contentId ? await update(contentId, changes) : await create(valid);
      setContentId(record.contentId);
      setErrors({});
      if (!options.quiet) {
        // A post with a watched word of the 审核 kind waits for an admin before it is public.
        setSuccess(
          record.held ? '已提交审核，通过后自动公开' : state === RecordState.publish ? '发布成功' : '草稿已保存',
        );
      }
      return { ok: true, record } as const;
    } catch (error) {
      const list = isApiError(error) ? error.errors : undefined;
      const fieldErrors: PostErrors | undefined = list?.length
        ? Object.fromEntries(list.map((e) => [e.field, e.message]))
        : undefined;
      if (!options.quiet) {
        setFormError(isApiError(error) ? error.message : UNKNOWN_ERROR);
        if (fieldErrors) setErrors(fieldErrors);
      }
      return { ok: false, ...(fieldErrors ? { errors: fieldErrors } : {}) } as const;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  const fail = useCallback((message: string, field?: string) => {
    setFormError(message);
    setSuccess(null);
    if (field) setErrors((prev) => ({ ...prev, [field]: message }));
  }, []);

  return {
    fail,
    fields,
    setField,
    errors,
    formError,
    success,
    saving,
    contentId,
    existing: { loading: Boolean(editId) && detail.isLoading, error: detail.error, content: detail.data },
    save,
  };
}

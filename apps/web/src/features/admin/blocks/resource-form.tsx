import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { MediaRecord } from '@yiying/models';
import { validate, type AnySchema } from '@yiying/validation';
import { Dialog, Select, Switch } from '@yiying/widgets';
import { ImageUpload } from '../../../components/upload';
import { useImageUploader } from '../../../data';
import { useMediaUploader } from '../../../data/publish';
import { Btn, FormGrid } from './blocks.styles';
import { DocumentsField, documentUrls } from './documents-field';
import { errorText } from './format';
import type { Option } from './types';

// Loaded only when a rich-text field is opened: the editor is a chunk of its own.
const ArticleEditor = lazy(() => import('../../publish/article-editor'));

/** Values of a form, by field name; what the inputs hold (text, a number, a flag, a list of pictures). */
export type FormValues = Record<string, unknown>;

/** One field of a resource form. */
export interface FieldSpec {
  name: string;
  label: string;
  kind:
    | 'text'
    | 'textarea'
    | 'number'
    | 'select'
    | 'datetime'
    | 'image'
    | 'images'
    | 'richtext'
    | 'switch'
    | 'json'
    | 'documents';
  options?: readonly Option[];
  placeholder?: string;
  /** Shown under the field. */
  hint?: string;
  /** Only on create (e.g. a key that never changes). */
  createOnly?: boolean;
  /** `switch`: the values for on and off (1 / 0 by default). */
  on?: unknown;
  off?: unknown;
}

/** `2026-01-02T03:04:05Z` → `2026-01-02T11:04` (China time, for `datetime-local`). */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || !iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + 8 * 3_600_000).toISOString().slice(0, 16);
}

/** `2026-01-02T11:04` (China time) → ISO 8601 UTC. */
export function fromLocalInput(local: string): string | undefined {
  if (!local) return undefined;
  const time = Date.parse(`${local}:00+08:00`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** What the form sends: text trimmed, empty optional texts left out, numbers and times converted. */
export function formBody(fields: readonly FieldSpec[], values: FormValues, editing: boolean): FormValues {
  const body: FormValues = {};
  for (const field of fields) {
    if (editing && field.createOnly) continue;
    const value = values[field.name];
    if (field.kind === 'number') {
      if (value !== '' && value !== undefined && value !== null) body[field.name] = Number(value);
    } else if (field.kind === 'datetime') {
      const iso = fromLocalInput(String(value ?? ''));
      if (iso) body[field.name] = iso;
    } else if (field.kind === 'documents') {
      const urls = documentUrls(value);
      if (urls.length > 0 || editing) body[field.name] = urls;
    } else if (field.kind === 'switch' || field.kind === 'images') {
      if (value !== undefined) body[field.name] = value;
    } else if (typeof value === 'string') {
      const text = field.kind === 'richtext' || field.kind === 'json' ? value : value.trim();
      if (text !== '' || editing) body[field.name] = text;
    } else if (value !== undefined && value !== null) {
      body[field.name] = value;
    }
  }
  return body;
}

export interface ResourceFormProps {
  title: string;
  fields: readonly FieldSpec[];
  initial: FormValues;
  editing: boolean;
  /** The contract's body schema: checked before the call, with the same Chinese texts as the server. */
  schema?: AnySchema<unknown>;
  onSubmit(body: FormValues): Promise<void>;
  onClose(): void;
}

/** A create / edit form in a dialog, built from field specs; field errors from the schema or the server's answer. */
export function ResourceForm({ title, fields, initial, editing, schema, onSubmit, onClose }: ResourceFormProps) {
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const uploadImage = useImageUploader();
  const uploadMedia = useMediaUploader();
  const set = (name: string, value: unknown) => setValues((current) => ({ ...current, [name]: value }));
  const [uploading, setUploading] = useState<Record<string, string | null>>({});

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const pending = Object.entries(uploading).find(([, problem]) => problem);
    if (pending?.[1]) {
      setErrors({ [pending[0]]: pending[1] });
      setFormError(pending[1]);
      return;
    }
    const body = formBody(fields, values, editing);
    if (schema) {
      const checked = validate(schema, body);
      if (!checked.ok) {
        setErrors(Object.fromEntries(checked.errors.map((e) => [e.field, e.message])));
        setFormError(checked.errors[0]?.message ?? null);
        return;
      }
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      await onSubmit(body);
    } catch (failure) {
      const list = (failure as { errors?: { field: string; message: string }[] }).errors;
      if (list) setErrors(Object.fromEntries(list.map((e) => [e.field, e.message])));
      setFormError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      title={title}
      width={640}
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <Btn type="button" onClick={onClose} disabled={busy}>
            取消
          </Btn>
          <Btn type="submit" form={formId} tone="primary" disabled={busy}>
            {busy ? '保存中…' : '保存'}
          </Btn>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <FormGrid>
          {fields
            .filter((field) => !(editing && field.createOnly))
            .map((field) => {
              const id = `${formId}-${field.name}`;
              const error = errors[field.name];
              const described = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
              const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described };
              const value = values[field.name];
              let input;
              switch (field.kind) {
                case 'textarea':
                case 'json':
                  input = (
                    <textarea
                      {...common}
                      value={String(value ?? '')}
                      placeholder={field.placeholder}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  );
                  break;
                case 'number':
                  input = (
                    <input
                      {...common}
                      type="number"
                      value={value === undefined || value === null ? '' : String(value)}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  );
                  break;
                case 'select':
                  input = (
                    <Select
                      id={id}
                      label={field.label}
                      placeholder="请选择类型"
                      options={[...(field.options ?? [])]}
                      value={String(value ?? '')}
                      onChange={(next) => set(field.name, next)}
                      hint={field.hint}
                      error={error}
                    />
                  );
                  break;
                case 'datetime':
                  input = (
                    <input
                      {...common}
                      type="datetime-local"
                      value={String(value ?? '')}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  );
                  break;
                case 'switch':
                  input = (
                    <Switch
                      label={field.label}
                      labelPosition="end"
                      checked={value === (field.on ?? 1)}
                      onChange={(checked) => set(field.name, checked ? (field.on ?? 1) : (field.off ?? 0))}
                    />
                  );
                  break;
                case 'image':
                  input = (
                    <div>
                      {typeof value === 'string' && value && <img className="preview" src={value} alt="" />}
                      <ImageUpload
                        label={value ? '更换图片' : '上传图片'}
                        progressLabel={`${field.label}上传进度`}
                        upload={uploadImage}
                        onUploaded={(file) => set(field.name, file.url)}
                      />
                    </div>
                  );
                  break;
                case 'images': {
                  const list = Array.isArray(value) ? (value as string[]) : [];
                  input = (
                    <div>
                      <ul>
                        {list.map((url, index) => (
                          <li key={url}>
                            <img className="preview" src={url} alt={`第 ${index + 1} 张`} />
                            <Btn
                              type="button"
                              onClick={() =>
                                set(
                                  field.name,
                                  list.filter((u) => u !== url),
                                )
                              }
                            >
                              删除
                            </Btn>
                          </li>
                        ))}
                      </ul>
                      <ImageUpload
                        label="添加图片"
                        progressLabel={`${field.label}上传进度`}
                        upload={uploadImage}
                        onUploaded={(file) => set(field.name, [...list, file.url])}
                      />
                    </div>
                  );
                  break;
                }
                case 'documents':
                  input = (
                    <DocumentsField
                      initial={Array.isArray(initial[field.name]) ? (initial[field.name] as MediaRecord[]) : []}
                      onChange={(files, problem) => {
                        set(field.name, files);
                        setUploading((current) => ({ ...current, [field.name]: problem }));
                      }}
                    />
                  );
                  break;
                case 'richtext':
                  input = (
                    <Suspense fallback={<p role="status">编辑器加载中…</p>}>
                      <ArticleEditor
                        initialHtml={String(value ?? '')}
                        onChange={(html) => set(field.name, html)}
                        upload={uploadMedia}
                        label={field.label}
                      />
                    </Suspense>
                  );
                  break;
                default:
                  input = (
                    <input
                      {...common}
                      type="text"
                      value={String(value ?? '')}
                      placeholder={field.placeholder}
                      onChange={(e) => set(field.name, e.target.value)}
                    />
                  );
              }
              // The kit's select and switch carry their own label (the select its hint and error too).
              const ownLabel = field.kind === 'select' || field.kind === 'switch';
              const labelled =
                field.kind !== 'image' &&
                field.kind !== 'images' &&
                field.kind !== 'richtext' &&
                field.kind !== 'documents';
              return (
                <div key={field.name}>
                  {ownLabel ? (
                    input
                  ) : labelled ? (
                    <label htmlFor={id}>
                      {field.label}
                      {input}
                    </label>
                  ) : (
                    <fieldset>
                      <legend>{field.label}</legend>
                      {input}
                    </fieldset>
                  )}
                  {field.kind !== 'select' && field.hint && !error && (
                    <small id={`${id}-hint`} className="hint">
                      {field.hint}
                    </small>
                  )}
                  {field.kind !== 'select' && error && (
                    <small id={`${id}-error`} className="error">
                      {error}
                    </small>
                  )}
                </div>
              );
            })}
          {formError && (
            <p className="error" role="alert">
              {formError}
            </p>
          )}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </FormGrid>
      </form>
    </Dialog>
  );
}

/** Dictionary entry as the API returns it. */
export interface DictRecord {
  dictId: string;
  value: string;
  label: string;
  type: string;
  icon?: string | null;
  /** JSON text, or plain text. */
  description?: string | null;
  sort?: number;
  parentId?: string | null;
  createTime?: string;
}

export interface DictEntry extends Omit<DictRecord, 'description'> {
  /** Parsed description; plain text is wrapped as `{ value }`. */
  description: Record<string, unknown>;
}

/** Parses a description: a JSON object as is, anything else wrapped as `{ value }` (spec §8). */
export function parseDictDescription(description: string | null | undefined): Record<string, unknown> {
  if (description === null || description === undefined || description === '') return {};
  try {
    const parsed: unknown = JSON.parse(description);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
    return { value: parsed };
  } catch {
    return { value: description };
  }
}

export function toDictEntry(record: DictRecord): DictEntry {
  return { ...record, description: parseDictDescription(record.description) };
}

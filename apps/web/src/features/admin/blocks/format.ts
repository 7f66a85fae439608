import { formatDateTime } from '@yiying/models';

/** `YYYY-MM-DD HH:mm` in China time, or – for nothing. */
export function timeText(value: string | null | undefined): string {
  return value ? formatDateTime(value) : '–';
}

/** A JSON text pretty-printed for reading; other text as it is. */
export function prettyJson(text: string | null | undefined): string {
  if (!text) return '–';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** The message of a failed call, in Chinese. */
export function errorText(error: unknown, fallback = '操作失败，请稍后重试'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** `/mng/x/update/{id}` with `{ id: 'a b' }` → `/mng/x/update/a%20b`. */
export function fillRoute(path: string, params: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** A route path with its one parameter (`{id}`, `{key}`) filled; unchanged without parameters. */
export function fillId(path: string, id?: string): string {
  if (id === undefined) return path;
  return path.replace(/\{\w+\}/, encodeURIComponent(id));
}

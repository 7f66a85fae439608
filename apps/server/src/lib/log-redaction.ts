/** Query parameters and body fields whose values are secrets: never written to a log line. */
const SECRET_NAMES = [
  'token',
  'access_token',
  'refreshToken',
  'refresh_token',
  'code',
  'password',
  'ticket',
  'signature',
];

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_NAMES.join('|')})=)[^&#]*`, 'gi');

export const REDACTED = '[redacted]';

/** `url` with the values of secret query parameters (`?token=…`, `code=…`) replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, `$1${REDACTED}`) : url;
}

/**
 * pino `redact` paths: credentials in headers and secret fields of whatever object is logged (one level down too,
 * e.g. `{ body: { password } }`).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...['password', 'oldPassword', 'newPassword', 'refreshToken', 'token', 'code'].flatMap((name) => [name, `*.${name}`]),
];

/** The request as a log line shows it: no query secrets, no headers. */
export function serializeRequest(request: {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url ?? ''),
    ...(request.ip ? { remoteAddress: request.ip } : {}),
    ...(request.id ? { id: request.id } : {}),
  };
}

/**
 * Text answers of this many characters or more leave as their UTF-8 bytes, made in one pass ({@link answerBytes}).
 * Shorter ones go as text: for them the passes below cost less than a buffer.
 */
export const BYTES_FROM_CHARS = 2_048;

/** Longer answers are encoded by `Buffer.from` (the scratch space below is sized for this many characters). */
export const BYTES_UP_TO_CHARS = 65_536;

const encoder = new TextEncoder();
/** Room for the longest text encoded here (UTF-8 takes at most three bytes for each UTF-16 unit), made on first use. */
let scratch: Buffer | undefined;

/**
 * The UTF-8 bytes of an answer's text. Sent as text, a serialised answer (the schema serialiser builds it piece by
 * piece) is walked three times: flattened and measured for its `content-length`, joined to the header, flattened
 * again and encoded into the socket's buffer; the Chinese in the site's answers makes every one of these walks a
 * two-byte one. Here it is flattened and encoded once, with the string encoder, into scratch space, and copied
 * out at its exact length; the socket then writes bytes.
 */
export function answerBytes(text: string): Buffer {
  if (text.length > BYTES_UP_TO_CHARS) return Buffer.from(text, 'utf8');
  scratch ??= Buffer.allocUnsafeSlow(BYTES_UP_TO_CHARS * 3);
  const { written } = encoder.encodeInto(text, scratch);
  const bytes = Buffer.allocUnsafe(written);
  scratch.copy(bytes, 0, 0, written);
  return bytes;
}

/** An `onSend` payload as it is best sent: long text as its bytes, anything else as it is. */
export function sendableAnswer<T>(payload: T): T | Buffer {
  return typeof payload === 'string' && payload.length >= BYTES_FROM_CHARS ? answerBytes(payload) : payload;
}

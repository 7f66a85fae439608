import { thumbHashToDataURL } from 'thumbhash';

const cache = new Map<string, string>();

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The PNG data URL of a base64 ThumbHash, or '' when there is none or it cannot be read. Decoded once per
 * hash: a gallery redraws its tiles often and the same cover appears on several pages.
 */
export function placeholderDataUrl(thumbHash: string | null | undefined): string {
  if (!thumbHash) return '';
  const known = cache.get(thumbHash);
  if (known !== undefined) return known;
  let url = '';
  try {
    url = thumbHashToDataURL(base64ToBytes(thumbHash));
  } catch {
    // A damaged hash only costs the placeholder; the image itself still loads.
    url = '';
  }
  cache.set(thumbHash, url);
  return url;
}

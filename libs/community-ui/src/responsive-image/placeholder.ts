import { useEffect, useState, type RefObject } from 'react';

const cache = new Map<string, string>();
let decoder: Promise<typeof import('thumbhash')> | null = null;

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * The average colour of a base64 ThumbHash as `rgb(r g b)`, read from its header alone (lightness and the two
 * colour differences of the DC term), or '' when there is none or it cannot be read. Needs no decoder, so the first
 * paint of a page already has each picture's colour.
 */
export function placeholderColor(thumbHash: string | null | undefined): string {
  if (!thumbHash) return '';
  try {
    const bytes = base64ToBytes(thumbHash);
    if (bytes.length < 5) return '';
    const header = bytes[0] | (bytes[1] << 8) | (bytes[2] << 16);
    const l = (header & 63) / 63;
    const p = ((header >> 6) & 63) / 31.5 - 1;
    const q = ((header >> 12) & 63) / 31.5 - 1;
    const b = l - (2 / 3) * p;
    const r = (3 * l - b + q) / 2;
    const g = r - q;
    const to255 = (v: number) => Math.round(255 * Math.min(1, Math.max(0, v)));
    return `rgb(${to255(r)} ${to255(g)} ${to255(b)})`;
  } catch {
    return '';
  }
}

/**
 * The PNG data URL of a base64 ThumbHash, or '' when there is none or it cannot be read. Decoded once per hash: a
 * gallery redraws its tiles often and the same cover appears on several pages. The decoder is loaded on first use,
 * so pages that show pictures do not carry it in their first script.
 */
export async function placeholderDataUrl(thumbHash: string | null | undefined): Promise<string> {
  if (!thumbHash) return '';
  const known = cache.get(thumbHash);
  if (known !== undefined) return known;
  let url = '';
  try {
    decoder ??= import('thumbhash');
    url = (await decoder).thumbHashToDataURL(base64ToBytes(thumbHash));
  } catch {
    // A damaged hash only costs the placeholder; the image itself still loads.
    url = '';
  }
  cache.set(thumbHash, url);
  return url;
}

/** Whether a picture has arrived and is drawn (a picture that failed has no natural width). */
export function isDrawn(image: HTMLImageElement | null | undefined): boolean {
  return Boolean(image?.complete && image.naturalWidth > 0);
}

/**
 * The decoded placeholder of a hash: at once when it was decoded before, otherwise once the decoder answers. Not
 * decoded for a picture `image` that is already drawn (the server's markup arrived with it before the page's code).
 */
export function usePlaceholderUrl(
  thumbHash: string | null | undefined,
  enabled: boolean,
  image?: RefObject<HTMLImageElement | null>,
): string {
  const [decoded, setDecoded] = useState(() => (thumbHash ? (cache.get(thumbHash) ?? '') : ''));
  useEffect(() => {
    if (!enabled || !thumbHash || isDrawn(image?.current)) return undefined;
    let live = true;
    void placeholderDataUrl(thumbHash).then((url) => {
      if (live) setDecoded(url);
    });
    return () => {
      live = false;
    };
  }, [thumbHash, enabled, image]);
  return enabled ? decoded : '';
}

/** `Chrome · Windows`, `微信 · iPhone`, … from a user agent; `未知设备` when nothing is recognised. */
export function describeDevice(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return '未知设备';
  const browser =
    (/MicroMessenger/i.test(ua) && '微信') ||
    (/Edg(e|A|iOS)?\//.test(ua) && 'Edge') ||
    (/OPR\/|Opera/.test(ua) && 'Opera') ||
    (/Firefox\/|FxiOS/.test(ua) && 'Firefox') ||
    (/(Chrome|CriOS)\//.test(ua) && 'Chrome') ||
    (/Safari\//.test(ua) && 'Safari') ||
    (/^(curl|Wget|python|node|okhttp|Go-http)/i.test(ua) && '程序') ||
    '浏览器';
  const system =
    (/iPhone/.test(ua) && 'iPhone') ||
    (/iPad/.test(ua) && 'iPad') ||
    (/Android/.test(ua) && 'Android') ||
    (/HarmonyOS/.test(ua) && '鸿蒙') ||
    (/Windows/.test(ua) && 'Windows') ||
    (/Mac OS X|Macintosh/.test(ua) && 'macOS') ||
    (/CrOS/.test(ua) && 'ChromeOS') ||
    (/Linux/.test(ua) && 'Linux') ||
    '';
  return system ? `${browser} · ${system}` : browser;
}

/** The approximate place of an address: its network part only (`203.0.*.*`, `2408:8207:*`). */
export function maskAddress(ip: string | null | undefined): string {
  if (!ip) return '未知';
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  if (ip.includes(':')) {
    const groups = ip.split(':').filter(Boolean);
    return `${groups.slice(0, 2).join(':')}:*`;
  }
  return '未知';
}

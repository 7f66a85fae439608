/** Photo-like SVG scenes (sky, sun, hills) of any ratio, without text, for the gallery's stories and tests. */
export function sampleScene(seed: number, width: number, height: number): string {
  const skies = [
    ['#FAD0C4', '#FF9A8B'],
    ['#A1C4FD', '#C2E9FB'],
    ['#2B5876', '#4E4376'],
    ['#F6D365', '#FDA085'],
    ['#84FAB0', '#8FD3F4'],
    ['#30CFD0', '#330867'],
  ];
  const hills = ['#3B5249', '#2F3E46', '#52796F', '#6B4F4F', '#283618', '#1B263B'];
  const [a, b] = skies[seed % skies.length];
  const hill = hills[(seed * 7) % hills.length];
  const sunX = ((seed * 37) % 80) + 10;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}" preserveAspectRatio="none">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#s)"/>` +
    `<circle cx="${sunX}" cy="${(30 * height) / width}" r="8" fill="#FFF7E0" opacity=".85"/>` +
    `<path d="M0 ${(70 * height) / width} Q 30 ${(50 * height) / width} 55 ${(68 * height) / width} T 100 ${(62 * height) / width} V 1000 H 0 Z" fill="${hill}" opacity=".9"/>` +
    `</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Sizes of varied shapes: landscapes, portraits, squares, a panorama. */
export const SAMPLE_SIZES: [number, number][] = [
  [1500, 1000],
  [800, 1200],
  [1200, 1200],
  [1600, 900],
  [900, 1200],
  [2400, 800],
  [1000, 1500],
  [1500, 1000],
  [1200, 900],
  [1080, 1350],
  [1600, 1000],
  [1000, 1000],
  [1400, 1050],
  [800, 1200],
  [1920, 1080],
  [1200, 1600],
  [1500, 1000],
  [1300, 1000],
];

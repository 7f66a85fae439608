// Makes the demo photographs (apps/server/assets/demo-photos) from freely licensed pictures that Debian packages ship.
//   mkdir -p /tmp/debs && cd /tmp/debs && apt-get download <packages named in CATALOGUE below>
//   for f in *.deb; do mkdir -p "x/${f%%_*}" && dpkg-deb -x "$f" "x/${f%%_*}"; done
//   node tools/demo-photos/prepare.mjs /tmp/debs/x
// Each picture is cropped (where a shape is named), reduced to at most 1600 px on its long side, encoded as JPEG
// (quality 80) with only its camera data kept (no GPS, no thumbnail), and listed in photos.json and the README with
// its package, file, author and licence.
import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const sharp = require('sharp');
const exifReader = require('exif-reader');

const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, '../../apps/server/assets/demo-photos');
const from = process.argv[2];
if (!from) {
  console.error('usage: node tools/demo-photos/prepare.mjs <folder with the extracted packages>');
  process.exit(1);
}

const LONG_SIDE = 1600;
const QUALITY = 80;

const PLASMA = 'plasma-workspace-wallpapers';
const plasma = (name) => `usr/share/wallpapers/${name}/contents/images/2560x1600.jpg`;
const LOMIRI16 = 'lomiri-wallpapers-16.04';
const LOMIRI20 = 'lomiri-wallpapers-20.04';
const lomiri = (file) => `usr/share/backgrounds/${file}`;
const MATE = 'mate-backgrounds';
const mate = (file) => `usr/share/backgrounds/mate/${file}`;
const SKIMAGE = 'python3-skimage';
const skimage = (file) => `usr/lib/python3/dist-packages/skimage/data/${file}`;

const LGPL3 = 'LGPL-3.0 (KDE Plasma wallpapers, metadata.json)';
const GPL2 = 'GPL-2.0-or-later';

/**
 * The pictures, in the order the demo uses them. `crop` is a shape (width:height) cut around `focus` (fractions of
 * the picture, default its centre); `subject` groups them.
 */
const CATALOGUE = [
  {
    name: 'lake-boats',
    subject: 'landscape',
    pkg: PLASMA,
    file: plasma('EveningGlow'),
    author: 'Ian Hex',
    licence: LGPL3,
  },
  {
    name: 'leaf-macro',
    subject: 'macro',
    pkg: PLASMA,
    file: plasma('FallenLeaf'),
    author: 'Martin Klapetek',
    licence: LGPL3,
  },
  {
    name: 'retina',
    subject: 'medical',
    pkg: SKIMAGE,
    file: skimage('retina.jpg'),
    author: 'Mikael Häggström (fundus photograph of a normal left eye)',
    licence: 'CC0-1.0 (scikit-image data docstring)',
  },
  {
    name: 'mountain-meadow',
    subject: 'landscape',
    pkg: LOMIRI16,
    file: lomiri('aitzgorri_by_Aitzol_Berasategi.jpg'),
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'dogs-window',
    subject: 'portrait',
    pkg: LOMIRI16,
    file: lomiri('friends_by_Aitzol_Berasategi.jpg'),
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'architecture',
    subject: 'street',
    pkg: PLASMA,
    file: plasma('Grey'),
    author: 'Sigi Sagi',
    licence: LGPL3,
    crop: [4, 5],
    focus: [0.55, 0.5],
  },
  {
    name: 'water-drop',
    subject: 'macro',
    pkg: MATE,
    file: mate('nature/Aqua.jpg'),
    author: 'Charles Barbin',
    licence: GPL2,
  },
  {
    name: 'cameraman',
    subject: 'portrait',
    pkg: SKIMAGE,
    file: skimage('camera.png'),
    author: 'Lav Varshney',
    licence: 'CC0-1.0 (scikit-image data docstring)',
  },
  {
    name: 'forest-path',
    subject: 'landscape',
    pkg: PLASMA,
    file: plasma('Path'),
    author: 'Risto Saukonpää',
    licence: LGPL3,
    crop: [2, 3],
    focus: [0.3, 0.5],
  },
  {
    name: 'cups',
    subject: 'still-life',
    pkg: PLASMA,
    file: 'usr/share/wallpapers/ColorfulCups/contents/images/2560x1600.jpg',
    author: 'Dmitri Popov',
    licence: LGPL3,
  },
  {
    name: 'ihc-microscopy',
    subject: 'medical',
    pkg: SKIMAGE,
    file: skimage('ihc.png'),
    author: 'Center for Microscopy And Molecular Imaging (CMMI), via scikit-image',
    licence: 'no known copyright restrictions (scikit-image data docstring); BSD-3-Clause package',
  },
  {
    name: 'picos-trail',
    subject: 'landscape',
    pkg: LOMIRI16,
    file: lomiri('picosdeeuropa_by_Aitzol_Berasategi.jpg'),
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'ladybird',
    subject: 'macro',
    pkg: MATE,
    file: mate('nature/LadyBird.jpg'),
    author: 'MATE backgrounds contributors (AUTHORS file)',
    licence: GPL2,
    crop: [4, 3],
    focus: [0.62, 0.5],
  },
  {
    name: 'bridge',
    subject: 'street',
    pkg: LOMIRI16,
    file: lomiri('Bridge_by_Sander_Klootwijk.jpg'),
    author: 'Sander Klootwijk',
    licence: 'CC-BY-SA-4.0',
  },
  {
    name: 'grace-hopper',
    subject: 'portrait',
    pkg: 'python-matplotlib-data',
    file: 'usr/share/matplotlib/mpl-data/sample_data/grace_hopper.jpg',
    author: 'U.S. Navy (official portrait of Rear Admiral Grace Hopper, 1984)',
    licence: 'public domain (work of the U.S. federal government); matplotlib sample data',
  },
  {
    name: 'dawn-lake',
    subject: 'landscape',
    pkg: PLASMA,
    file: plasma('DarkestHour'),
    author: 'Risto Saukonpää',
    licence: LGPL3,
    crop: [2, 1],
  },
  {
    name: 'fig-bowl',
    subject: 'still-life',
    pkg: LOMIRI16,
    file: lomiri('Picture_0B_by_freespace.jpg'),
    author: 'Trevor "Freespace"',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'dandelions',
    subject: 'macro',
    pkg: LOMIRI16,
    file: lomiri('seeding_by_Clements_Engelhardt.jpg'),
    author: 'Clemens Engelhardt',
    licence: 'CC0-1.0',
  },
  {
    name: 'storm-road',
    subject: 'street',
    pkg: MATE,
    file: mate('nature/Storm.jpg'),
    author: 'Sergey Nazarov',
    licence: GPL2,
  },
  {
    name: 'nuthatch',
    subject: 'portrait',
    pkg: LOMIRI20,
    file: lomiri('Kleiber_by_Lukas_Baubkus.jpg'),
    author: 'Lukas Baubkus',
    licence: 'CC-BY-SA-3.0',
    crop: [4, 5],
    focus: [0.45, 0.5],
  },
  {
    name: 'fog-pier',
    subject: 'landscape',
    pkg: PLASMA,
    file: plasma('ColdRipple'),
    author: 'Risto Saukonpää',
    licence: LGPL3,
    crop: [1, 1],
  },
  {
    name: 'wine-room',
    subject: 'still-life',
    pkg: LOMIRI16,
    file: lomiri('Wine_by_Jakkub_Mede.jpg'),
    author: 'Jakub Mede',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'raindrops',
    subject: 'macro',
    pkg: MATE,
    file: mate('nature/RainDrops.jpg'),
    author: '"blackcombwhistler07"',
    licence: GPL2,
  },
  {
    name: 'forest-stream',
    subject: 'landscape',
    pkg: LOMIRI16,
    file: lomiri('life_by_Aitzol_Berasategi.jpg'),
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'astronaut',
    subject: 'portrait',
    pkg: SKIMAGE,
    file: skimage('astronaut.png'),
    author: 'NASA (Eileen Collins)',
    licence: 'public domain (scikit-image data docstring)',
  },
  {
    name: 'dandelion-seed',
    subject: 'macro',
    pkg: MATE,
    file: mate('nature/TwoWings.jpg'),
    author: 'Charles Barbin',
    licence: GPL2,
    crop: [1, 1],
    focus: [0.62, 0.5],
  },
  {
    name: 'sunset-hills',
    subject: 'landscape',
    pkg: LOMIRI16,
    file: lomiri('sunset_by_Aitzol_Berasategi.jpg'),
    author: 'Aitzol Berasategi',
    licence: 'CC-BY-4.0',
  },
  {
    name: 'twilight-lake',
    subject: 'landscape',
    pkg: PLASMA,
    file: plasma('summer_1am'),
    author: 'Risto Saukonpää',
    licence: LGPL3,
  },
  {
    name: 'island-pier',
    subject: 'landscape',
    pkg: 'sddm-theme-maldives',
    file: 'usr/share/sddm/themes/maldives/background.jpg',
    author: 'Nevit Dilmen',
    licence: 'CC-BY-3.0',
  },
];

/** The largest `ratio` box inside `width`×`height`, centred on `focus` as far as the edges allow. */
function cropBox(width, height, [rw, rh], [fx, fy] = [0.5, 0.5]) {
  const w = Math.min(width, Math.round((height * rw) / rh));
  const h = Math.min(height, Math.round((w * rh) / rw));
  const left = Math.max(0, Math.min(width - w, Math.round(width * fx - w / 2)));
  const top = Math.max(0, Math.min(height - h, Math.round(height * fy - h / 2)));
  return { left, top, width: w, height: h };
}

const rational = (n) => {
  if (!(n > 0)) return undefined;
  if (n < 1) return `1/${Math.round(1 / n)}`;
  return `${Math.round(n * 10)}/10`;
};
const exifDate = (d) =>
  d instanceof Date ? d.toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' ') : undefined;
const clean = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''));

/** Only the camera data of the original (make, model, lens, exposure, date): no GPS, no maker notes, no thumbnail. */
function cameraExif(exif) {
  if (!exif) return undefined;
  const tags = exifReader(exif);
  const image = tags.Image ?? {};
  const photo = tags.Photo ?? {};
  if (!image.Model) return undefined;
  const iso = Array.isArray(photo.ISOSpeedRatings) ? photo.ISOSpeedRatings[0] : photo.ISOSpeedRatings;
  return {
    IFD0: clean({ Make: image.Make?.trim(), Model: image.Model?.trim() }),
    IFD2: clean({
      LensModel: photo.LensModel?.trim(),
      FocalLength: rational(photo.FocalLength),
      FNumber: rational(photo.FNumber),
      ExposureTime: rational(photo.ExposureTime),
      ISOSpeedRatings: iso > 0 ? String(iso) : undefined,
      DateTimeOriginal: exifDate(photo.DateTimeOriginal),
    }),
  };
}

mkdirSync(target, { recursive: true });
const listed = [];
let total = 0;
for (const entry of CATALOGUE) {
  const source = path.join(from, entry.pkg, entry.file);
  const meta = await sharp(source).metadata();
  let pipeline = sharp(source).rotate();
  const box = entry.crop ? cropBox(meta.width, meta.height, entry.crop, entry.focus) : undefined;
  if (box) pipeline = pipeline.extract(box);
  const resized = Math.max(box?.width ?? meta.width, box?.height ?? meta.height) > LONG_SIDE;
  const { data, info } = await pipeline
    .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let out = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const exif = cameraExif(meta.exif);
  if (exif) out = out.withExif(exif);
  const bytes = await out.jpeg({ quality: QUALITY, mozjpeg: true }).toBuffer();
  writeFileSync(path.join(target, `${entry.name}.jpg`), bytes);
  total += bytes.length;
  listed.push({ ...entry, width: info.width, height: info.height, resized, camera: Boolean(exif) });
  console.log(`${entry.name}.jpg ${info.width}×${info.height} ${(bytes.length / 1024).toFixed(0)} KB`);
}
console.log(`${listed.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB`);

writeFileSync(
  path.join(target, 'photos.json'),
  `${JSON.stringify(
    listed.map(({ name, subject, width, height }) => ({ file: `${name}.jpg`, subject, width, height })),
    null,
    2,
  )}\n`,
);

const changes = (e) =>
  [e.crop && `cropped to ${e.crop.join(':')}`, e.resized ? 'reduced' : 're-encoded', e.camera && 'camera data kept']
    .filter(Boolean)
    .join(', ');
const row = (e) =>
  `| ${e.name}.jpg | ${e.width}×${e.height} | ${e.subject} | \`${e.pkg}\` | \`/${e.file}\` | ${e.author} | ${e.licence} | ${changes(e)} |`;
writeFileSync(
  path.join(target, 'README.md'),
  `# Demo photographs

The pictures of the demo data (posts, activities, circles, banners, video clips). They come from Debian packages
(bookworm) that ship freely licensed photographs; each package's \`/usr/share/doc/<package>/copyright\` (and, for the
KDE Plasma wallpapers, the picture's \`metadata.json\`; for scikit-image, the docstring of its loader in
\`skimage/data/_fetchers.py\`) states the author and licence listed here.

Every file was changed from its original: cropped where the table says so, reduced to at most ${LONG_SIDE} px on the
long side, re-encoded as JPEG (quality ${QUALITY}), and stripped of every metadata block but the camera data (make,
model, lens, exposure, date; no location). \`tools/demo-photos/prepare.mjs\` makes them again from the packages.
Adapted pictures under a share-alike licence (CC-BY-SA, GPL, LGPL) stay under that licence; the attribution of the
CC-BY ones is the author column. \`photos.json\` lists the files with their size and subject for the demo seeder.

| file | size | subject | package | original file | author | licence | changes |
| --- | --- | --- | --- | --- | --- | --- | --- |
${listed.map(row).join('\n')}
`,
);

import type { GalleryItem, ImageSource } from '@yiying/models';
import { sampleImage } from './sample-images';

const titles = ['清晨的查房', '显微镜下的世界', '急诊室的守候', '医学生的第一课', '康复之路', '手术灯下'];
const authors = ['李医生', '王护士', '医学生小陈', '摄影师老周'];

/** Gallery tiles with Chinese sample content. */
export function sampleGalleryItems(count = 8): GalleryItem[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `g${i + 1}`,
    cover: sampleImage(titles[i % titles.length], ['#D70D19', '#204165', '#1E7B34', '#8A5A00'][i % 4], 600, 360),
    title: titles[i % titles.length],
    user: {
      userId: `u${(i % authors.length) + 1}`,
      username: authors[i % authors.length],
      avatar: sampleImage(authors[i % authors.length].slice(0, 1), '#204165', 48, 48),
    },
    likesNum: (i + 1) * 37,
    forwardedNum: i * 5,
    imageTags: ['医学摄影'],
  }));
}

/** A real ThumbHash (a red-to-blue gradient), as the server stores it for an uploaded image. */
export const SAMPLE_THUMBHASH = 'mHcGbJaDh4dweHh3iIeAhgi4iA==';

/** An uploaded image as the API describes it: fallback, WebP renditions and placeholder. */
export function sampleImageSource(label = '清晨的查房', color = '#D70D19'): ImageSource {
  const fallback = sampleImage(label, color, 1280, 800);
  return {
    url: fallback,
    width: 1280,
    height: 800,
    placeholder: SAMPLE_THUMBHASH,
    renditions: [
      { url: `${fallback}#w320`, width: 320, height: 200, type: 'image/webp' },
      { url: `${fallback}#w640`, width: 640, height: 400, type: 'image/webp' },
      { url: `${fallback}#w1280`, width: 1280, height: 800, type: 'image/webp' },
    ],
  };
}

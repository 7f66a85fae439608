import { contentSchema, validate } from '@yiying/validation';

/*
 * The post's check by the shared schema (yup and the publishing schemas): a chunk of its own that loads once an editor
 * has shown, so the pages with an editor (话题, 圈子, the publish pages) show without waiting for it.
 */

/** Checks a post's create body with `contentSchema`, as the server does again. */
export function checkPost(body: unknown) {
  return validate(contentSchema, body);
}

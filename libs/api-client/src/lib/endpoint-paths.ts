import { bannerPaths } from './endpoints/banner.js';
import { contentPaths } from './endpoints/content.js';

/** One server route the client calls. */
export interface EndpointPath {
  method: 'GET' | 'POST';
  /** OpenAPI-style path, e.g. `/api/content/detail/{id}`. */
  path: string;
}

/** Every route the client calls; the server's contract test checks each is in its OpenAPI document. */
export const endpointPaths: readonly EndpointPath[] = [...Object.values(bannerPaths), ...Object.values(contentPaths)];

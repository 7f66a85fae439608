export {
  createApiClient,
  DEFAULT_TIMEOUT,
  type ApiClient,
  type ApiClientOptions,
  type QueryParams,
  type RequestOptions,
} from './lib/client.js';
export * from './lib/errors/index.js';
export {
  isSuccessCode,
  toPagedList,
  unwrapEnvelope,
  type EnvelopePayload,
  type PageRequest,
} from './lib/envelope.js';
export { statusMessage } from './lib/status-messages.js';
export { BANNER_PAGE_SIZE, type BannerApi, type BannerListParams } from './lib/endpoints/banner.js';
export { CONTENT_PAGE_SIZE, type ContentApi, type ContentListParams } from './lib/endpoints/content.js';
export { endpointPaths, type EndpointPath } from './lib/endpoint-paths.js';

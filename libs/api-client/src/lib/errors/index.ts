export { ApiError, isApiError, type ApiErrorOptions } from './api-error.js';
export { HttpError, isHttpError } from './http-error.js';
export { UnauthorizedError, isUnauthorizedError } from './unauthorized-error.js';
export { BusinessError, isBusinessError } from './business-error.js';
export { NetworkError, isNetworkError } from './network-error.js';
export { TimeoutError, isTimeoutError } from './timeout-error.js';

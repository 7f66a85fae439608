import type { RouteTable } from '../route-spec.js';

/** Routes of doctor / student verification: the member's request and the admin's review. */
export const certificatePaths = {
  current: { method: 'GET', path: '/web/user/certificate', operationId: 'currentCertificate' },
  request: { method: 'POST', path: '/web/user/certificate', operationId: 'requestCertificate' },
  list: { method: 'GET', path: '/mng/user/certificate/list', operationId: 'listCertificates' },
  approve: { method: 'POST', path: '/mng/user/certificate/approve/{id}', operationId: 'approveCertificate' },
  reject: { method: 'POST', path: '/mng/user/certificate/reject/{id}', operationId: 'rejectCertificate' },
} as const satisfies RouteTable;

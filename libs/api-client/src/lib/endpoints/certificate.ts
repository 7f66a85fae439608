import { PAGE_SIZE, type Certificate, type CertificateRequest, type PagedList } from '@yiying/models';
import { certificatePaths, type CertificateListQuery } from '@yiying/validation';
import type { Transport } from '../transport.js';
import { fillPath } from './path.js';

/** Doctor / student verification: the member's request and its review by an admin. */
export interface CertificateApi {
  /** The current member's latest request, or null when none was sent. */
  current(): Promise<Certificate | null>;
  /** Sends a request (state pending). */
  request(request: CertificateRequest): Promise<Certificate>;
  /** Requests to review (admin); `state` defaults to pending on the server. */
  list(params?: Partial<CertificateListQuery>): Promise<PagedList<Certificate>>;
  approve(certificateId: string): Promise<Certificate>;
  reject(certificateId: string, reason: string): Promise<Certificate>;
}

export function createCertificateApi(client: Pick<Transport, 'get' | 'post' | 'list'>): CertificateApi {
  return {
    current: async () => (await client.get<Certificate | null>(certificatePaths.current.path)) ?? null,
    request: (request) => client.post<Certificate>(certificatePaths.request.path, request),
    list: (params = {}) =>
      client.list<Certificate>(certificatePaths.list.path, { ...params }, { pageNum: 1, pageSize: PAGE_SIZE.default }),
    approve: (id) => client.post<Certificate>(fillPath(certificatePaths.approve.path, { id })),
    reject: (id, reason) =>
      client.post<Certificate>(fillPath(certificatePaths.reject.path, { id }), {
        reason,
      }),
  };
}

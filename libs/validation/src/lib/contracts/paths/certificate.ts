import { PAGE_SIZE, type Certificate, type PagedList } from '@yiying/models';
import type { CertificateBody, CertificateListQuery, RejectCertificateBody } from '../certificate.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Routes of doctor / student verification: the member's request and the admin's review. */
export const certificatePaths = {
  current: route<{ response: Certificate | null }>()({
    method: 'GET',
    path: '/web/user/certificate',
    operationId: 'currentCertificate',
    summary: '我的身份认证申请',
    description: '最近一次申请；没有申请时 data 为 null。',
    access: 'member',
  }),
  request: route<{ body: CertificateBody; response: Certificate }>()({
    method: 'POST',
    path: '/web/user/certificate',
    operationId: 'requestCertificate',
    summary: '申请医生或医学生认证',
    description: '`document` 为本人通过 uploadOss 上传的图片路径。审核通过后身份类型和徽章才会改变。',
    access: 'member',
  }),
  list: route<{ query: CertificateListQuery; response: PagedList<Certificate> }>()({
    method: 'GET',
    path: '/mng/user/certificate/list',
    operationId: 'listCertificates',
    summary: '认证申请列表（管理员）',
    access: 'admin',
    pageSize: PAGE_SIZE.default,
  }),
  approve: route<{ response: Certificate }>()({
    method: 'POST',
    path: '/mng/user/certificate/approve/{id}',
    operationId: 'approveCertificate',
    summary: '通过认证（管理员）',
    params: { id: '认证申请 ID' },
    access: 'admin',
  }),
  reject: route<{ body: RejectCertificateBody; response: Certificate }>()({
    method: 'POST',
    path: '/mng/user/certificate/reject/{id}',
    operationId: 'rejectCertificate',
    summary: '驳回认证（管理员）',
    params: { id: '认证申请 ID' },
    access: 'admin',
  }),
} as const satisfies RouteTable;

import type { SmsOutboxEntry } from '@yiying/models';
import type { SmsOutboxQuery } from '../dev.schema.js';
import { route, type RouteTable } from '../route-spec.js';

/** Development helpers, answered only outside production. */
export const devPaths = {
  smsOutbox: route<{ query: SmsOutboxQuery; response: SmsOutboxEntry[] }>()({
    method: 'GET',
    path: '/dev/sms/outbox',
    operationId: 'smsOutbox',
    summary: '开发用短信发件箱',
    description: '最近发送的验证码，最新的在前。只答复本机（回环地址）的请求，其他地址得到 404；生产环境不提供。',
  }),
} as const satisfies RouteTable;

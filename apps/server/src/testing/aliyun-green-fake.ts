import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The documented check, written apart from the adapter: RFC 3986 encoding, sorted, HMAC-SHA1 with `secret&`. */
export function expectedAliyunSignature(method: string, params: URLSearchParams, secret: string): string {
  const enc = (v: string) =>
    encodeURIComponent(v).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
  const pairs = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`)
    .update(`${method}&${enc('/')}&${enc(canonical)}`)
    .digest('base64');
}

/** How the fake answers one picture: a risk level with its labels, a failure, or silence past the caller's patience. */
export type FakeGreenAnswer =
  | { riskLevel: 'high' | 'medium' | 'low' | 'none'; labels?: { label: string; confidence: number }[] }
  | { fail: number }
  | { hangMs: number };

export interface FakeGreenCall {
  params: URLSearchParams;
  serviceParameters: { imageUrl?: string; dataId?: string };
  signatureOk: boolean;
}

/**
 * A local stand-in for green-cip.<region>.aliyuncs.com (Content Moderation 2.0, `ImageModeration`): checks the RPC
 * signature and the documented parameters, and answers each picture by `answerFor(imageUrl)` in the documented shape.
 */
export class FakeAliyunGreen {
  readonly calls: FakeGreenCall[] = [];
  answerFor: (imageUrl: string) => FakeGreenAnswer = () => ({ riskLevel: 'none' });
  url = '';
  private server!: Server;

  constructor(private readonly secret: string) {}

  async start(): Promise<void> {
    this.server = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        const signatureOk = params.get('Signature') === expectedAliyunSignature(req.method ?? '', params, this.secret);
        let serviceParameters: FakeGreenCall['serviceParameters'] = {};
        try {
          serviceParameters = JSON.parse(params.get('ServiceParameters') ?? '{}') as FakeGreenCall['serviceParameters'];
        } catch {
          serviceParameters = {};
        }
        this.calls.push({ params, serviceParameters, signatureOk });
        res.setHeader('content-type', 'application/json');
        const reply = (status: number, answer: unknown) => {
          res.statusCode = status;
          res.end(JSON.stringify(answer));
        };
        if (!signatureOk) {
          reply(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' });
          return;
        }
        if (
          params.get('Action') !== 'ImageModeration' ||
          params.get('Version') !== '2022-03-02' ||
          !params.get('Service') ||
          !serviceParameters.imageUrl
        ) {
          reply(400, { Code: 'InvalidParameter', Message: 'bad parameters' });
          return;
        }
        const answer = this.answerFor(serviceParameters.imageUrl);
        if ('hangMs' in answer) {
          const timer = setTimeout(() => reply(200, { Code: 200, Data: { RiskLevel: 'none' } }), answer.hangMs);
          res.on('close', () => clearTimeout(timer));
          return;
        }
        if ('fail' in answer) {
          reply(answer.fail, { Code: answer.fail, Msg: 'service unavailable', RequestId: 'r-fail' });
          return;
        }
        const labels = answer.labels ?? [{ label: 'nonLabel', confidence: 0 }];
        reply(200, {
          Code: 200,
          Msg: 'OK',
          RequestId: 'r-ok',
          Data: {
            DataId: serviceParameters.dataId,
            RiskLevel: answer.riskLevel,
            Result: labels.map((l) => ({ Label: l.label, Confidence: l.confidence, Description: '' })),
          },
        });
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

import { randomUUID } from 'node:crypto';
import type { AliyunModerationConfig } from '../config.js';
import { aliyunPercentEncode, aliyunSignature } from './sms-provider.js';

/** What is done with a checked picture: kept, kept while an admin looks at it, or refused. */
export type ImageDecision = 'pass' | 'review' | 'refuse';

/** A checker's answer on one picture. */
export interface ImageVerdict {
  decision: ImageDecision;
  /** The risk labels the service named (e.g. `pornographic_adultContent`), for the admin who reviews. */
  labels: string[];
}

/** The picture to check: its public path on the site (`/files/m/….jpg`) and an id the service echoes. */
export interface ImageToCheck {
  url: string;
  dataId: string;
}

/** Checks uploaded pictures; a service that cannot answer throws {@link ImageModerationError}. */
export interface ImageModerator {
  readonly name: string;
  check(image: ImageToCheck): Promise<ImageVerdict>;
}

/** The service could not be reached, refused the call or answered something unreadable. */
export class ImageModerationError extends Error {
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
    this.name = 'ImageModerationError';
  }
}

/** One label of an `ImageModeration` answer. */
interface AliyunLabel {
  Label?: string;
  Confidence?: number;
  Description?: string;
}

/** The documented answer of `ImageModeration` (Content Moderation 2.0, version 2022-03-02). */
interface AliyunAnswer {
  Code?: number | string;
  Msg?: string;
  RequestId?: string;
  Data?: { DataId?: string; Result?: AliyunLabel[]; RiskLevel?: string };
}

/** The service's risk level of a picture, mapped to what the site does: high refuses, medium waits for an admin. */
export function decisionOfRiskLevel(level: string | undefined): ImageDecision | undefined {
  switch (level) {
    case 'high':
      return 'refuse';
    case 'medium':
      return 'review';
    case 'low':
    case 'none':
      return 'pass';
    default:
      return undefined;
  }
}

export interface AliyunModeratorOptions {
  /** Injected for tests: the time and nonce of a request. */
  now?: () => Date;
  nonce?: () => string;
}

/**
 * Aliyun Content Moderation 2.0, `ImageModeration` (RPC style, signature version 1.0, HMAC-SHA1). The service fetches
 * the picture itself: it is sent as `imageUrl`, the site's `PUBLIC_URL` + the file's path, so the site's files must be
 * reachable from the internet (an inline or base64 picture is not accepted by this API).
 */
export class AliyunImageModerator implements ImageModerator {
  readonly name = 'aliyun';

  constructor(
    private readonly config: AliyunModerationConfig,
    private readonly options: AliyunModeratorOptions = {},
  ) {}

  /** The signed parameters of one call (public for the tests of the signature). */
  signedParams(image: ImageToCheck): Record<string, string> {
    const { config } = this;
    const imageUrl = /^https?:\/\//.test(image.url) ? image.url : `${config.publicUrl}${image.url}`;
    const params: Record<string, string> = {
      AccessKeyId: config.accessKeyId,
      Action: 'ImageModeration',
      Format: 'JSON',
      RegionId: config.regionId,
      Service: config.service,
      ServiceParameters: JSON.stringify({ imageUrl, dataId: image.dataId }),
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: (this.options.nonce ?? randomUUID)(),
      SignatureVersion: '1.0',
      Timestamp: (this.options.now?.() ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2022-03-02',
    };
    return { ...params, Signature: aliyunSignature('POST', params, config.accessKeySecret) };
  }

  async check(image: ImageToCheck): Promise<ImageVerdict> {
    const body = Object.entries(this.signedParams(image))
      .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
      .join('&');
    let response: Response;
    try {
      response = await fetch(`${this.config.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      throw new ImageModerationError(`图片审核服务无法访问：${error instanceof Error ? error.name : 'error'}`);
    }
    let answer: AliyunAnswer;
    try {
      answer = (await response.json()) as AliyunAnswer;
    } catch {
      throw new ImageModerationError(`图片审核服务的回答无法读取（HTTP ${response.status}）`);
    }
    if (!response.ok || Number(answer.Code) !== 200) {
      throw new ImageModerationError(
        `图片审核服务拒绝请求（${answer.Code ?? response.status}）`,
        answer.Code === undefined ? undefined : String(answer.Code),
      );
    }
    const decision = decisionOfRiskLevel(answer.Data?.RiskLevel);
    if (!decision) throw new ImageModerationError(`图片审核服务未给出风险等级（${answer.Data?.RiskLevel ?? '无'}）`);
    const labels = (answer.Data?.Result ?? [])
      .map((r) => r.Label)
      .filter((label): label is string => typeof label === 'string' && label !== '' && label !== 'nonLabel');
    return { decision, labels };
  }
}

/** The configured checker, or undefined for `IMAGE_MODERATION=none` (no automatic check). */
export function imageModeratorFor(config: {
  imageModeration: 'none' | 'aliyun';
  aliyunModeration?: AliyunModerationConfig;
}): ImageModerator | undefined {
  if (config.imageModeration === 'aliyun' && config.aliyunModeration) {
    return new AliyunImageModerator(config.aliyunModeration);
  }
  return undefined;
}

import { PassThrough, Transform, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  attachmentDisposition,
  checkKey,
  isValidKey,
  StorageUnavailableError,
  type ByteRange,
  type ObjectHead,
  type ObjectStorage,
  type PutOptions,
  type StoredObject,
} from './object-storage.js';

/** Settings of an S3-compatible store (`S3_*`, `STORAGE_PUBLIC_URL`). */
export interface S3Settings {
  /** `https://oss-cn-hangzhou.aliyuncs.com`, `http://minio:9000`, …; the AWS endpoint of the region when absent. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket` in the path (MinIO, Ceph, s3rver) rather than in the host name (AWS, Aliyun OSS). */
  forcePathStyle: boolean;
  /**
   * `presigned`: browsers are redirected to a short-lived signed address; a base URL (a CDN or a public bucket):
   * redirected to it with the key appended; absent: the server serves every object itself.
   */
  publicUrl?: string;
}

/** Parts uploaded at once × part size bound what one upload holds in memory (2 × 8 MB). */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** Signed addresses live this long; the objects are immutable, so a browser keeps what it fetched. */
const PRESIGN_SECONDS = 3600;

/** Counts what streams through. */
function counter(): Transform & { bytes: number } {
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      (transform as Transform & { bytes: number }).bytes += chunk.length;
      callback(null, chunk);
    },
  }) as Transform & { bytes: number };
  transform.bytes = 0;
  return transform;
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/** `ObjectStorage` on any S3-compatible store (AWS S3, Aliyun OSS, MinIO, Ceph RGW). */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Aliyun OSS, Ceph and older MinIO reject the newer default checksums; S3 itself does not need them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  get location(): string {
    return `${this.settings.endpoint ?? `s3.${this.settings.region}.amazonaws.com`}/${this.settings.bucket}`;
  }

  get publicOrigin(): string | undefined {
    const { publicUrl, endpoint, bucket, region, forcePathStyle } = this.settings;
    if (!publicUrl) return undefined;
    if (publicUrl !== 'presigned') return new URL(publicUrl).origin;
    const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
    return forcePathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`;
  }

  private unavailable(error: unknown): StorageUnavailableError {
    if (error instanceof StorageUnavailableError) return error;
    const status = statusOf(error);
    const reason =
      status === 403
        ? '访问被拒绝，请检查 S3_ACCESS_KEY_ID 和 S3_SECRET_ACCESS_KEY'
        : status === 404
          ? '存储桶不存在，请检查 S3_BUCKET'
          : error instanceof Error
            ? `${error.name}: ${error.message}`
            : String(error);
    return new StorageUnavailableError(`对象存储 ${this.location} 无法使用：${reason}`, error);
  }

  async put(key: string, body: Readable, options: PutOptions = {}): Promise<number> {
    checkKey(key);
    const counted = counter();
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    const upload = new Upload({
      client: this.client,
      queueSize: QUEUE_SIZE,
      partSize: PART_SIZE,
      // A failed upload aborts its multipart upload: nothing is left in the bucket.
      leavePartsOnError: false,
      params: {
        Bucket: this.settings.bucket,
        Key: key,
        Body: counted,
        ContentType: options.contentType,
        ContentDisposition: options.contentDisposition,
        CacheControl: 'public, max-age=31536000, immutable',
      },
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      // The error of the source (a refused upload, a dropped client) is the caller's, not the store's.
      if (body.errored) throw body.errored;
      throw this.unavailable(error);
    }
    return counted.bytes;
  }

  async head(key: string): Promise<ObjectHead | undefined> {
    checkKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw this.unavailable(error);
    }
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.head(key))?.size;
  }

  get(key: string, range?: ByteRange): Readable {
    checkKey(key);
    const out = new PassThrough();
    this.client
      .send(
        new GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      )
      .then(
        (answer) => {
          const source = answer.Body as Readable | undefined;
          if (!source) return void out.end();
          source.on('error', (error) => out.destroy(this.unavailable(error)));
          out.on('close', () => source.destroy());
          source.pipe(out);
        },
        (error: unknown) => out.destroy(isNotFound(error) ? (error as Error) : this.unavailable(error)),
      );
    return out;
  }

  async delete(key: string): Promise<void> {
    checkKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      if (isNotFound(error)) return;
      throw this.unavailable(error);
    }
  }

  async publicUrl(key: string, options: { downloadName?: string } = {}): Promise<string | undefined> {
    checkKey(key);
    const base = this.settings.publicUrl;
    if (!base) return undefined;
    if (base === 'presigned') {
      const command = new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ResponseContentDisposition: options.downloadName ? attachmentDisposition(options.downloadName) : undefined,
      });
      return getSignedUrl(this.client, command, { expiresIn: PRESIGN_SECONDS });
    }
    return `${base.replace(/\/+$/, '')}/${key}`;
  }

  async *list(): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      let answer;
      try {
        answer = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }),
        );
      } catch (error) {
        throw this.unavailable(error);
      }
      for (const item of answer.Contents ?? []) {
        if (item.Key && isValidKey(item.Key)) yield { key: item.Key, size: item.Size ?? 0 };
      }
      token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}

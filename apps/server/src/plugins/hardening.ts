import proxyAddr from '@fastify/proxy-addr';
import { redactUrl } from '../lib/log-redaction.js';
import type { IncomingMessage, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig, RateRule } from '../config.js';
import { AppError, tooManyRequests } from '../errors.js';
import type { Clock } from '../lib/clock.js';
import { clientKey, SlidingWindowLimiter, type RateDecision } from '../lib/rate-limit.js';
import { sha256 } from '../lib/secrets.js';
import type { KeyValueStore } from '../lib/store.js';

/** Chinese texts of the answers the framework gives before a route runs. */
export const HARDENING_MESSAGES = {
  headersTooLarge: '请求头过大',
  badRequest: '请求格式错误',
  badUrl: '请求地址格式错误',
  pathTooLong: '请求地址过长',
  timeout: '请求超时',
  tooDeep: '请求内容嵌套过深',
} as const;

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const DOCS_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; form-action 'self'";

/** Headers every answer carries; HSTS only when the site is served over https. */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
    ...(config.publicUrl?.startsWith('https:')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

function envelope(status: number, msg: string): string {
  return JSON.stringify({ code: status, msg, data: null });
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  431: 'Request Header Fields Too Large',
};

/** A whole HTTP answer written straight to a socket, for errors the parser meets before Fastify sees a request. */
function rawAnswer(status: number, msg: string, headers: Record<string, string>): string {
  const body = envelope(status, msg);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_TEXT[status] ?? 'Bad Request'}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'connection: close',
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Fastify options of the hardened server: timeouts, body limit, and the two framework error paths (parser
 * errors on the socket, bad URLs in the router) answered with the envelope and a Chinese `msg`, never echoing input.
 */
export function hardenedServerOptions(config: AppConfig): Partial<FastifyServerOptions> & { http: ServerOptions } {
  const { limits } = config;
  const headers = securityHeaders(config);
  return {
    http: {
      headersTimeout: limits.headersTimeoutSeconds * 1000,
      requestTimeout: limits.uploadTimeoutSeconds * 1000,
      // How often Node checks those two timeouts (30 s by default, longer than a short headers timeout).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutSeconds * 500),
    },
    bodyLimit: limits.bodyLimitBytes,
    connectionTimeout: limits.idleTimeoutSeconds * 1000,
    requestTimeout: limits.uploadTimeoutSeconds * 1000,
    return503OnClosing: true,
    clientErrorHandler(error: NodeJS.ErrnoException & { bytesParsed?: number }, socket: Socket) {
      if (!socket.writable || (error.code === 'ECONNRESET' && !socket.readable)) {
        socket.destroy();
        return;
      }
      const [status, msg] =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, HARDENING_MESSAGES.headersTooLarge]
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
            ? [408, HARDENING_MESSAGES.timeout]
            : [400, HARDENING_MESSAGES.badRequest];
      socket.end(rawAnswer(status, msg, headers));
      setTimeout(() => socket.destroy(), 1000).unref();
    },
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const status = tooLong ? 414 : 400;
      return reply
        .status(status)
        .headers(headers)
        .header('content-type', 'application/json; charset=utf-8')
        .send(envelope(status, tooLong ? HARDENING_MESSAGES.pathTooLong : HARDENING_MESSAGES.badUrl));
    },
  };
}

/** Deepest nesting of arrays and objects in a JSON text, stopping as soon as it passes `max`. */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

/** Per-route limits by operationId: what they count and by whom. */
interface RouteLimit {
  rule: RateRule;
  by: 'ip' | 'member';
  /** Counter shared by several routes (two ways to one thing); the route's operationId otherwise. */
  counter?: string;
}

function routeLimits(config: AppConfig): Record<string, RouteLimit> {
  const { limits } = config;
  const upload: RouteLimit = { rule: limits.upload, by: 'member' };
  const comment: RouteLimit = { rule: limits.comment, by: 'member' };
  const like: RouteLimit = { rule: limits.like, by: 'member', counter: 'like' };
  const collect: RouteLimit = { rule: limits.collect, by: 'member', counter: 'collect' };
  return {
    like,
    cancelLike: like,
    createLikes: like,
    deleteLikes: like,
    collect,
    cancelCollection: collect,
    createCollection: collect,
    deleteCollection: collect,
    qrcode: { rule: limits.qrcode, by: 'ip' },
    qrcodeTicket: { rule: limits.qrcode, by: 'ip', counter: 'qrcode' },
    uploadFile: upload,
    uploadOss: upload,
    uploadImImage: upload,
    createComment: comment,
    createReply: comment,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** True once the server stopped taking new work: answers carry `Connection: close`. */
    draining: boolean;
    /** Open HTTP connections (chat sockets leave this set when they upgrade). */
    httpConnections: Set<Socket>;
    /**
     * Ends connections with no request under way: keep-alive ones between requests and ones that never sent a byte;
     * a connection whose first request is still arriving is left to finish. Answers how many connections stay open.
     */
    closeIdleKeepAlive(): number;
  }
}

/** The global per-address limit and the site's headers, for what answers a request before the framework does. */
export interface GlobalLimit {
  /** Headers every answer carries (see {@link securityHeaders}). */
  readonly headers: Readonly<Record<string, string>>;
  /** Counts `request` against the global per-address limit, as the framework's hook does: at once on a store in this process. */
  admit(request: IncomingMessage): RateDecision | Promise<RateDecision>;
  /** Leaves `decision` (made by `admit`) to the framework's hook for this request, which then counts nothing more. */
  handOn(request: IncomingMessage, decision: RateDecision): void;
}

export interface HardeningOptions {
  config: AppConfig;
  store: KeyValueStore;
  clock: Clock;
}

/**
 * Root-level protections: security headers on every answer (a CSP on `/docs`), the JSON parser with depth and
 * size limits before validation, body timeouts, a per-address connection cap, the global per-address ceiling and
 * the per-route limits. Installed before the routes so every route gets them.
 */
export function installHardening(app: FastifyInstance, { config, store, clock }: HardeningOptions): GlobalLimit {
  const { limits } = config;
  const headers = securityHeaders(config);
  const limiter = new SlidingWindowLimiter(store, clock);
  app.decorate('draining', false);
  const httpConnections = new Set<Socket>();
  const usage = new WeakMap<Socket, { active: number; served: number }>();
  app.decorate('httpConnections', httpConnections);
  app.server.on('connection', (socket: Socket) => {
    httpConnections.add(socket);
    usage.set(socket, { active: 0, served: 0 });
    socket.once('close', () => httpConnections.delete(socket));
  });
  app.server.on('request', (request: IncomingMessage, response) => {
    const state = usage.get(request.socket as Socket);
    if (!state) return;
    state.active += 1;
    response.once('close', () => {
      state.active -= 1;
      state.served += 1;
    });
  });
  app.decorate('closeIdleKeepAlive', () => {
    for (const socket of httpConnections) {
      const state = usage.get(socket);
      // Idle: between requests, or opened and never sent a byte (a browser's spare connection). One whose first
      // request is on its way has bytes read and is left to finish.
      if (state && state.active === 0 && (state.served > 0 || socket.bytesRead === 0)) socket.end();
    }
    return httpConnections.size;
  });
  app.server.on('upgrade', (_request: IncomingMessage, socket: Socket) => httpConnections.delete(socket));

  if (limits.maxConnectionsPerIp > 0 && !config.trustProxy) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const key = clientKey(socket.remoteAddress);
      const count = (open.get(key) ?? 0) + 1;
      if (count > limits.maxConnectionsPerIp) {
        socket.destroy();
        return;
      }
      open.set(key, count);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left <= 0) open.delete(key);
        else open.set(key, left);
      });
    });
  }

  app.removeContentTypeParser('application/json');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: limits.bodyLimitBytes },
    (request, body, done) => {
      const text = body as string;
      if (jsonDepthExceeds(text, limits.jsonMaxDepth)) {
        done(new AppError('BAD_REQUEST', HARDENING_MESSAGES.tooDeep), undefined);
        return;
      }
      parseJson(request, text, (error, value) => {
        if (error) done(new AppError('BAD_REQUEST'), undefined);
        else done(null, value);
      });
    },
  );

  // Callback hooks: every request runs these, and a settled promise per hook costs more than the work inside.
  const globalRule = limits.globalPerIp;
  // Requests an early answer counted and then handed on (see `GlobalLimit.handOn`): counted once, not twice.
  const counted = new WeakMap<IncomingMessage, RateDecision>();
  /** Counts one request of `address` against the global limit: at once on a store in this process. */
  const countGlobal = (address: string | undefined): RateDecision | Promise<RateDecision> => {
    const key = `global:${clientKey(address)}`;
    return limiter.hitNow(globalRule, key) ?? limiter.hit(globalRule, key);
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (app.draining) reply.header('connection', 'close');
    if (request.url.startsWith('/docs')) reply.header('content-security-policy', DOCS_CSP);
    const settle = (decision: RateDecision) =>
      done(decision.allowed ? undefined : tooManyRequests(decision.retryAfterSeconds));
    const early = counted.get(request.raw);
    if (early) {
      counted.delete(request.raw);
      settle(early);
      return;
    }
    const decision = countGlobal(request.ip);
    if ('then' in decision) decision.then(settle, (error: Error) => done(error));
    else settle(decision);
  });

  app.addHook('preParsing', (request, reply, payload, done) => {
    const raw: IncomingMessage = request.raw;
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) {
      done(null, payload);
      return;
    }
    const multipart = (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
    const ms = (multipart ? limits.uploadTimeoutSeconds : limits.bodyTimeoutSeconds) * 1000;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      const socket = raw.socket as Socket | undefined;
      request.log.info({ url: redactUrl(request.url) }, 'request body timed out');
      if (socket && typeof socket.end === 'function' && !socket.destroyed) {
        socket.end(rawAnswer(408, HARDENING_MESSAGES.timeout, headers));
        setTimeout(() => socket.destroy(), 1000).unref();
      }
    }, ms);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    done(null, payload);
  });

  const byOperation = routeLimits(config);
  const limitHook = (operationId: string, limit: RouteLimit) => async (request: FastifyRequest) => {
    const session = (request as FastifyRequest & { session?: { userId: string } | null }).session;
    const who =
      limit.by === 'member' && session
        ? `user:${session.userId}`
        : limit.by === 'member' && request.headers.authorization
          ? `token:${sha256(String(request.headers.authorization)).slice(0, 32)}`
          : `ip:${clientKey(request.ip)}`;
    const decision = await limiter.hit(limit.rule, `route:${limit.counter ?? operationId}:${who}`);
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterSeconds);
  };
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    const limit = operationId ? byOperation[operationId] : undefined;
    if (!operationId || !limit) return;
    // After the route's own pre-handlers, so the member is known.
    const existing = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [...existing, limitHook(operationId, limit)];
  });

  // The client's address as Fastify's `request.ip` reads it: with TRUST_PROXY the first address of
  // X-Forwarded-For (every hop trusted), else the socket's peer.
  const trustAll = () => true;
  const addressOf = (raw: IncomingMessage): string | undefined => {
    if (!config.trustProxy) return raw.socket.remoteAddress;
    const all = proxyAddr.all(raw, trustAll);
    return all[all.length - 1];
  };
  return {
    headers,
    admit: (raw) => countGlobal(addressOf(raw)),
    handOn(raw, decision) {
      counted.set(raw, decision);
    },
  };
}

import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RateDecision } from '../lib/rate-limit.js';
import { answerBody, SHARED_ANSWER_HEADERS, type SharedAnswerAddresses } from '../lib/shared-answer.js';
import type { GlobalLimit } from './hardening.js';

/**
 * A step in front of the framework: it answers the request itself, or calls `next` to hand it to Fastify
 * untouched (at once or after awaiting something). It must do one of the two exactly once.
 */
export type EarlyAnswer = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** The server options Fastify hands a server factory (its own, defaults applied). */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/**
 * The site's HTTP server, made as Fastify makes its own (the same options and timeouts) but with one step before the
 * framework's handler: an anonymous read whose answer is already kept as bytes costs a lookup and a write, not a
 * pass through the router, the hooks and the reply object (a quarter of the time of such a request went there).
 * The step is installed once the app's parts exist (`use`); until then, and whenever it hands a request on, Fastify
 * answers as always. `app.inject` never passes here: it calls the framework's handler directly.
 */
export class EarlyAnswers {
  private answer: EarlyAnswer | undefined;

  use(answer: EarlyAnswer): void {
    this.answer = answer;
  }

  readonly serverFactory = (
    handler: (request: IncomingMessage, response: ServerResponse) => void,
    options: FactoryOptions,
  ): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      const answer = this.answer;
      if (!answer) {
        handler(request, response);
        return;
      }
      answer(request, response, () => handler(request, response));
    });
    // As Fastify sets up the server it makes itself (lib/server.js); zero keeps Node's own default.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}

export interface KeptEarlyOptions {
  sharedAnswers: SharedAnswerAddresses;
  globalLimit: GlobalLimit;
  /** False while every request must take the framework's way. */
  open(): boolean;
  /** Records an early answer's duration under its route pattern (the request metrics), when metrics are on. */
  observe?: (route: string, seconds: number) => void;
}

/**
 * The early step for kept shared answers: an anonymous GET of an address whose answer is kept is counted by the
 * global per-address limit and, when allowed, answered with the kept bytes and the site's headers, exactly as the
 * framework's `onRequest` hook would answer it. Any other request, and one over the limit (counted here once, its
 * decision left to the framework's hook, which answers 429), is handed on.
 */
export function answerKeptEarly({ sharedAnswers, globalLimit, open, observe }: KeptEarlyOptions): EarlyAnswer {
  const headersOf = (encoding: string | undefined, length: number): Record<string, string | number> => {
    const headers: Record<string, string | number> = {
      ...globalLimit.headers,
      ...SHARED_ANSWER_HEADERS,
      'content-length': length,
    };
    if (encoding) headers['content-encoding'] = encoding;
    return headers;
  };
  return (request, response, next) => {
    if (!open() || !sharedAnswers.keptFor(request)) {
      next();
      return;
    }
    const started = performance.now();
    const decide = (decision: RateDecision): void => {
      // Looked up again: the bytes may have been dropped while a shared store counted.
      const kept = decision.allowed ? sharedAnswers.keptFor(request) : undefined;
      if (!kept || !open()) {
        globalLimit.handOn(request, decision);
        next();
        return;
      }
      const { body, encoding } = answerBody(kept.answer, request.headers['accept-encoding']);
      response.writeHead(200, headersOf(encoding, body.length));
      response.end(body);
      observe?.(kept.route, (performance.now() - started) / 1000);
    };
    const decision = globalLimit.admit(request);
    if ('then' in decision) {
      decision.then(decide, () => next());
      return;
    }
    decide(decision);
  };
}

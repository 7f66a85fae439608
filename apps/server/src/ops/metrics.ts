import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import { LabelledHistogram } from './histogram.js';

/**
 * The server's Prometheus metrics, one registry per server (so several servers in one process, as in tests, never
 * share or double-register): request durations by route pattern and status, database query durations, chat sockets
 * and messages, jobs, and Node.js's process, event-loop and GC metrics. Served at `GET /metrics`.
 */
export interface Metrics {
  /** False with `METRICS=off`: nothing is recorded (no hook times a request or a query) and `/metrics` is 404. */
  readonly enabled: boolean;
  readonly registry: Registry;
  readonly httpDuration: LabelledHistogram<'method' | 'route' | 'status_code'>;
  readonly dbQueryDuration: LabelledHistogram<'dialect' | 'kind'>;
  readonly chatMessages: Counter<'via'>;
  readonly jobDuration: LabelledHistogram<'job' | 'outcome'>;
  /** A gauge read at scrape time (sockets open, queue depth, …). */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DB_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];
const JOB_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800];

export function createMetrics(enabled = true): Metrics {
  const registry = new Registry();
  // Off, the metrics still exist (callers need not ask) but nothing samples the process or the event loop.
  if (enabled) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    enabled,
    registry,
    httpDuration: new LabelledHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its answer, by route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    dbQueryDuration: new LabelledHistogram({
      name: 'db_query_duration_seconds',
      help: 'Database statement durations, by dialect and kind (select, insert, update, delete, other)',
      labelNames: ['dialect', 'kind'],
      buckets: DB_BUCKETS,
      registers: [registry],
    }),
    chatMessages: new Counter({
      name: 'chat_messages_sent_total',
      help: 'Private messages stored, by the way they were sent (http or socket)',
      labelNames: ['via'],
      registers: [registry],
    }),
    jobDuration: new LabelledHistogram({
      name: 'job_duration_seconds',
      help: 'Background job durations, by job and outcome',
      labelNames: ['job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [registry],
    }),
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(await read());
        },
      });
    },
  };
}

/** The statement kind of SQL text, for the query histogram's label (bounded: never the text itself). */
export function queryKind(sqlText: string): string {
  const word = /^\s*(\w+)/.exec(sqlText)?.[1]?.toLowerCase();
  return word === 'select' || word === 'insert' || word === 'update' || word === 'delete' || word === 'with'
    ? word
    : 'other';
}

import { WebSocket } from 'ws';

/** A chat socket of a test: every frame it received, and a way to wait for the next ones. */
export interface TestSocket {
  ws: WebSocket;
  frames: Record<string, unknown>[];
  /** Resolves with the frames once `predicate` holds for them (checked on every new frame). */
  waitFor(
    predicate: (frames: Record<string, unknown>[]) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>[]>;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** Opens `/websocket/{userId}/web?token=…` on a listening server; rejects with the HTTP status when refused. */
export function openChatSocket(
  baseUrl: string,
  userId: string,
  token: string,
  options: { origin?: string; autoAck?: boolean; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/websocket/${encodeURIComponent(userId)}/web?token=${encodeURIComponent(token)}`;
  const ws = new WebSocket(url, {
    ...(options.origin ? { origin: options.origin } : {}),
    autoPong: options.autoPong ?? true,
  });
  const frames: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Record<string, unknown>;
    frames.push(frame);
    if (options.autoAck && frame['type'] === 'private') {
      ws.send(JSON.stringify({ type: 'ensure', messageId: frame['messageId'], status: 'received' }));
    }
    for (const wake of [...waiters]) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    close: () => ws.close(),
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(frames)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(frames);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting; frames: ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error('refused'), { status: res.statusCode })),
    );
    ws.once('error', reject);
  });
}

/** The private frames of `frames`. */
export function privates(frames: Record<string, unknown>[]): Record<string, unknown>[] {
  return frames.filter((f) => f['type'] === 'private');
}

import type { MediaRecord } from '@yiying/models';
import {
  VIDEO_STATUS_FALLBACK_MS,
  VIDEO_STATUS_POLL_MS,
  videoNotice,
  watchVideo,
  type VideoNotices,
} from './video-status';

const video = (over: Partial<MediaRecord> = {}): MediaRecord =>
  ({
    mediaId: 'v1',
    kind: 'video',
    url: '/files/v/abc.mp4',
    name: '查房.avi',
    size: 10,
    type: 'video/mp4',
    status: 'processing',
    progress: 0,
    createTime: '2026-05-01T08:00:00.000Z',
    ...over,
  }) as MediaRecord;

/** A socket that pushes what the test tells it to. */
function socket() {
  const listeners = new Set<(media: MediaRecord) => void>();
  const notices: VideoNotices = (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return { notices, push: (media: MediaRecord) => listeners.forEach((l) => l(media)), listeners };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('videoNotice', () => {
  it('reads the media of a notice frame and nothing else', () => {
    expect(videoNotice({ type: 'notice', media: video({ progress: 42 }) })).toMatchObject({ progress: 42 });
    expect(videoNotice({ type: 'notice', notification: { type: 'likes' } })).toBeUndefined();
    expect(videoNotice({ type: 'private', media: video() })).toBeUndefined();
    expect(videoNotice({ type: 'notice', media: { url: 'x' } })).toBeUndefined();
    expect(videoNotice(null)).toBeUndefined();
  });
});

describe('watchVideo', () => {
  it('takes pushed progress at once, then asks only as a slow fallback, and stops when ready', async () => {
    const s = socket();
    const seen: MediaRecord[] = [];
    const ask = jest.fn(async () => video({ progress: 10 }));
    watchVideo({ mediaId: 'v1', initial: video(), ask, notices: s.notices, onChange: (m) => seen.push(m) });

    s.push(video({ progress: 42 }));
    expect(seen.map((m) => m.progress)).toEqual([42]);
    // Another video's notice is not this one's.
    s.push(video({ mediaId: 'v2', progress: 99 }));
    expect(seen).toHaveLength(1);

    // A push arrived: no poll at the fast pace.
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS * 2);
    await flush();
    expect(ask).not.toHaveBeenCalled();
    // The slow fallback still asks; its older progress (10 %) never sets the bar back.
    jest.advanceTimersByTime(VIDEO_STATUS_FALLBACK_MS);
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(seen.map((m) => m.progress)).toEqual([42]);

    s.push(video({ status: 'ready', progress: 100 }));
    expect(seen.at(-1)).toMatchObject({ status: 'ready', progress: 100 });
    expect(s.listeners.size).toBe(0);
    jest.advanceTimersByTime(VIDEO_STATUS_FALLBACK_MS * 3);
    await flush();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('polls every 1.5 s when nothing is pushed (no socket) and ends on failed', async () => {
    const answers = [video({ progress: 30 }), video({ status: 'failed', error: '视频无法解码，请换一种格式' })];
    const ask = jest.fn(async () => answers.shift() ?? video());
    const seen: MediaRecord[] = [];
    watchVideo({ mediaId: 'v1', initial: video(), ask, onChange: (m) => seen.push(m) });
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS);
    await flush();
    expect(seen.map((m) => m.progress)).toEqual([30]);
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS);
    await flush();
    expect(seen.at(-1)).toMatchObject({ status: 'failed', error: '视频无法解码，请换一种格式' });
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS * 5);
    await flush();
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('keeps asking after a failed call, and stops everything when stopped', async () => {
    const s = socket();
    const ask = jest.fn(async () => {
      throw new Error('offline');
    });
    const seen: MediaRecord[] = [];
    const stop = watchVideo({
      mediaId: 'v1',
      initial: video(),
      ask,
      notices: s.notices,
      onChange: (m) => seen.push(m),
    });
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS);
    await flush();
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS);
    await flush();
    expect(ask).toHaveBeenCalledTimes(2);
    stop();
    expect(s.listeners.size).toBe(0);
    s.push(video({ progress: 50 }));
    jest.advanceTimersByTime(VIDEO_STATUS_POLL_MS * 3);
    await flush();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
  });
});

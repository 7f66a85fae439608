import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MediaRecord } from '@yiying/models';
import { PlayerFrame, QualityButton, VideoState } from './video-player.styles';

/** The resolutions offered (自动 lets the player follow the connection). */
export const QUALITY_CHOICES = [
  { label: '自动', height: -1 },
  { label: '360p', height: 360 },
  { label: '720p', height: 720 },
  { label: '1080p', height: 1080 },
] as const;

export interface VideoPlayerProps {
  video: Pick<MediaRecord, 'url' | 'hls' | 'poster' | 'width' | 'height' | 'status' | 'error'>;
  /** The post's cover, shown before playing (the video's poster frame otherwise). */
  poster?: string;
  label: string;
}

type HlsInstance = {
  levels: { height: number; width: number }[];
  currentLevel: number;
  loadSource(url: string): void;
  attachMedia(media: HTMLMediaElement): void;
  on(event: string, handler: () => void): void;
  destroy(): void;
};

const SEEK_SECONDS = 5;

/** The short side of a rung: its `p` number whatever the orientation. */
const rungOf = (level: { width: number; height: number }) => Math.min(level.width, level.height);

/**
 * A post's video: the MP4 directly, or the HLS ladder where there is one (through hls.js, loaded only then, where
 * Media Source Extensions exist; natively where only the browser plays HLS), with the poster, 自动 / 360p / 720p / 1080p and keyboard controls (space or K
 * plays and pauses, ←/→ seek, ↑/↓ volume, M mutes, F fullscreen).
 */
export function VideoPlayer({ video, poster, label }: VideoPlayerProps) {
  const element = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsInstance | null>(null);
  const [rungs, setRungs] = useState<number[]>([]);
  const [quality, setQuality] = useState(-1);
  const ready = video.status === undefined || video.status === 'ready';
  const hlsUrl = ready ? video.hls : undefined;

  useEffect(() => {
    const media = element.current;
    if (!media || !ready) return;
    setRungs([]);
    setQuality(-1);
    // hls.js wherever Media Source Extensions exist (it offers the resolution choice); the browser's own HLS
    // (Safari on iOS before MSE) otherwise; the MP4 when neither.
    const mse = 'MediaSource' in window || 'ManagedMediaSource' in window;
    if (!hlsUrl || !mse) {
      media.src = hlsUrl && media.canPlayType('application/vnd.apple.mpegurl') ? hlsUrl : video.url;
      return;
    }
    let cancelled = false;
    void import('hls.js/light').then(
      ({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) {
          media.src = video.url;
          return;
        }
        const player = new Hls({ capLevelToPlayerSize: true }) as unknown as HlsInstance;
        hls.current = player;
        player.on(Hls.Events.MANIFEST_PARSED, () => setRungs(player.levels.map(rungOf)));
        player.on(Hls.Events.ERROR, () => undefined);
        player.loadSource(hlsUrl);
        player.attachMedia(media);
      },
      () => {
        if (!cancelled) media.src = video.url;
      },
    );
    return () => {
      cancelled = true;
      hls.current?.destroy();
      hls.current = null;
    };
  }, [ready, hlsUrl, video.url]);

  if (video.status === 'processing') {
    return (
      <VideoState role="status" style={poster ? { backgroundImage: `url(${poster})` } : undefined}>
        <span>视频处理中</span>
      </VideoState>
    );
  }
  if (video.status === 'failed') {
    return (
      <VideoState role="alert">
        <span>{video.error ?? '视频处理失败'}</span>
      </VideoState>
    );
  }

  const choose = (height: number) => {
    setQuality(height);
    const player = hls.current;
    if (!player) return;
    player.currentLevel = height < 0 ? -1 : player.levels.findIndex((level) => rungOf(level) === height);
  };

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const media = element.current;
    if (!media || event.target instanceof HTMLButtonElement || event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === ' ' || key === 'k') void (media.paused ? media.play().catch(() => undefined) : media.pause());
    else if (key === 'arrowleft') media.currentTime = Math.max(0, media.currentTime - SEEK_SECONDS);
    else if (key === 'arrowright')
      media.currentTime = Math.min(media.duration || Infinity, media.currentTime + SEEK_SECONDS);
    else if (key === 'arrowup') media.volume = Math.min(1, media.volume + 0.1);
    else if (key === 'arrowdown') media.volume = Math.max(0, media.volume - 0.1);
    else if (key === 'm') media.muted = !media.muted;
    else if (key === 'f') {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      else void media.requestFullscreen?.().catch(() => undefined);
    } else return;
    event.preventDefault();
  };

  return (
    <PlayerFrame tabIndex={0} onKeyDown={onKey} aria-label={`${label}（空格播放或暂停，方向键快进快退和调节音量）`}>
      <video
        ref={element}
        poster={poster ?? video.poster}
        controls
        playsInline
        preload="metadata"
        width={video.width ?? 1280}
        height={video.height ?? 720}
        aria-label={label}
      >
        <track kind="captions" />
      </video>
      {hlsUrl && rungs.length > 0 && (
        <figcaption role="group" aria-label="清晰度">
          清晰度
          {QUALITY_CHOICES.map((choice) => (
            <QualityButton
              key={choice.label}
              type="button"
              aria-pressed={quality === choice.height}
              disabled={choice.height > 0 && !rungs.includes(choice.height)}
              onClick={() => choose(choice.height)}
            >
              {choice.label}
            </QualityButton>
          ))}
        </figcaption>
      )}
    </PlayerFrame>
  );
}

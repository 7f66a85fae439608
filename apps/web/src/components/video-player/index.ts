export { VideoPlayer, QUALITY_CHOICES, type VideoPlayerProps } from './video-player';

import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonView } from '@vidya/contract';
import { ExternalLink, VideoOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toVideoSource } from '../video-source';
import { WatchedSeconds } from '../watched-seconds';
import {
  attachYouTubePlayer,
  YOUTUBE_API_TIMEOUT_MS,
  YOUTUBE_STATE,
  type YouTubePlayer,
} from '../youtube-player';

/** What the video reports while it plays: distinct seconds seen, the length, and whether to send now. */
export type WatchListener = (watch: {
  watchedSeconds: number;
  durationSeconds: number;
  isPause: boolean;
}) => void;

/** How often the position of a playing YouTube video is read. */
const YOUTUBE_POLL_MS = 500;

function VideoFallback({ href, title }: { href: string; title: string }) {
  return (
    <div
      role="group"
      aria-label={title}
      className="grid aspect-video place-items-center rounded-2xl bg-slate-800 p-6 text-center text-white"
    >
      <div className="space-y-3">
        <p className="flex items-center justify-center gap-2">
          <VideoOff aria-hidden="true" className="h-5 w-5" />
          <Trans>The video could not be loaded here.</Trans>
        </p>
        <a
          href={href}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Trans>Open the video in a new tab</Trans>
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </div>
  );
}

const toWatch = (watched: WatchedSeconds, duration: number, isPause: boolean) => ({
  watchedSeconds: watched.count,
  durationSeconds: Math.round(duration),
  isPause,
});

/** A YouTube lesson: the privacy-enhanced embed, measured through the IFrame Player API. */
function YouTubeVideo({
  embedUrl,
  watchUrl,
  title,
  onWatch,
}: {
  embedUrl: string;
  watchUrl: string;
  title: string;
  onWatch?: WatchListener;
}) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const listener = useRef(onWatch);
  const [hasFailed, setHasFailed] = useState(false);
  useEffect(() => {
    listener.current = onWatch;
  }, [onWatch]);

  useEffect(() => {
    const iframe = frame.current;
    if (iframe === null) return;
    const watched = new WatchedSeconds();
    let player: YouTubePlayer | null = null;
    let poll: number | undefined;
    let detach: (() => void) | undefined;
    let isActive = true;
    const fail = () => {
      if (isActive) setHasFailed(true);
    };
    const readyTimer = window.setTimeout(fail, YOUTUBE_API_TIMEOUT_MS);
    const send = (isPause: boolean) => {
      const duration = player?.getDuration() ?? 0;
      if (duration > 0) listener.current?.(toWatch(watched, duration, isPause));
    };
    const stopPolling = () => {
      window.clearInterval(poll);
      poll = undefined;
    };
    attachYouTubePlayer(iframe, {
      onReady: (ready) => {
        window.clearTimeout(readyTimer);
        player = ready;
      },
      onState: (state) => {
        if (state === YOUTUBE_STATE.playing) {
          stopPolling();
          poll = window.setInterval(() => {
            if (player === null) return;
            watched.sample(player.getCurrentTime());
            send(false);
          }, YOUTUBE_POLL_MS);
          return;
        }
        stopPolling();
        if (player !== null) watched.sample(player.getCurrentTime());
        watched.interrupt();
        if (state === YOUTUBE_STATE.paused || state === YOUTUBE_STATE.ended) send(true);
      },
      onError: fail,
    })
      .then((detachPlayer) => {
        if (isActive) detach = detachPlayer;
        else detachPlayer();
      })
      .catch(fail);
    return () => {
      isActive = false;
      window.clearTimeout(readyTimer);
      stopPolling();
      detach?.();
    };
  }, [embedUrl]);

  if (hasFailed) return <VideoFallback href={watchUrl} title={t`Video: ${title}`} />;
  const origin = encodeURIComponent(window.location.origin);
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
      <iframe
        ref={frame}
        src={`${embedUrl}?enablejsapi=1&origin=${origin}`}
        title={t`Video: ${title}`}
        className="h-full w-full"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}

/** Any other link, in the browser's own player, measured through its media events. */
function FileVideo({ url, title, onWatch }: { url: string; title: string; onWatch?: WatchListener }) {
  const { t } = useLingui();
  const watched = useRef(new WatchedSeconds());
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) return <VideoFallback href={url} title={t`Video: ${title}`} />;
  const send = (video: HTMLVideoElement, isPause: boolean) => {
    if (Number.isFinite(video.duration) && video.duration > 0)
      onWatch?.(toWatch(watched.current, video.duration, isPause));
  };
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
      {/* Lessons carry a video link only; the course data has no caption files to offer yet. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        src={url}
        controls
        preload="metadata"
        title={t`Video: ${title}`}
        className="h-full w-full"
        onTimeUpdate={(event) => {
          if (event.currentTarget.paused) return;
          watched.current.sample(event.currentTarget.currentTime);
          send(event.currentTarget, false);
        }}
        onSeeking={() => watched.current.interrupt()}
        onPause={(event) => {
          watched.current.sample(event.currentTarget.currentTime);
          watched.current.interrupt();
          send(event.currentTarget, true);
        }}
        onEnded={(event) => {
          watched.current.sample(event.currentTarget.currentTime);
          watched.current.interrupt();
          send(event.currentTarget, true);
        }}
        onError={() => setHasFailed(true)}
      >
        <a href={url}>
          <Trans>Download the video of {title}</Trans>
        </a>
      </video>
    </div>
  );
}

/**
 * The lesson's video: YouTube through its privacy-enhanced embed, any other link in the browser's
 * player. While it plays, `onWatch` hears how much of it was seen (issue #17); a video that cannot
 * load shows a link to open it instead of a broken frame.
 */
export function LessonVideo({ lesson, onWatch }: { lesson: LessonView; onWatch?: WatchListener }) {
  const title = lesson.title;
  if (lesson.video_url === null) {
    return (
      <div className="grid aspect-video place-items-center rounded-2xl bg-slate-800 p-6 text-center text-white">
        <p className="flex items-center gap-2">
          <VideoOff aria-hidden="true" className="h-5 w-5" />
          <Trans>This lesson has no video: read it below.</Trans>
        </p>
      </div>
    );
  }
  const source = toVideoSource(lesson.video_url);
  return source.kind === 'youtube' ? (
    <YouTubeVideo
      key={source.embedUrl}
      embedUrl={source.embedUrl}
      watchUrl={source.watchUrl}
      title={title}
      onWatch={onWatch}
    />
  ) : (
    <FileVideo key={source.url} url={source.url} title={title} onWatch={onWatch} />
  );
}

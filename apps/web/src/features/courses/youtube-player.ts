/**
 * The part of YouTube's IFrame Player API the course player uses: attach to the lesson's embed,
 * read the playback position and length, and hear about playing, pausing, ending and errors.
 * The API script is loaded lazily, once, and only by the player page.
 */

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';
/** With no answer by then (offline, blocked), the lesson shows its fallback link. */
export const YOUTUBE_API_TIMEOUT_MS = 10_000;

/** YT.PlayerState values. */
export const YOUTUBE_STATE = { ended: 0, playing: 1, paused: 2, buffering: 3 } as const;

export type YouTubePlayer = {
  getCurrentTime(): number;
  getDuration(): number;
  destroy(): void;
};

type YouTubeNamespace = {
  Player: new (
    element: HTMLIFrameElement,
    options: {
      events: {
        onReady?: () => void;
        onStateChange?: (event: { data: number }) => void;
        onError?: (event: { data: number }) => void;
      };
    },
  ) => YouTubePlayer;
};

type YouTubeWindow = Window & {
  YT?: Partial<YouTubeNamespace>;
  onYouTubeIframeAPIReady?: () => void;
};

let loading: Promise<YouTubeNamespace> | null = null;

/** Loads the IFrame Player API once; rejects when the script cannot load in time. */
export function loadYouTubeApi(win: YouTubeWindow = window): Promise<YouTubeNamespace> {
  if (win.YT?.Player) return Promise.resolve(win.YT as YouTubeNamespace);
  if (loading !== null) return loading;
  loading = new Promise<YouTubeNamespace>((resolve, reject) => {
    // Codes, not sentences: the player shows its fallback whatever the reason.
    const fail = (reason: string) => {
      loading = null;
      reject(new Error(reason));
    };
    const timer = win.setTimeout(() => fail('youtube-api-timeout'), YOUTUBE_API_TIMEOUT_MS);
    const previous = win.onYouTubeIframeAPIReady;
    win.onYouTubeIframeAPIReady = () => {
      previous?.();
      win.clearTimeout(timer);
      if (win.YT?.Player) resolve(win.YT as YouTubeNamespace);
      else fail('youtube-api-without-player');
    };
    const script = win.document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      win.clearTimeout(timer);
      script.remove();
      fail('youtube-api-unavailable');
    };
    win.document.head.append(script);
  });
  return loading;
}

/** Forgets a failed or finished load (tests). */
export function resetYouTubeApi() {
  loading = null;
}

export type YouTubeEvents = {
  onReady: (player: YouTubePlayer) => void;
  onState: (state: number) => void;
  onError: () => void;
};

/** Attaches the API to an embed made with `enablejsapi=1`; the returned function detaches it. */
export async function attachYouTubePlayer(
  iframe: HTMLIFrameElement,
  events: YouTubeEvents,
  load: () => Promise<YouTubeNamespace> = loadYouTubeApi,
): Promise<() => void> {
  const YT = await load();
  const player: YouTubePlayer = new YT.Player(iframe, {
    events: {
      onReady: () => events.onReady(player),
      onStateChange: (event) => events.onState(event.data),
      onError: () => events.onError(),
    },
  });
  return () => player.destroy();
}

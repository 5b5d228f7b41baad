export type VideoSource =
  | {
      kind: 'youtube';
      id: string;
      embedUrl: string;
      /** Where the fallback sends the student when the embed cannot load. */
      watchUrl: string;
    }
  | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function readYouTubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be' || host === 'www.youtu.be') return url.pathname.slice(1).split('/')[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' ? (id ?? null) : null;
}

/**
 * How to play a lesson's video link: YouTube links through the privacy-enhanced embed (the only
 * YouTube frame the page policy allows), anything else in the browser's own player.
 */
export function toVideoSource(link: string): VideoSource {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return { kind: 'file', url: link };
  }
  const id = readYouTubeId(url);
  if (id !== null && YOUTUBE_ID.test(id)) {
    return {
      kind: 'youtube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
      watchUrl: `https://www.youtube.com/watch?v=${id}`,
    };
  }
  return { kind: 'file', url: link };
}

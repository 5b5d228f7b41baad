import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachYouTubePlayer,
  loadYouTubeApi,
  resetYouTubeApi,
  YOUTUBE_API_TIMEOUT_MS,
  YOUTUBE_API_URL,
} from './youtube-player';
import { WatchedSeconds } from './watched-seconds';

type TestWindow = Parameters<typeof loadYouTubeApi>[0];

afterEach(() => {
  resetYouTubeApi();
  vi.useRealTimers();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete (window as { YT?: unknown }).YT;
  delete (window as { onYouTubeIframeAPIReady?: unknown }).onYouTubeIframeAPIReady;
});

const scriptOf = () => document.head.querySelector<HTMLScriptElement>(`script[src="${YOUTUBE_API_URL}"]`);

describe('loadYouTubeApi', () => {
  it('adds the API script once and resolves when YouTube calls back', async () => {
    const win = window as TestWindow & { YT?: unknown; onYouTubeIframeAPIReady?: () => void };
    const first = loadYouTubeApi(win);
    const second = loadYouTubeApi(win);
    expect(document.head.querySelectorAll(`script[src="${YOUTUBE_API_URL}"]`)).toHaveLength(1);
    const Player = vi.fn();
    win.YT = { Player };
    win.onYouTubeIframeAPIReady?.();
    await expect(first).resolves.toEqual({ Player });
    await expect(second).resolves.toEqual({ Player });
  });

  it('rejects when the script cannot load (offline, blocked), and tries again next time', async () => {
    const loading = loadYouTubeApi();
    scriptOf()!.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow('youtube-api-unavailable');
    expect(scriptOf()).toBeNull();
    void loadYouTubeApi().catch(() => undefined);
    expect(scriptOf()).not.toBeNull();
  });

  it('rejects when YouTube does not answer in time', async () => {
    vi.useFakeTimers();
    const loading = loadYouTubeApi();
    vi.advanceTimersByTime(YOUTUBE_API_TIMEOUT_MS);
    await expect(loading).rejects.toThrow('youtube-api-timeout');
  });
});

describe('attachYouTubePlayer', () => {
  it('passes on readiness, state changes and errors, and detaches by destroying the player', async () => {
    const destroy = vi.fn();
    let options: { events: Record<string, (event?: { data: number }) => void> } | undefined;
    const Player = vi.fn(function (this: object, _frame: HTMLIFrameElement, given: typeof options) {
      options = given;
      return { getCurrentTime: () => 12, getDuration: () => 300, destroy };
    });
    const events = { onReady: vi.fn(), onState: vi.fn(), onError: vi.fn() };
    const iframe = document.createElement('iframe');
    const detach = await attachYouTubePlayer(iframe, events, () =>
      Promise.resolve({ Player } as unknown as Awaited<ReturnType<typeof loadYouTubeApi>>),
    );
    expect(Player).toHaveBeenCalledWith(iframe, expect.any(Object));
    options!.events.onReady!();
    expect(events.onReady.mock.calls[0]![0].getDuration()).toBe(300);
    options!.events.onStateChange!({ data: 1 });
    expect(events.onState).toHaveBeenCalledWith(1);
    options!.events.onError!({ data: 150 });
    expect(events.onError).toHaveBeenCalled();
    detach();
    expect(destroy).toHaveBeenCalled();
  });
});

describe('WatchedSeconds', () => {
  it('counts each second played once, and nothing for a seek', () => {
    const watched = new WatchedSeconds();
    for (let position = 0; position <= 10; position += 0.25) watched.sample(position);
    expect(watched.count).toBe(11);
    // Watching the same part again adds nothing.
    watched.interrupt();
    for (let position = 2; position <= 6; position += 0.25) watched.sample(position);
    expect(watched.count).toBe(11);
    // A jump ahead is a seek: the skipped part does not count.
    watched.sample(200);
    watched.sample(201);
    expect(watched.count).toBe(13);
  });

  it('counts at double speed too, sampled twice a second', () => {
    const watched = new WatchedSeconds();
    for (let position = 0; position <= 20; position += 1) watched.sample(position);
    expect(watched.count).toBe(21);
  });
});

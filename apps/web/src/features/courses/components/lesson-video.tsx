import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonView } from '@vidya/contract';
import { VideoOff } from 'lucide-react';
import { toVideoSource } from '../video-source';

/** The lesson's video: YouTube through its privacy-enhanced embed, any other link in the browser's player. */
export function LessonVideo({ lesson }: { lesson: LessonView }) {
  const { t } = useLingui();
  const title = lesson.title;
  if (lesson.video_url === null) {
    return (
      <div className="grid aspect-video place-items-center rounded-2xl bg-slate-800 p-6 text-center text-white">
        <p className="flex items-center gap-2">
          <VideoOff aria-hidden="true" className="h-5 w-5" />
          <Trans>This lesson has no video.</Trans>
        </p>
      </div>
    );
  }
  const source = toVideoSource(lesson.video_url);
  return (
    <div className="aspect-video overflow-hidden rounded-2xl bg-slate-900">
      {source.kind === 'youtube' ? (
        <iframe
          key={source.embedUrl}
          src={source.embedUrl}
          title={t`Video: ${title}`}
          className="h-full w-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        // Lessons carry a video link only; the course data has no caption files to offer yet.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video key={source.url} src={source.url} controls preload="metadata" className="h-full w-full">
          <a href={source.url}>
            <Trans>Download the video of {title}</Trans>
          </a>
        </video>
      )}
    </div>
  );
}

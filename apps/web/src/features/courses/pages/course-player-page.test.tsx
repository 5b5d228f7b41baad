import type { CourseDetail, LessonCompletionResponse } from '@vidya/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCourseDetail, makeProgress } from '../../../test/course-fixtures';
import type * as YouTubeModule from '../youtube-player';
import { errorReply, stubApi } from '../../../test/fake-server';
import { PROFILE_ROUTES } from '../../../test/profiles';
import { DEMO_USERS, renderApp, signedInAs } from '../../../test/render-app';

// The YouTube IFrame API is a script from the internet: here it never answers, unless a test says.
const youtube = vi.hoisted(() => ({ attach: vi.fn() }));
vi.mock('../youtube-player', async (importOriginal) => ({
  ...(await importOriginal<typeof YouTubeModule>()),
  attachYouTubePlayer: youtube.attach,
}));
beforeEach(() => {
  youtube.attach.mockReset();
  youtube.attach.mockReturnValue(new Promise(() => undefined));
});

const COURSE = makeCourseDetail({ is_enrolled: true });
const LESSONS = COURSE.lesson_list;
const [FIRST, SECOND, THIRD] = [LESSONS[0]!, LESSONS[1]!, LESSONS[2]!];
const PLAYER = '/StudentDashboard/Courses/12/player';

/** A fake server that keeps which lessons the student completed, as the API does. */
function stubPlayer({
  completed = 1,
  watchedPercent = 100,
  course = COURSE,
  routes = {},
}: {
  completed?: number;
  /** How much of every lesson's video the server says was watched. */
  watchedPercent?: number;
  course?: CourseDetail;
  routes?: Parameters<typeof stubApi>[0];
} = {}) {
  const done = new Set(LESSONS.slice(0, completed).map((lesson) => lesson.id));
  const progress = () => makeProgress(COURSE.id, LESSONS, done.size);
  const stub = stubApi({
    ...PROFILE_ROUTES,
    'GET /api/courses/12/': () => ({ body: course }),
    'GET /api/courses/12/progress/': () => ({
      body: {
        ...progress(),
        lessons_progress: LESSONS.map((lesson) => ({
          lesson: lesson.id,
          is_completed: done.has(lesson.id),
          completed_on: done.has(lesson.id) ? '2026-02-12T09:00:00.000Z' : null,
          watched_percent: watchedPercent,
        })),
      },
    }),
    'GET /api/courses/12/resources/': (request) => ({
      body:
        new URL(request.url).searchParams.get('lesson_id') === String(FIRST.id)
          ? [
              {
                id: 1,
                lesson: FIRST.id,
                title: 'Cheat sheet (PDF)',
                url: 'https://files.example.com/cheat-sheet.pdf',
              },
            ]
          : [],
    }),
    [`POST /api/courses/lessons/${FIRST.id}/complete/`]: () => complete(FIRST.id),
    [`POST /api/courses/lessons/${SECOND.id}/complete/`]: () => complete(SECOND.id),
    [`POST /api/courses/lessons/${THIRD.id}/complete/`]: () => complete(THIRD.id),
    ...routes,
  });
  function complete(id: number): { body: LessonCompletionResponse } {
    done.add(id);
    const isDone = done.size === LESSONS.length;
    return {
      body: {
        lesson_completed: true,
        course_progress: Math.round((done.size / LESSONS.length) * 100),
        course_completed: isDone,
        completed_lessons: done.size,
        total_lessons: LESSONS.length,
        certificate_code: isDone ? 'VID-7K2M-Q9XA-4TRE' : null,
      },
    };
  }
  return stub;
}

const openPlayer = (path = PLAYER) => renderApp({ path, session: signedInAs('student') });

const progressBar = () => screen.getByRole('progressbar', { name: 'Progress in Python for Data Science' });

const COMPLETION = 'Congratulations! You have completed Python for Data Science.';

describe('the course player', () => {
  it('resumes at the lesson the server remembers, with the video, ticks and progress', async () => {
    stubPlayer({ completed: 1 });
    openPlayer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: FIRST.title })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByTitle(`Video: ${FIRST.title}`)).toHaveAttribute(
      'src',
      expect.stringMatching(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\/rfscVS0vtbw\?enablejsapi=1&origin=/,
      ),
    );
    expect(progressBar()).toHaveAttribute('aria-valuenow', '33');
    expect(screen.getByText('33% complete')).toBeInTheDocument();
    const list = screen.getByRole('navigation', { name: 'Lessons' });
    expect(within(list).getByRole('link', { name: `1. ${FIRST.title} (completed)` })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(list).getByRole('link', { name: `2. ${SECOND.title}` })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('marks a lesson complete and updates the progress', async () => {
    const { callsTo } = stubPlayer({ completed: 1 });
    const { user } = openPlayer(`${PLAYER}?lesson=${SECOND.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));

    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '67'));
    expect(screen.getByText(/2 of 3 lessons/)).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Lessons' })).getByRole('link', {
        name: `2. ${SECOND.title} (completed)`,
      }),
    ).toBeInTheDocument();
    expect(callsTo(`POST /api/courses/lessons/${SECOND.id}/complete/`)).toHaveLength(1);
    expect(screen.queryByText(COMPLETION)).not.toBeInTheDocument();
  });

  it("shows the spec's fallback when marking complete fails without a reason", async () => {
    stubPlayer({
      routes: { [`POST /api/courses/lessons/${SECOND.id}/complete/`]: () => ({ status: 500, body: {} }) },
    });
    const { user } = openPlayer(`${PLAYER}?lesson=${SECOND.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to mark lesson as complete');
  });

  it('moves between lessons and lists the resources of each, opening in a new tab', async () => {
    stubPlayer({ completed: 0 });
    const { user } = openPlayer();
    const resource = await screen.findByRole('link', { name: 'Cheat sheet (PDF) (opens in a new tab)' });
    expect(resource).toHaveAttribute('href', 'https://files.example.com/cheat-sheet.pdf');
    expect(resource).toHaveAttribute('target', '_blank');
    expect(resource).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(screen.getByRole('link', { name: 'Next lesson' }));
    expect(await screen.findByRole('heading', { level: 2, name: SECOND.title })).toBeInTheDocument();
    expect(await screen.findByText('This lesson has no resources to download.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Previous lesson' }));
    expect(await screen.findByRole('heading', { level: 2, name: FIRST.title })).toBeInTheDocument();
  });

  it('resumes at the lesson last opened on this device', async () => {
    stubPlayer({ completed: 0 });
    const first = openPlayer(`${PLAYER}?lesson=${THIRD.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: THIRD.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(localStorage.getItem('persist:courses')).toContain(`${DEMO_USERS.student.id}:12\\":${THIRD.id}`),
    );
    first.unmount();

    openPlayer();
    expect(await screen.findByRole('heading', { level: 2, name: THIRD.title })).toBeInTheDocument();
  });

  it('tells a student who is not enrolled how to get in', async () => {
    stubPlayer({
      routes: {
        'GET /api/courses/12/progress/': () =>
          errorReply(403, 'Enroll in this course to open its lessons.', { code: 'not_enrolled' }),
      },
    });
    openPlayer();
    expect(await screen.findByText('Enroll in this course to open its lessons.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the course and enroll' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Courses/12-python-for-data-science',
    );
  });

  it('saves a rating and review', async () => {
    const { callsTo } = stubPlayer({
      routes: {
        'POST /api/courses/12/submit-review/': () => ({
          status: 201,
          body: {
            id: 9,
            student_name: 'Asha Verma',
            rating: 4,
            comment: 'Very practical.',
            created_at: '2026-03-01T10:00:00.000Z',
          },
        }),
      },
    });
    const { user } = openPlayer();
    await user.click(await screen.findByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Choose a rating from 1 to 5 stars.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Very practical.');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText('Thank you! Your review is published.')).toBeInTheDocument();
    expect(await callsTo('POST /api/courses/12/submit-review/')[0]!.json()).toEqual({
      rating: 4,
      comment: 'Very practical.',
    });
  });
});

describe('finishing a course', () => {
  it('shows the completion message with the certificate after the last lesson', async () => {
    stubPlayer({ completed: 2 });
    const { user } = openPlayer(`${PLAYER}?lesson=${THIRD.id}`);
    expect(await screen.findByRole('heading', { level: 2, name: THIRD.title })).toBeInTheDocument();
    expect(screen.queryByText(COMPLETION)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    expect(await screen.findByText(COMPLETION)).toBeInTheDocument();
    expect(screen.getByText(/code VID-7K2M-Q9XA-4TRE/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
      'href',
      '/StudentDashboard/Certificates',
    );
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '100'));
  });

  it('shows the completion message only once per course, even after a reload', async () => {
    stubPlayer({ completed: 3 });
    const first = openPlayer();
    expect(await screen.findByText(COMPLETION)).toBeInTheDocument();
    await waitFor(() =>
      expect(localStorage.getItem('persist:courses')).toContain(`${DEMO_USERS.student.id}:12`),
    );
    first.unmount();

    // A reload: a new store that reads back what the browser remembered.
    openPlayer();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(progressBar()).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.queryByText(COMPLETION)).not.toBeInTheDocument();
  });
});

describe('earning a lesson (issue #17)', () => {
  it('keeps Mark as complete unavailable, and says why, until enough of the video was watched', async () => {
    const { callsTo } = stubPlayer({ completed: 0, watchedPercent: 40 });
    const { user } = openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    const button = await screen.findByRole('button', { name: 'Mark as complete' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(
      'You have watched 40% of this video. Mark as complete becomes available once you have watched 90%.',
    );
    expect(screen.getByRole('progressbar', { name: 'Share of this video watched' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await user.click(button);
    expect(callsTo(`POST /api/courses/lessons/${FIRST.id}/complete/`)).toHaveLength(0);
  });

  it('opens Mark as complete once the threshold is reached', async () => {
    const { callsTo } = stubPlayer({ completed: 0, watchedPercent: 92 });
    const { user } = openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    const button = await screen.findByRole('button', { name: 'Mark as complete' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveAccessibleDescription(
      'You have watched 92% of this video. You can mark the lesson complete.',
    );
    await user.click(button);
    await waitFor(() => expect(callsTo(`POST /api/courses/lessons/${FIRST.id}/complete/`)).toHaveLength(1));
  });

  it('a course without the rule completes a video lesson at once', async () => {
    const { callsTo } = stubPlayer({
      completed: 0,
      watchedPercent: 0,
      course: { ...COURSE, watch_threshold_percent: 0 },
    });
    const { user } = openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    await waitFor(() => expect(callsTo(`POST /api/courses/lessons/${FIRST.id}/complete/`)).toHaveLength(1));
    expect(
      screen.queryByRole('progressbar', { name: 'Share of this video watched' }),
    ).not.toBeInTheDocument();
  });

  it('a lesson without video completes after the student confirms reading it', async () => {
    const reading = { ...SECOND, video_url: null };
    const { callsTo } = stubPlayer({
      completed: 1,
      watchedPercent: 0,
      course: { ...COURSE, lesson_list: [FIRST, reading, THIRD] },
    });
    const { user } = openPlayer(`${PLAYER}?lesson=${SECOND.id}`);
    expect(await screen.findByText('This lesson has no video: read it below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    const question = screen.getByRole('group', { name: `Have you read “${SECOND.title}” to the end?` });
    const yes = within(question).getByRole('button', { name: 'Yes, I have read it' });
    expect(yes).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Not yet' }));
    expect(callsTo(`POST /api/courses/lessons/${SECOND.id}/complete/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Mark as complete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, I have read it' }));
    await waitFor(() => expect(callsTo(`POST /api/courses/lessons/${SECOND.id}/complete/`)).toHaveLength(1));
    expect(await screen.findByText('Completed')).toBeInTheDocument();
  });

  it('reports distinct seconds of a playing video file when it pauses', async () => {
    const file = { ...FIRST, video_url: 'https://cdn.example.com/lessons/intro.webm' };
    const { callsTo } = stubPlayer({
      completed: 0,
      watchedPercent: 0,
      course: { ...COURSE, lesson_list: [file, SECOND, THIRD] },
      routes: {
        [`POST /api/courses/lessons/${FIRST.id}/watch-progress/`]: () => ({
          body: { lesson: FIRST.id, watched_percent: 5, threshold_percent: 90, can_complete: false },
        }),
      },
    });
    openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    const video = await screen.findByTitle(`Video: ${FIRST.title}`);
    let position = 0;
    Object.defineProperty(video, 'duration', { value: 120 });
    Object.defineProperty(video, 'paused', { get: () => false, configurable: true });
    Object.defineProperty(video, 'currentTime', { get: () => position, configurable: true });
    for (position = 0; position <= 6; position += 0.5) fireEvent.timeUpdate(video);
    // A seek ahead counts nothing.
    fireEvent.seeking(video);
    position = 100;
    fireEvent.timeUpdate(video);
    fireEvent.pause(video);

    const reports = () => callsTo(`POST /api/courses/lessons/${FIRST.id}/watch-progress/`);
    // The first sample is sent at once (it starts the server's clock), the pause with its count.
    await waitFor(() => expect(reports()).toHaveLength(2));
    expect(await reports()[0]!.json()).toEqual({ watched_seconds: 0, duration_seconds: 120 });
    expect(await reports()[1]!.json()).toEqual({ watched_seconds: 7, duration_seconds: 120 });
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Share of this video watched' })).toHaveAttribute(
        'aria-valuenow',
        '5',
      ),
    );
  });

  it('shows a link to open a YouTube video that cannot load, not a broken frame', async () => {
    youtube.attach.mockRejectedValue(new Error('youtube-api-unavailable'));
    stubPlayer({ completed: 0, watchedPercent: 0 });
    openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    expect(await screen.findByText('The video could not be loaded here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=rfscVS0vtbw',
    );
    expect(screen.queryByTitle(`Video: ${FIRST.title}`)).not.toBeInTheDocument();
  });

  it('shows a link to open a video file that cannot load', async () => {
    const file = { ...FIRST, video_url: 'https://cdn.example.com/lessons/missing.webm' };
    stubPlayer({ completed: 0, course: { ...COURSE, lesson_list: [file, SECOND, THIRD] } });
    openPlayer(`${PLAYER}?lesson=${FIRST.id}`);
    fireEvent.error(await screen.findByTitle(`Video: ${FIRST.title}`));
    expect(await screen.findByRole('link', { name: 'Open the video in a new tab' })).toHaveAttribute(
      'href',
      'https://cdn.example.com/lessons/missing.webm',
    );
  });
});

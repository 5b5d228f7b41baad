import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCourse, makeCourseDetail } from '../../../test/course-fixtures';
import { errorReply, stubApi } from '../../../test/fake-server';
import { renderApp, signedInAs } from '../../../test/render-app';

const CREATED = makeCourse({
  id: 44,
  slug: 'machine-learning-basics',
  title: 'Machine Learning Basics',
  is_active: false,
});
const DETAIL = makeCourseDetail({ is_enrolled: false });
const ADMIN_DETAIL = {
  ...DETAIL,
  lesson_list: DETAIL.lesson_list.map((lesson) => ({ ...lesson, video_url: 'https://youtu.be/rfscVS0vtbw' })),
};

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const admin = signedInAs('admin');

async function fillNewCourse(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Machine Learning Basics');
  await user.type(
    screen.getByRole('textbox', { name: 'Description' }),
    'Regression, classification and evaluation with scikit-learn.',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Artificial Intelligence');
  await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '1499');
  await user.type(screen.getByRole('spinbutton', { name: 'Original price (₹)' }), '10990');
}

describe('adding a course', () => {
  it("shows the server's field errors next to the fields", async () => {
    stubApi({
      'POST /api/admin-portal/courses/': () =>
        errorReply(400, 'Check the highlighted fields.', {
          errors: { title: ['A course with this title already exists.'] },
        }),
    });
    const { user, router } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    await user.click(screen.getByRole('button', { name: 'Create course' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription('A course with this title already exists.'),
    );
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    // The same words as a refused update (spec §8): create and update take one path.
    expect(screen.getByRole('alert')).toHaveTextContent('Server validation error');
    expect(router.state.location.pathname).toBe('/AdminDashboard/AddCourse');
  });

  it('says what the server refused in a field the form does not show', async () => {
    stubApi({
      'POST /api/admin-portal/courses/': () =>
        errorReply(400, 'Invalid input', { errors: { slug: ['This address is taken.'] } }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    await user.click(screen.getByRole('button', { name: 'Create course' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Server validation error',
      'This address is taken.',
    ]);
  });

  it('checks the prices before sending', async () => {
    const { callsTo } = stubApi({});
    const { user } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    await user.clear(screen.getByRole('spinbutton', { name: 'Original price (₹)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Original price (₹)' }), '999');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('The original price cannot be below the price.')).toBeInTheDocument();
    expect(callsTo('POST /api/admin-portal/courses/')).toHaveLength(0);
  });

  it('creates the course, uploads its image and opens it to add lessons', async () => {
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    const { callsTo } = stubApi({
      'POST /api/admin-portal/courses/': () => ({ status: 201, body: CREATED }),
      'PATCH /api/courses/44/update/': () => ({ body: { ...CREATED, image: '/media/courses/ml.png' } }),
      'GET /api/courses/44/': () => ({ body: { ...makeCourseDetail({ ...CREATED }), lesson_list: [] } }),
      'GET /api/courses/44/resources/': () => ({ body: [] }),
    });
    const { user, router } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'ml.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Course image'), image);
    expect(screen.getByRole('img', { name: 'Preview of the chosen image' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Instructor' }),
      'Dr. Kavita Joshi teaches machine learning.',
    );
    await user.click(screen.getByRole('button', { name: 'Create course' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/AdminDashboard/EditCourse/44'));
    expect(await screen.findByText('Course created. Add its lessons below.')).toBeInTheDocument();
    expect(await callsTo('POST /api/admin-portal/courses/')[0]!.json()).toEqual({
      title: 'Machine Learning Basics',
      description: 'Regression, classification and evaluation with scikit-learn.',
      category: 'Artificial Intelligence',
      price: 1499,
      original_price: 10990,
      is_active: false,
      is_featured: false,
      watch_threshold_percent: 90,
      instructor: 'Dr. Kavita Joshi teaches machine learning.',
    });
    const upload = callsTo('PATCH /api/courses/44/update/')[0]!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect(await upload.text()).toMatch(/name="image".*\r\nContent-Type: image\/png/s);
  });

  it('a free course does not ask for an original price, and sends 0', async () => {
    const { callsTo } = stubApi({
      'POST /api/admin-portal/courses/': () => ({ status: 201, body: { ...CREATED, price: 0 } }),
      'GET /api/courses/44/': () => ({ body: { ...makeCourseDetail({ ...CREATED }), lesson_list: [] } }),
      'GET /api/courses/44/resources/': () => ({ body: [] }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Machine Learning Basics');
    await user.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'Regression, classification and evaluation with scikit-learn.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Artificial Intelligence');
    expect(screen.getByRole('spinbutton', { name: 'Original price (₹)' })).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Price (₹)' }), '0');
    expect(screen.queryByRole('spinbutton', { name: 'Original price (₹)' })).not.toBeInTheDocument();
    const threshold = screen.getByRole('spinbutton', { name: 'Share of each video to watch (%)' });
    expect(threshold).toHaveValue(90);
    await user.clear(threshold);
    await user.type(threshold, '0');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(callsTo('POST /api/admin-portal/courses/')).toHaveLength(1));
    expect(await callsTo('POST /api/admin-portal/courses/')[0]!.json()).toMatchObject({
      price: 0,
      original_price: 0,
      watch_threshold_percent: 0,
    });
  });

  it('refuses a share of video above 100 before sending', async () => {
    const { callsTo } = stubApi({});
    const { user } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    const threshold = screen.getByRole('spinbutton', { name: 'Share of each video to watch (%)' });
    await user.clear(threshold);
    await user.type(threshold, '120');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    await waitFor(() =>
      expect(threshold).toHaveAccessibleDescription(
        'A lesson with a video can be marked complete once the student has watched this much of it. 0 turns the rule off. Enter a whole number from 0 to 100.',
      ),
    );
    expect(callsTo('POST /api/admin-portal/courses/')).toHaveLength(0);
  });

  it('refuses an image the server would refuse, before sending anything', async () => {
    const { callsTo } = stubApi({});
    const { user } = renderApp({ path: '/AdminDashboard/AddCourse', session: admin });
    await fillNewCourse(user);
    const input = screen.getByLabelText('Course image');
    // The picker offers PNG, JPEG and WebP only, but a browser still lets a person choose another file.
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'anim.gif', { type: 'image/gif' })] } });
    expect(input).toHaveAccessibleDescription(
      'Upload a PNG, JPEG or WebP image of at most 3 MB. Upload a PNG, JPEG or WebP image of at most 3 MB.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Create course' }));
    expect(callsTo('POST /api/admin-portal/courses/')).toHaveLength(0);
  });
});

describe('editing a course', () => {
  function stubEdit(routes: Parameters<typeof stubApi>[0] = {}) {
    return stubApi({
      'GET /api/courses/12/': () => ({ body: ADMIN_DETAIL }),
      'GET /api/courses/12/resources/': () => ({
        body: [{ id: 5, lesson: 1201, title: 'Slides', url: 'https://files.example.com/slides.pdf' }],
      }),
      ...routes,
    });
  }

  it("says 'Server validation error' and keeps the server's field errors when an update is refused", async () => {
    stubEdit({
      'PUT /api/courses/12/update/': () =>
        errorReply(400, 'The original price cannot be below the price.', {
          errors: { original_price: ['The original price cannot be below the price.'] },
        }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const price = await screen.findByRole('spinbutton', { name: 'Price (₹)' });
    expect(price).toHaveValue(1499);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Server validation error');
    expect(screen.getByRole('spinbutton', { name: 'Original price (₹)' })).toHaveAccessibleDescription(
      'Shown struck through next to the price. The original price cannot be below the price.',
    );
  });

  it("shows the spec's fallback when an update fails without a reason", async () => {
    stubEdit({ 'PUT /api/courses/12/update/': () => ({ status: 500, body: {} }) });
    const { user } = renderApp({
      path: '/AdminDashboard/EditCourse/12',
      session: admin,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Course' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update course');
  });

  it('saves the details', async () => {
    const { callsTo } = stubEdit({
      'PUT /api/courses/12/update/': () => ({ body: makeCourse({ title: 'Python for Data Analysis' }) }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Python for Data Analysis');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Course details saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/courses/12/update/')[0]!.json()).toMatchObject({
      title: 'Python for Data Analysis',
    });
  });

  it('lists the lessons with their resources and moves a lesson down', async () => {
    const { callsTo } = stubEdit({
      'POST /api/courses/12/lessons/reorder/': () => ({ body: ADMIN_DETAIL.lesson_list }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lessons (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Slides (opens in a new tab)' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: `Move ${ADMIN_DETAIL.lesson_list[0]!.title} up` }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: `Move ${ADMIN_DETAIL.lesson_list[0]!.title} down` }));
    await waitFor(() => expect(callsTo('POST /api/courses/12/lessons/reorder/')).toHaveLength(1));
    expect(await callsTo('POST /api/courses/12/lessons/reorder/')[0]!.json()).toEqual({
      lesson_ids: [1202, 1201, 1203],
    });
  });

  it('puts an order clash next to the order field when adding a lesson', async () => {
    const clash =
      'Another lesson of this course already has order 2. Choose another number or reorder the lessons.';
    stubEdit({
      'POST /api/courses/lessons/create/': () =>
        errorReply(409, clash, { code: 'lesson_order_taken', errors: { order: [clash] } }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const form = (await screen.findByRole('heading', { level: 3, name: 'Add a lesson' })).parentElement!;
    await user.type(within(form).getByRole('textbox', { name: 'Lesson title' }), 'Feature engineering');
    await user.type(
      within(form).getByRole('textbox', { name: 'Video link' }),
      'https://www.youtube.com/watch?v=rfscVS0vtbw',
    );
    const order = within(form).getByRole('spinbutton', { name: 'Order' });
    expect(order).toHaveValue(4);
    await user.clear(order);
    await user.type(order, '2');
    await user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(order).toHaveAccessibleDescription(clash));
  });

  it("shows the course's watch rule and saves a change to it", async () => {
    const { callsTo } = stubEdit({
      'GET /api/courses/12/': () => ({ body: { ...ADMIN_DETAIL, watch_threshold_percent: 75 } }),
      'PUT /api/courses/12/update/': () => ({ body: makeCourse() }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const threshold = await screen.findByRole('spinbutton', { name: 'Share of each video to watch (%)' });
    expect(threshold).toHaveValue(75);
    await user.clear(threshold);
    await user.type(threshold, '80');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Course details saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/courses/12/update/')[0]!.json()).toMatchObject({
      watch_threshold_percent: 80,
    });
    expect(threshold).toHaveValue(80);
  });

  it('deletes a lesson after confirming, and shows why a completed one is kept', async () => {
    const [first, second] = ADMIN_DETAIL.lesson_list;
    const kept =
      '1 student has completed this lesson, so it counts in their progress and certificates and cannot be deleted. Edit it instead.';
    const { callsTo } = stubEdit({
      [`DELETE /api/courses/lessons/${first!.id}/delete/`]: () =>
        errorReply(409, kept, { code: 'lesson_completed_by_students' }),
      [`DELETE /api/courses/lessons/${second!.id}/delete/`]: () => ({
        body: { detail: `Lesson "${second!.title}" deleted.` },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });

    await user.click(await screen.findByRole('button', { name: `Delete: ${first!.title}` }));
    let dialog = screen.getByRole('dialog', { name: 'Delete this lesson?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete lesson' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(kept);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Delete: ${second!.title}` }));
    dialog = screen.getByRole('dialog', { name: 'Delete this lesson?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete lesson' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(`DELETE /api/courses/lessons/${second!.id}/delete/`)).toHaveLength(1);
  });

  it('adds a lesson without video: an empty link is sent as none', async () => {
    const { callsTo } = stubEdit({
      'POST /api/courses/lessons/create/': () => ({
        status: 201,
        body: {
          id: 1299,
          course: 12,
          title: 'Reading list',
          description: '',
          order: 4,
          video_url: null,
          duration_seconds: null,
        },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const form = (await screen.findByRole('heading', { level: 3, name: 'Add a lesson' })).parentElement!;
    await user.type(within(form).getByRole('textbox', { name: 'Lesson title' }), 'Reading list');
    await user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(callsTo('POST /api/courses/lessons/create/')).toHaveLength(1));
    expect(await callsTo('POST /api/courses/lessons/create/')[0]!.json()).toMatchObject({
      title: 'Reading list',
      video_url: null,
      order: 4,
      duration_seconds: null,
    });
  });

  it('adds a lesson with its length, and says how to write a length it cannot read', async () => {
    const { callsTo } = stubEdit({
      'POST /api/courses/lessons/create/': () => ({
        status: 201,
        body: {
          id: 1299,
          course: 12,
          title: 'Model evaluation',
          description: '',
          order: 4,
          video_url: null,
          duration_seconds: 750,
        },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const form = (await screen.findByRole('heading', { level: 3, name: 'Add a lesson' })).parentElement!;
    await user.type(within(form).getByRole('textbox', { name: 'Lesson title' }), 'Model evaluation');
    const length = within(form).getByRole('textbox', { name: 'Length' });
    await user.type(length, '12:75');
    await user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() =>
      expect(length).toHaveAccessibleDescription(
        expect.stringContaining(
          'Enter the length as minutes:seconds (12:30) or hours:minutes:seconds (1:05:00), at most 99:59:59.',
        ),
      ),
    );
    expect(callsTo('POST /api/courses/lessons/create/')).toHaveLength(0);
    await user.clear(length);
    await user.type(length, '12:30');
    await user.click(within(form).getByRole('button', { name: 'Add lesson' }));
    await waitFor(() => expect(callsTo('POST /api/courses/lessons/create/')).toHaveLength(1));
    expect(await callsTo('POST /api/courses/lessons/create/')[0]!.json()).toMatchObject({
      title: 'Model evaluation',
      duration_seconds: 750,
    });
  });

  it('reads a direct video file’s length into the form, and says when a link tells none', async () => {
    const createElement = document.createElement.bind(document);
    const videos: HTMLVideoElement[] = [];
    vi.spyOn(document, 'createElement').mockImplementation(
      (name: string, options?: ElementCreationOptions) => {
        const element = createElement(name, options);
        if (name === 'video') videos.push(element as HTMLVideoElement);
        return element;
      },
    );
    stubEdit();
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const form = (await screen.findByRole('heading', { level: 3, name: 'Add a lesson' })).parentElement!;
    await user.type(
      within(form).getByRole('textbox', { name: 'Video link' }),
      'https://media.example.com/lessons/intro.mp4',
    );
    await user.click(within(form).getByRole('button', { name: 'Read the length from the video file' }));
    await waitFor(() => expect(videos).toHaveLength(1));
    const video = videos[0]!;
    expect(video.src).toBe('https://media.example.com/lessons/intro.mp4');
    Object.defineProperty(video, 'duration', { value: 754.4 });
    video.dispatchEvent(new Event('loadedmetadata'));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Length' })).toHaveValue('12:34'));

    const link = within(form).getByRole('textbox', { name: 'Video link' });
    await user.clear(link);
    await user.type(link, 'https://www.youtube.com/watch?v=rfscVS0vtbw');
    await user.click(within(form).getByRole('button', { name: 'Read the length from the video file' }));
    await waitFor(() => expect(videos).toHaveLength(2));
    videos[1]!.dispatchEvent(new Event('error'));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'The length could not be read from this link',
    );
    // What was read before stays.
    expect(within(form).getByRole('textbox', { name: 'Length' })).toHaveValue('12:34');
  });

  it("shows a lesson's length and the course's instructor for editing, and clears them", async () => {
    const [first] = ADMIN_DETAIL.lesson_list;
    const { callsTo } = stubEdit({
      'GET /api/courses/12/': () => ({
        body: {
          ...ADMIN_DETAIL,
          instructor: 'Dr. Vikram Iyer',
          lesson_list: ADMIN_DETAIL.lesson_list.map((lesson, index) => ({
            ...lesson,
            duration_seconds: index === 0 ? 3_905 : null,
          })),
        },
      }),
      'PUT /api/courses/12/update/': () => ({ body: makeCourse() }),
      [`PUT /api/courses/lessons/${first!.id}/update/`]: () => ({
        body: { ...first!, duration_seconds: null },
      }),
    });
    const { user } = renderApp({ path: '/AdminDashboard/EditCourse/12', session: admin });
    const instructor = await screen.findByRole('textbox', { name: 'Instructor' });
    expect(instructor).toHaveValue('Dr. Vikram Iyer');
    await user.clear(instructor);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Course details saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/courses/12/update/')[0]!.json()).toMatchObject({ instructor: null });

    await user.click(screen.getByRole('button', { name: `Edit: ${first!.title}` }));
    const length = await screen.findByDisplayValue('1:05:05');
    await user.clear(length);
    await user.click(screen.getByRole('button', { name: 'Save lesson' }));
    await waitFor(() => expect(callsTo(`PUT /api/courses/lessons/${first!.id}/update/`)).toHaveLength(1));
    expect(await callsTo(`PUT /api/courses/lessons/${first!.id}/update/`)[0]!.json()).toMatchObject({
      duration_seconds: null,
    });
  });

  it('says so when the course does not exist', async () => {
    stubApi({ 'GET /api/courses/99/': () => errorReply(404, 'Course not found.', { code: 'not_found' }) });
    renderApp({ path: '/AdminDashboard/EditCourse/99', session: admin });
    expect(await screen.findByText('There is no course with this id.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeInTheDocument();
  });
});

import { PROFILE_PHOTO_UPLOAD, type StudentProfile } from '@vidya/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, stubApi, type FakeReply } from '../../test/fake-server';
import { STUDENT_PROFILE } from '../../test/profiles';
import { renderApp, signedInAs } from '../../test/render-app';

const COLLEGES = [
  { id: 2, college_name: 'Government Engineering College, Pune', city: 'Pune', state: 'Maharashtra' },
  { id: 3, college_name: 'Sahyadri Institute of Technology', city: 'Nashik', state: 'Maharashtra' },
];

/** A server holding one student profile that the calls read and change. */
function profileServer(
  initial: StudentProfile = STUDENT_PROFILE,
  overrides: Record<string, () => FakeReply> = {},
) {
  let profile = initial;
  return stubApi({
    'GET /api/students/profile/': () => ({ body: profile }),
    'PUT /api/students/profile/': async (request) => {
      const body = (await request.clone().json()) as Partial<StudentProfile> & { college_id?: number | null };
      const { college_id: collegeId, ...rest } = body;
      profile = { ...profile, ...rest };
      if (collegeId !== undefined) {
        const college = COLLEGES.find((candidate) => candidate.id === collegeId);
        profile = {
          ...profile,
          college: collegeId,
          college_or_university: college?.college_name ?? null,
          is_approved_by_college: false,
        };
      }
      return { body: profile };
    },
    'POST /api/students/profile/photo/': () => {
      profile = { ...profile, photo: '/media/photos/new.png' };
      return { body: profile };
    },
    'DELETE /api/students/profile/photo/': () => {
      profile = { ...profile, photo: null };
      return { body: profile };
    },
    'GET /api/colleges/search/': () => ({ body: COLLEGES }),
    ...overrides,
  });
}

const image = (name: string, type: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type });

/** Choosing a file in the browser's picker, whatever its type (the picker's filter is only a hint). */
const chooseFile = (file: File) =>
  fireEvent.change(screen.getByLabelText('Choose a profile photo'), { target: { files: [file] } });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the student profile page', () => {
  it('shows the name, email, college and its approval', async () => {
    profileServer({ ...STUDENT_PROFILE, headline: 'Final-year B.Tech, Computer Science' });
    renderApp({ path: '/StudentDashboard/Profile', session: signedInAs('student') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Final-year B.Tech, Computer Science')).toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
    expect(screen.getAllByText('Government Engineering College, Pune').length).toBeGreaterThan(0);
    expect(screen.getByText('Approved by your college')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit personal details' })).toHaveAttribute(
      'href',
      '/StudentDashboard/PersonalDetails',
    );
  });

  it('refuses a file that is not a photo, or is too large, before uploading', async () => {
    const { callsTo } = profileServer();
    renderApp({ path: '/StudentDashboard/Profile', session: signedInAs('student') });
    await screen.findByRole('button', { name: 'Upload photo' });
    chooseFile(image('notes.pdf', 'application/pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `That file is not a PNG, JPEG or WebP image. ${PROFILE_PHOTO_UPLOAD.rule}`,
    );
    chooseFile(image('huge.png', 'image/png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `That image is larger than 2 MB. ${PROFILE_PHOTO_UPLOAD.rule}`,
    );
    expect(callsTo('POST /api/students/profile/photo/')).toHaveLength(0);
  });

  it('previews a chosen photo, uploads it on save, and can remove it again', async () => {
    const { callsTo } = profileServer();
    const { user } = renderApp({ path: '/StudentDashboard/Profile', session: signedInAs('student') });
    await screen.findByRole('button', { name: 'Upload photo' });
    await user.upload(screen.getByLabelText('Choose a profile photo'), image('me.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByText('Your photo has been updated.')).toBeInTheDocument();
    const upload = callsTo('POST /api/students/profile/photo/')[0]!;
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // jsdom's File crosses into Node's fetch without its name, but the part and its type arrive.
    expect((await upload.formData()).get('photo')).toMatchObject({ type: 'image/png' });
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/media/photos/new.png',
    );

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('Your photo has been removed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('img', { name: 'Your profile photo' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's reason when it refuses the photo", async () => {
    profileServer(STUDENT_PROFILE, {
      'POST /api/students/profile/photo/': () =>
        errorReply(413, 'Request body is too large.', { errors: { photo: [PROFILE_PHOTO_UPLOAD.rule] } }),
    });
    const { user } = renderApp({ path: '/StudentDashboard/Profile', session: signedInAs('student') });
    await screen.findByRole('button', { name: 'Upload photo' });
    await user.upload(screen.getByLabelText('Choose a profile photo'), image('me.webp', 'image/webp'));
    await user.click(screen.getByRole('button', { name: 'Save photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_PHOTO_UPLOAD.rule);
  });
});

describe('the personal details page', () => {
  it('shows the personal-details skeleton while the profile loads', async () => {
    // Every request for the profile waits until the test answers them all at once.
    const waiting: ((reply: FakeReply) => void)[] = [];
    stubApi({
      'GET /api/students/profile/': () => new Promise<FakeReply>((resolve) => waiting.push(resolve)),
    });
    renderApp({ path: '/StudentDashboard/PersonalDetails', session: signedInAs('student') });
    expect(await screen.findByRole('status', { name: 'Loading personal details' })).toBeInTheDocument();
    for (const answer of waiting) answer({ body: STUDENT_PROFILE });
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Verma');
  });

  it('saves the headline and biography without touching the college', async () => {
    const { callsTo } = profileServer();
    const { user } = renderApp({ path: '/StudentDashboard/PersonalDetails', session: signedInAs('student') });
    await user.type(await screen.findByLabelText('Headline (optional)'), 'Final-year B.Tech');
    await user.type(screen.getByLabelText('Biography (optional)'), 'I build data pipelines.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your personal details have been saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/students/profile/')[0]?.json()).toEqual({
      full_name: 'Asha Verma',
      phone: null,
      headline: 'Final-year B.Tech',
      biography: 'I build data pipelines.',
    });
  });

  it('warns that changing college restarts approval, and sends the new college', async () => {
    const { callsTo } = profileServer();
    const { user } = renderApp({ path: '/StudentDashboard/PersonalDetails', session: signedInAs('student') });
    const college = await screen.findByRole('combobox', { name: 'College' });
    expect(college).toHaveValue('Government Engineering College, Pune');
    await user.clear(college);
    await user.type(college, 'sahyadri');
    const listbox = screen.getByRole('listbox', { name: 'College' });
    await user.click(
      await within(listbox).findByRole('option', { name: /Sahyadri Institute of Technology/ }),
    );
    expect(screen.getByText(/Saving sends a new request to the college you chose/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your personal details have been saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/students/profile/')[0]?.json()).toMatchObject({ college_id: 3 });
  });

  it('keeps what was typed and shows the field errors when the server refuses', async () => {
    profileServer(STUDENT_PROFILE, {
      'PUT /api/students/profile/': () =>
        errorReply(400, 'Invalid phone', { errors: { phone: ['This number is not reachable.'] } }),
    });
    const { user } = renderApp({ path: '/StudentDashboard/PersonalDetails', session: signedInAs('student') });
    const phone = await screen.findByLabelText('Phone (optional)');
    await user.type(phone, '+91 98200 11223');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('For example +91 98200 11223. This number is not reachable.'),
    );
    expect(phone).toHaveValue('+91 98200 11223');
  });
});

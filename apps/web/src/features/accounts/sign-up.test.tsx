import { PASSWORD_RULE, WEB_ADDRESS_MESSAGE } from '@vidya/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLATFORM_STUDENT_LABEL } from '../../components/college-combobox';
import { errorReply, stubApi } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const COLLEGES = [
  { id: 2, college_name: 'Government Engineering College, Pune', city: 'Pune', state: 'Maharashtra' },
  { id: 3, college_name: 'Sahyadri Institute of Technology', city: 'Nashik', state: 'Maharashtra' },
];

const collegeSearch = (request: Request) => {
  const text = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
  return { body: COLLEGES.filter((college) => college.college_name.toLowerCase().includes(text)) };
};

const registered = (email: string) => ({
  status: 201,
  body: {
    detail: `Account created. We sent a 6-digit code to ${email}: enter it to verify your email.`,
    email,
  },
});

async function fillStudentForm(user: ReturnType<typeof renderApp>['user'], password = 'Strong@123') {
  await user.type(await screen.findByLabelText('Full name'), 'Priya Nair');
  await user.type(screen.getByLabelText('Email'), 'Priya.Nair@Example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
}

describe('student sign-up', () => {
  it('states the password rule under the password field', async () => {
    stubApi({ 'GET /api/colleges/search/': collegeSearch });
    renderApp({ path: '/StudentSignUp' });
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create your student account' }),
    ).toBeInTheDocument();
  });

  it('refuses a weak password and a mismatched confirmation without calling the server', async () => {
    const { callsTo } = stubApi({ 'GET /api/colleges/search/': collegeSearch });
    const { user } = renderApp({ path: '/StudentSignUp' });
    await user.type(await screen.findByLabelText('Full name'), 'Priya Nair');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.type(screen.getByLabelText('Password'), 'weakpass');
    await user.type(screen.getByLabelText('Confirm password'), 'weakpas');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    // The rule is said once; the error says what the password still needs.
    expect(password).toHaveAccessibleDescription(`${PASSWORD_RULE} Add an uppercase letter (A–Z).`);
    expect(callsTo('POST /api/students/register/')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'Strong@123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The two passwords do not match.',
    );
    expect(callsTo('POST /api/students/register/')).toHaveLength(0);
  });

  it("shows the server's field errors next to their fields and keeps what was typed", async () => {
    const taken =
      'An account with this email already exists. Sign in, or reset your password if you forgot it.';
    stubApi({
      'GET /api/colleges/search/': collegeSearch,
      'POST /api/students/register/': () =>
        errorReply(409, taken, { code: 'email_taken', errors: { email: [taken] } }),
    });
    const { user } = renderApp({ path: '/StudentSignUp' });
    await fillStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('Priya.Nair@Example.com');
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('shows the server detail when no field is named', async () => {
    stubApi({
      'GET /api/colleges/search/': collegeSearch,
      'POST /api/students/register/': () => errorReply(503, 'The service is restarting. Try again shortly.'),
    });
    const { user } = renderApp({ path: '/StudentSignUp' });
    await fillStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is restarting. Try again shortly.',
    );
  });

  it('signs up as an independent student by default and moves on to the code page', async () => {
    const { callsTo } = stubApi({
      'GET /api/colleges/search/': collegeSearch,
      'POST /api/students/register/': () => registered('priya.nair@example.com'),
    });
    const { user, router } = renderApp({ path: '/StudentSignUp' });
    expect(await screen.findByRole('combobox', { name: 'College' })).toHaveValue(PLATFORM_STUDENT_LABEL);
    await fillStudentForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(router.state.location.search).toBe('?email=priya.nair%40example.com');
    expect(screen.getByText(/We sent a 6-digit code to priya.nair@example.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Resend code in (1:00|0:[0-5]\d)$/ })).toBeDisabled();
    expect(await callsTo('POST /api/students/register/')[0]?.json()).toEqual({
      full_name: 'Priya Nair',
      email: 'priya.nair@example.com',
      password: 'Strong@123',
      language: 'en',
    });
  });

  it('lets the student find and pick their college with the keyboard', async () => {
    const { callsTo } = stubApi({
      'GET /api/colleges/search/': collegeSearch,
      'POST /api/students/register/': () => registered('priya.nair@example.com'),
    });
    const { user } = renderApp({ path: '/StudentSignUp' });
    await fillStudentForm(user);
    const college = screen.getByRole('combobox', { name: 'College' });
    await user.clear(college);
    await user.type(college, 'sahyadri');
    expect(college).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'College' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([PLATFORM_STUDENT_LABEL, 'Sahyadri Institute of TechnologyNashik, Maharashtra']),
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(college).toHaveAttribute('aria-activedescendant', within(listbox).getAllByRole('option')[1]!.id);
    await user.keyboard('{Enter}');
    expect(college).toHaveValue('Sahyadri Institute of Technology');
    expect(college).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(callsTo('POST /api/students/register/')).toHaveLength(1));
    expect(await callsTo('POST /api/students/register/')[0]?.json()).toMatchObject({ college_id: 3 });
  });

  it('puts the choice back when Escape closes the list', async () => {
    stubApi({ 'GET /api/colleges/search/': collegeSearch });
    const { user } = renderApp({ path: '/StudentSignUp' });
    const college = await screen.findByRole('combobox', { name: 'College' });
    await user.clear(college);
    await user.type(college, 'pune');
    await user.keyboard('{Escape}');
    expect(college).toHaveValue(PLATFORM_STUDENT_LABEL);
    expect(college).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('college sign-up', () => {
  it('registers the college and asks for the emailed code', async () => {
    const { callsTo } = stubApi({
      'POST /api/colleges/register/': () => registered('office@sahyadri.edu.in'),
    });
    const { user, router } = renderApp({ path: '/CollegeSignUp' });
    await user.type(await screen.findByLabelText('College name'), 'Sahyadri Institute of Technology');
    await user.type(screen.getByLabelText('Contact person'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Official email'), 'office@sahyadri.edu.in');
    await user.type(screen.getByLabelText('Phone'), '+91 253 230 1234');
    await user.type(screen.getByLabelText('City'), 'Nashik');
    await user.type(screen.getByLabelText('State or union territory'), 'Maharashtra');
    await user.type(screen.getByLabelText('Password'), 'Strong@123');
    await user.type(screen.getByLabelText('Confirm password'), 'Strong@123');
    await user.click(screen.getByRole('button', { name: 'Register college' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify your college email' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/CollegeOTPVerification');
    expect(await callsTo('POST /api/colleges/register/')[0]?.json()).toEqual({
      college_name: 'Sahyadri Institute of Technology',
      contact_person: 'Ravi Kumar',
      email: 'office@sahyadri.edu.in',
      phone: '+91 253 230 1234',
      city: 'Nashik',
      state: 'Maharashtra',
      password: 'Strong@123',
      language: 'en',
    });
  });

  it('explains a bad website address next to the field', async () => {
    const { callsTo } = stubApi({});
    const { user } = renderApp({ path: '/CollegeSignUp' });
    const website = await screen.findByLabelText('Website (optional)');
    await user.type(website, 'sahyadri dot edu');
    await user.click(screen.getByRole('button', { name: 'Register college' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription(WEB_ADDRESS_MESSAGE));
    expect(callsTo('POST /api/colleges/register/')).toHaveLength(0);
  });

  it('refuses a script link as the website', async () => {
    const { callsTo } = stubApi({});
    const { user } = renderApp({ path: '/CollegeSignUp' });
    const website = await screen.findByLabelText('Website (optional)');
    await user.type(website, 'javascript:alert(document.domain)');
    await user.click(screen.getByRole('button', { name: 'Register college' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription(WEB_ADDRESS_MESSAGE));
    expect(callsTo('POST /api/colleges/register/')).toHaveLength(0);
  });
});

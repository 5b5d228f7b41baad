import type { CollegeProfile } from '@vidya/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-server';
import { COLLEGE_PROFILE } from '../../test/profiles';
import { renderApp, signedInAs } from '../../test/render-app';

function collegeServer() {
  let profile: CollegeProfile = COLLEGE_PROFILE;
  return stubApi({
    'GET /api/colleges/profile/': () => ({ body: profile }),
    'PUT /api/colleges/profile/': async (request) => {
      profile = { ...profile, ...((await request.clone().json()) as Partial<CollegeProfile>) };
      return { body: profile };
    },
  });
}

describe('the college profile', () => {
  it('shows the college, its approval and its contact details', async () => {
    collegeServer();
    renderApp({ path: '/CollegeDashboard/CollegeProfile', session: signedInAs('college') });
    expect(await screen.findByRole('heading', { level: 1, name: 'College Profile' })).toBeInTheDocument();
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Shivajinagar, Pune, Maharashtra')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit college details' })).toHaveAttribute(
      'href',
      '/CollegeDashboard/CollegeDetails',
    );
  });
});

describe('the college details form', () => {
  it('does not let a required field be emptied', async () => {
    const { callsTo } = collegeServer();
    const { user } = renderApp({ path: '/CollegeDashboard/CollegeDetails', session: signedInAs('college') });
    const city = await screen.findByLabelText('City');
    expect(city).toHaveValue('Pune');
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(city).toHaveAccessibleDescription('Enter the city.'));
    expect(callsTo('PUT /api/colleges/profile/')).toHaveLength(0);
  });

  it('saves the changes, clearing the optional website to none', async () => {
    const { callsTo } = collegeServer();
    const { user } = renderApp({ path: '/CollegeDashboard/CollegeDetails', session: signedInAs('college') });
    const website = await screen.findByLabelText('Website (optional)');
    await user.type(website, 'https://gecpune.edu.in');
    await user.clear(screen.getByLabelText('Address (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your college details have been saved.')).toBeInTheDocument();
    expect(await callsTo('PUT /api/colleges/profile/')[0]?.json()).toEqual({
      college_name: 'Government Engineering College, Pune',
      contact_person: 'Ravi Kumar',
      phone: '+91 20 2550 7000',
      address: null,
      city: 'Pune',
      state: 'Maharashtra',
      website: 'https://gecpune.edu.in',
    });
  });
});

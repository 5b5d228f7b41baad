import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fake-server';
import { PROFILE_ROUTES } from '../../test/profiles';
import { renderApp, signedInAs } from '../../test/render-app';

const openAsStudent = async (path: string) => {
  stubApi(PROFILE_ROUTES);
  renderApp({ path, session: signedInAs('student') });
  // The page itself has loaded (whatever its data says) once its main holds a level-1 heading.
  await screen.findByRole('heading', { level: 1 });
};

describe('the focus layout of the student dashboard', () => {
  it('shows the timed test page alone: no sidebar, no top bar, one main', async () => {
    await openAsStudent('/StudentDashboard/Examination/7-quantitative-aptitude-mock-test/test');

    expect(screen.queryByRole('navigation', { name: 'Student dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('keeps the sidebar and top bar on the examination page', async () => {
    await openAsStudent('/StudentDashboard/Examination');

    expect(screen.getByRole('navigation', { name: 'Student dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

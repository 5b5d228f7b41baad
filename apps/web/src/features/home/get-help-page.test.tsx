import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Get Help', () => {
  it('opens and closes each answer from its question button', async () => {
    const { user } = renderApp({ path: '/GetHelp' });
    const question = await screen.findByRole('button', { name: 'How long does a code work?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How long does a code work?' })).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'How long does a code work?' });
    expect(answer).toHaveTextContent(/Ten minutes/);
    expect(question).toHaveAttribute('aria-controls', answer.id);

    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the questions about sign-up, passwords, approval, exams and certificates', async () => {
    renderApp({ path: '/GetHelp' });
    for (const name of [
      'How do I create a student account?',
      'I forgot my password.',
      'How does a college join?',
      'How do exams work?',
      'How can an employer check my certificate?',
    ]) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
  });
});

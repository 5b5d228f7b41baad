import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs } from '../../../test/render-app';

describe('admin dashboard home', () => {
  it('shows who is signed in, from the login', async () => {
    renderApp({ path: '/AdminDashboard', session: signedInAs('admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Signed in as Meera Iyer');
  });

  it('lists every admin page without parameters in the sidebar', async () => {
    renderApp({ path: '/AdminDashboard', session: signedInAs('admin') });
    const sidebar = await screen.findByRole('navigation', { name: 'Admin dashboard' });
    const hrefs = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const children = [
      'StudentSection',
      'StudentManagement',
      'StudentManagement/AllStudents',
      'StudentManagement/PlatformStudents',
      'StudentManagement/CollegeStudents',
      'StudentManagement/ExamApprovals',
      'StudentManagement/Payments',
      'MarksWithoutCollege',
      'MarksWithCollege',
      'CollegeRegisteredStudents',
      'ContactManagement',
      'CollegeSection',
      'RegisteredColleges',
      'PendingColleges',
      'Plans',
      'CollegeAnalytics',
      'ManageQuestions',
      'ManageCollegeQuestions',
      'QuestionBank',
      'AddnewQuestions',
      'AddCollegeQuestions',
      'ViewCollegeQuestions',
      'Manage_Exams',
      'College_Exams',
      'AddnewExams',
      'AddnewExamsCollege',
      'ExamManagement',
      'ExamManagement/college',
      'AdminCourses',
      'AddCourse',
      'CourseList',
    ];
    expect([...hrefs].sort()).toEqual(
      ['/AdminDashboard', ...children.map((child) => `/AdminDashboard/${child}`)].sort(),
    );
  });
});

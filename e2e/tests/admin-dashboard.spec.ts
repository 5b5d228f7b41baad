import type { AdminDashboardAnalytics, GrowthMetrics } from '@vidya/contract';
import { demoAdminHeaders, expect as baseExpect, signInAsDemo, test } from './fixtures';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Issue #15: the admin dashboard shows what the API counts, its charts have a table view, and axe passes. */
test('the admin dashboard shows the totals the API gives, the growth table and the health', async ({
  page,
  request,
  axe,
}) => {
  const headers = await demoAdminHeaders(request);
  const analytics = (await (
    await request.get('/api/admin-portal/dashboard/analytics/', { headers })
  ).json()) as AdminDashboardAnalytics;
  const growth = (await (
    await request.get('/api/admin-portal/growth-metrics/?days=30', { headers })
  ).json()) as GrowthMetrics;

  await signInAsDemo(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Platform figures' });
  const figure = (label: string) =>
    figures.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  const grouped = (value: number) => value.toLocaleString('en-IN');
  await expect(figure('Students')).toHaveText(grouped(analytics.students.total));
  await expect(figure('Colleges')).toHaveText(grouped(analytics.colleges.total));
  await expect(figure('Courses')).toHaveText(grouped(analytics.courses.total));
  await expect(figure('Exams')).toHaveText(grouped(analytics.exams.total));

  const growthSection = page.getByRole('region', { name: 'Growth' });
  await growthSection.getByText('Table view', { exact: true }).click();
  const table = growthSection.getByRole('table', {
    name: 'Sign-ups, enrollments, exam attempts and revenue each day, newest first',
  });
  await expect(table.getByRole('row')).toHaveCount(growth.series.length + 1);
  const today = growth.series.at(-1)!;
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(1)).toHaveText(grouped(today.sign_ups));
  await expect(firstRow.getByRole('cell').nth(3)).toHaveText(grouped(today.exam_attempts));

  await growthSection.getByLabel('Period').selectOption({ label: 'Last 90 days' });
  await expect(table.getByRole('row')).toHaveCount(91);

  await expect(page.getByRole('table', { name: /Recent activity, newest first/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'System health' }).getByText('Healthy')).toBeVisible();
  await axe('admin dashboard');
});

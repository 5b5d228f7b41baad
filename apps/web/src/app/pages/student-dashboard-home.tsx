import { ExamSummaryCard } from '../../features/exams/components/exam-summary-card';
import { StudentHomePage } from '../../features/students/pages/student-home-page';

/** The student dashboard's home: their profile at a glance and how their exams have gone. */
export function StudentDashboardHome() {
  return (
    <StudentHomePage>
      <ExamSummaryCard />
    </StudentHomePage>
  );
}

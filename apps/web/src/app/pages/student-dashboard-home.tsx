import { ContinueLearning } from '../../features/courses/components/continue-learning';
import { ExamSummaryCard } from '../../features/exams/taking/components/exam-summary-card';
import { NextExamCard } from '../../features/exams/taking/components/next-exam-card';
import { StudentHomePage } from '../../features/students/pages/student-home-page';

/** The student dashboard's home: figures, streak, next exam, courses to continue, profile and exams. */
export function StudentDashboardHome() {
  return (
    <StudentHomePage
      nextExam={(exam) => <NextExamCard exam={exam} />}
      continueLearning={<ContinueLearning />}
    >
      <ExamSummaryCard />
    </StudentHomePage>
  );
}

import { t } from '@lingui/core/macro';
import { examSlug, type GlobalSearchResult } from '@vidya/contract';
import { paths } from '../../lib/paths';

/** One result: what it is called, a second line to tell it apart, and the page that shows it. */
export type SearchHit = { key: string; label: string; detail: string; href: string };
/** `id` names the group in the page (its heading's element id); `heading` is its words. */
export type SearchGroup = { id: string; heading: string; hits: SearchHit[] };

const examKindLabel = (kind: 'platform' | 'college') =>
  kind === 'college' ? t`College exam` : t`Platform exam`;

/**
 * The reply as the list shows it: one group per kind that found something, each result linked
 * to the admin page that shows it. A student's details page is not built yet, so a student
 * links to their exams; the `{id}-{slug}` reference is the one the admin's exam pages use.
 * Its words are in the language active when it is called (during the list's render).
 */
export function groupSearchResult(result: GlobalSearchResult): SearchGroup[] {
  const groups: SearchGroup[] = [
    {
      id: 'students',
      heading: t`Students`,
      hits: result.students.map((student) => ({
        key: `student-${student.id}`,
        label: student.name,
        detail: student.email,
        href: paths.admin.studentExamList.href({
          studentName: examSlug({ id: student.id, title: student.name }),
        }),
      })),
    },
    {
      id: 'colleges',
      heading: t`Colleges`,
      hits: result.colleges.map((college) => ({
        key: `college-${college.id}`,
        label: college.name,
        detail: college.email,
        href: paths.admin.examManagementCollege.href({ collegeId: college.id }),
      })),
    },
    {
      id: 'courses',
      heading: t`Courses`,
      hits: result.courses.map((course) => ({
        key: `course-${course.id}`,
        label: course.title,
        detail: t`Course`,
        // The spec calls the EditCourse parameter `courseIndex`; it holds the course id.
        href: paths.admin.editCourse.href({ courseIndex: course.id }),
      })),
    },
    {
      id: 'exams',
      heading: t`Exams`,
      hits: result.exams.map((exam) => ({
        key: `exam-${exam.id}`,
        label: exam.title,
        detail: examKindLabel(exam.kind),
        href:
          exam.kind === 'college'
            ? paths.admin.updateCollegeExamQuestions.href({ examId: exam.id })
            : paths.admin.updateQuestions.href({ examId: exam.id }),
      })),
    },
  ];
  return groups.filter((group) => group.hits.length > 0);
}

import type {
  CertificateView,
  CourseDetail,
  CourseSummary,
  EnrollmentView,
  LessonView,
  Paginated,
  PaymentView,
  ProgressResponse,
} from '@vidya/contract';

/** A paid, discounted course as the API describes it (₹1,499 against ₹10,990). */
export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 12,
    slug: 'python-for-data-science',
    title: 'Python for Data Science',
    description: 'Learn Python, pandas and plotting by analysing real data sets from Indian open data.',
    category: 'Data Science',
    image: null,
    price: 1499,
    original_price: 10990,
    discount_percent: 86,
    is_free: false,
    is_active: true,
    is_featured: true,
    instructor: null,
    lessons: 3,
    rating: 4.5,
    reviews_count: 2,
    is_enrolled: false,
    created_at: '2026-01-10T09:00:00.000Z',
    ...overrides,
  };
}

export function makeLessons(courseId: number, count: number, isEnrolled = true): LessonView[] {
  return Array.from({ length: count }, (_, index) => ({
    id: courseId * 100 + index + 1,
    course: courseId,
    title: `Lesson ${index + 1}: ${['Getting started', 'Working with data', 'Telling stories with charts', 'Going further'][index % 4]}`,
    description: `What lesson ${index + 1} covers.`,
    order: index + 1,
    video_url: isEnrolled ? 'https://www.youtube.com/watch?v=rfscVS0vtbw' : null,
    duration_seconds: null,
  }));
}

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const course = makeCourse(overrides);
  const lessons = overrides.lesson_list ?? makeLessons(course.id, course.lessons, course.is_enrolled);
  const lengths = lessons.flatMap((lesson) =>
    lesson.duration_seconds === null ? [] : [lesson.duration_seconds],
  );
  return {
    ...course,
    watch_threshold_percent: 90,
    lesson_list: lessons,
    total_duration_seconds: lengths.length === 0 ? null : lengths.reduce((sum, seconds) => sum + seconds, 0),
    reviews: [
      {
        id: 1,
        student_name: 'Rohan Mehta',
        rating: 5,
        comment: 'Clear explanations and useful exercises.',
        created_at: '2026-02-01T10:00:00.000Z',
      },
      {
        id: 2,
        student_name: 'Priya Nair',
        rating: 4,
        comment: 'Good pace.',
        created_at: '2026-02-03T10:00:00.000Z',
      },
    ],
    my_review: null,
    ...overrides,
  };
}

export function paginate<T>(
  results: T[],
  { page = 1, pageSize = 6, count = results.length } = {},
): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(count / pageSize));
  return {
    count,
    page_size: pageSize,
    current_page: page,
    total_pages: totalPages,
    next: page < totalPages ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
    results,
  };
}

export function makeEnrollment(overrides: Partial<EnrollmentView> = {}): EnrollmentView {
  return {
    id: 40,
    course: makeCourse({ is_enrolled: true }),
    enrolled_at: '2026-02-10T09:00:00.000Z',
    completed_at: null,
    last_lesson: null,
    progress: { percentage: 33, completed_lessons: 1, total_lessons: 3, is_completed: false },
    ...overrides,
  };
}

/** Progress in a course whose lessons are `lessons`, the first `completed` of them done. */
export function makeProgress(courseId: number, lessons: LessonView[], completed: number): ProgressResponse {
  const total = lessons.length;
  return {
    enrollment: {
      id: 40,
      course: courseId,
      progress_percentage: total === 0 ? 0 : Math.round((completed / total) * 100),
      is_completed: total > 0 && completed === total,
      completed_lessons_count: completed,
      total_lessons_count: total,
      last_lesson: completed > 0 ? (lessons[completed - 1]?.id ?? null) : null,
    },
    lessons_progress: lessons.map((lesson, index) => ({
      lesson: lesson.id,
      is_completed: index < completed,
      completed_on: index < completed ? '2026-02-12T09:00:00.000Z' : null,
      watched_percent: index < completed ? 100 : 0,
    })),
  };
}

export function makeCertificate(overrides: Partial<CertificateView> = {}): CertificateView {
  return {
    id: 3,
    code: 'VID-7K2M-Q9XA-4TRE',
    kind: 'course',
    title: 'Python for Data Science',
    student_name: 'Asha Verma',
    issued_at: '2026-03-05T10:00:00.000Z',
    course: 12,
    exam: null,
    download_url: '/api/courses/12/certificate/',
    verify_url: 'http://localhost:3000/verify/VID-7K2M-Q9XA-4TRE',
    ...overrides,
  };
}

export function makePayment(overrides: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 9,
    course: 12,
    course_title: 'Python for Data Science',
    provider: 'demo',
    order_id: 'demo_order_9',
    provider_payment_id: 'demo_pay_9',
    amount: 1499,
    currency: 'INR',
    status: 'paid',
    failure_reason: null,
    created_at: '2026-02-10T09:00:00.000Z',
    paid_at: '2026-02-10T09:01:00.000Z',
    invoice_number: null,
    invoice_url: null,
    ...overrides,
  };
}

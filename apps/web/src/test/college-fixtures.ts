import type { CollegeAnalytics, CollegeDetail, ManagedCollege, Plan } from '@vidya/contract';

/** A college as the admin portal lists it; pending unless told otherwise. */
export function makeManagedCollege(overrides: Partial<ManagedCollege> = {}): ManagedCollege {
  return {
    id: 3,
    user: 31,
    email: 'college3@example.com',
    college_name: 'Greenfield Polytechnic',
    contact_person: 'Neha Joshi',
    phone: '9876543210',
    address: null,
    city: 'Nashik',
    state: 'Maharashtra',
    website: null,
    is_approved_by_admin: false,
    language: null,
    date_joined: '2026-03-05T09:00:00.000Z',
    approved_at: null,
    students_count: 0,
    exams_count: 0,
    ...overrides,
  };
}

/** A plan as the API answers it: Campus, unless told otherwise. */
export function makePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 3,
    name: 'Campus',
    max_approved_students: 500,
    max_running_exams: 10,
    max_bank_questions: 2000,
    yearly_price_paise: 9_999_900,
    is_default: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCollegeDetail(overrides: Partial<CollegeDetail> = {}): CollegeDetail {
  return {
    ...makeManagedCollege({
      id: 2,
      email: 'college@example.com',
      college_name: 'Sunrise Institute of Technology',
      contact_person: 'Ravi Kumar',
      city: 'Pune',
      is_approved_by_admin: true,
      approved_at: '2026-01-12T10:00:00.000Z',
      students_count: 42,
      exams_count: 3,
      website: 'https://sunrise.example.edu',
    }),
    students: { total: 42, approved: 40, pending: 2 },
    exams: { total: 3, active: 1 },
    plan: makePlan(),
    audit: [
      {
        id: 9,
        action: 'college.approve',
        actor_email: 'admin@example.com',
        actor_role: 'admin',
        reason: null,
        created_at: '2026-01-12T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeCollegeAnalytics(overrides: Partial<CollegeAnalytics> = {}): CollegeAnalytics {
  const months = [
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
  ];
  return {
    total: 42,
    pending: 7,
    registered: 35,
    new_30d: 5,
    approval_rate: 83.3,
    students_per_college: {
      average: 61.4,
      without_college: 950,
      top: [
        { id: 3, college_name: 'Lakeview College of Engineering', students: 310 },
        { id: 2, college_name: 'Sunrise Institute of Technology', students: 42 },
      ],
    },
    growth: months.map((month, index) => ({ month, signed_up: index % 4, approved: index % 3 })),
    last_updated: '2026-03-31T09:00:00.000Z',
    ...overrides,
  };
}

import type { CollegeProfile, StudentProfile } from '@vidya/contract';
import { DEMO_USERS } from './render-app';

export const STUDENT_PROFILE: StudentProfile = {
  id: 5,
  user: DEMO_USERS.student.id,
  email: DEMO_USERS.student.email,
  full_name: DEMO_USERS.student.full_name,
  college: 2,
  college_or_university: 'Government Engineering College, Pune',
  is_approved_by_college: true,
  is_suspended: false,
  phone: null,
  headline: null,
  biography: null,
  photo: null,
  language: null,
  date_joined: '2026-01-15T09:30:00.000Z',
};

export const COLLEGE_PROFILE: CollegeProfile = {
  id: 2,
  user: DEMO_USERS.college.id,
  email: DEMO_USERS.college.email,
  college_name: 'Government Engineering College, Pune',
  contact_person: DEMO_USERS.college.full_name,
  phone: '+91 20 2550 7000',
  address: 'Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  website: null,
  is_approved_by_admin: true,
  language: null,
  date_joined: '2025-11-02T10:00:00.000Z',
};

/** Routes answering the profile calls the dashboards make. */
export const PROFILE_ROUTES = {
  'GET /api/students/profile/': () => ({ body: STUDENT_PROFILE }),
  'GET /api/colleges/profile/': () => ({ body: COLLEGE_PROFILE }),
};

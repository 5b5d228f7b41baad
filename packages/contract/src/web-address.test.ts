import { describe, expect, it } from 'vitest';
import { CollegeRegisterBody } from './accounts.ts';
import { CollegeProfileUpdate } from './colleges.ts';
import { LessonCreateBody, ResourceCreateBody } from './courses.ts';
import { isWebAddress, WEB_ADDRESS_MESSAGE, webAddress } from './web-address.ts';

/** Links that would run script, or open something other than a web page, where they are linked. */
const NOT_WEB_ADDRESSES = [
  'javascript:alert(document.domain)',
  'JAVASCRIPT:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript://example.com/%0Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'file:///etc/passwd',
  'mailto:office@college.edu.in',
  '//evil.example',
  'https:evil.example',
  'college.edu.in',
  'www.college.edu.in',
  'http://',
  'https://',
  'https:// college.edu.in',
  'https://college.edu.in/a page',
  'https://college\n.edu.in',
  'https://college.edu.in\u0000',
  '',
  '   ',
];

describe('webAddress', () => {
  const schema = webAddress({ maxLength: 60 });

  it.each(NOT_WEB_ADDRESSES)('refuses %j with the message the form shows', (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([WEB_ADDRESS_MESSAGE]);
  });

  it.each([
    ['https://college.edu.in', 'https://college.edu.in'],
    ['http://college.edu.in/about?tab=1#top', 'http://college.edu.in/about?tab=1#top'],
    ['HTTPS://College.EDU.in', 'HTTPS://College.EDU.in'],
    ['Http://localhost:3000/x', 'Http://localhost:3000/x'],
    ['  https://college.edu.in/  ', 'https://college.edu.in/'],
    ['https://[::1]:8080/', 'https://[::1]:8080/'],
  ])('accepts %j as %j', (text, stored) => {
    expect(schema.parse(text)).toBe(stored);
  });

  it('refuses a value that is not text, and one longer than the column', () => {
    expect(schema.safeParse(42).error?.issues[0]?.message).toBe(WEB_ADDRESS_MESSAGE);
    const long = `https://college.edu.in/${'a'.repeat(60)}`;
    expect(schema.safeParse(long).error?.issues.map((issue) => issue.message)).toEqual([
      'Use a web address of at most 60 characters.',
    ]);
  });

  it('isWebAddress agrees with the schema on trimmed text', () => {
    expect(isWebAddress('https://college.edu.in')).toBe(true);
    expect(isWebAddress(' https://college.edu.in')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });
});

describe('every stored link in the contract', () => {
  const college = {
    college_name: 'Sahyadri Institute of Technology',
    contact_person: 'Ravi Kumar',
    email: 'office@sahyadri.edu.in',
    password: 'Strong@123',
    phone: '+91 253 230 1234',
    city: 'Nashik',
    state: 'Maharashtra',
  };
  const cases = [
    ['college sign-up website', (url: string) => CollegeRegisterBody.safeParse({ ...college, website: url })],
    ['college profile website', (url: string) => CollegeProfileUpdate.safeParse({ website: url })],
    [
      'lesson video_url',
      (url: string) =>
        LessonCreateBody.safeParse({ course: 1, title: 'Variables', video_url: url, order: 1 }),
    ],
    ['resource url', (url: string) => ResourceCreateBody.safeParse({ lesson: 1, title: 'Slides', url })],
  ] as const;

  it.each(cases)('%s is http(s) only', (_, parse) => {
    for (const text of NOT_WEB_ADDRESSES) expect(parse(text).success, text).toBe(false);
    expect(parse('https://college.edu.in/x').success).toBe(true);
    expect(parse('http://college.edu.in/x').success).toBe(true);
  });
});

import { examsRepository as exams, indianDateOf } from '../exams/index.ts';
import type { Transaction } from '../../db/client.ts';

type DemoQuestion = [
  text: string,
  a: string,
  b: string,
  c: string,
  d: string,
  correct: 'a' | 'b' | 'c' | 'd',
  explanation: string,
];

const QUANT: DemoQuestion[] = [
  [
    'A train 150 m long passes a pole in 15 seconds. What is its speed in km/h?',
    '36',
    '40',
    '45',
    '54',
    'a',
    '150 m / 15 s = 10 m/s = 10 × 18/5 = 36 km/h.',
  ],
  [
    'The price of a phone rises by 20 % and then falls by 20 %. The net change is:',
    'No change',
    '4 % fall',
    '4 % rise',
    '2 % fall',
    'b',
    '1.2 × 0.8 = 0.96, a 4 % fall.',
  ],
  ['What is 15 % of 240?', '32', '34', '36', '38', 'c', '240 × 0.15 = 36.'],
  [
    'A can finish a job in 12 days and B in 6 days. Working together they need:',
    '3 days',
    '4 days',
    '5 days',
    '9 days',
    'b',
    '1/12 + 1/6 = 1/4, so 4 days.',
  ],
  [
    'Simple interest on ₹5,000 at 8 % a year for 3 years is:',
    '₹1,000',
    '₹1,200',
    '₹1,500',
    '₹1,800',
    'b',
    '5000 × 8 × 3 / 100 = 1200.',
  ],
  ['The average of 12, 18, 20 and 30 is:', '18', '19', '20', '21', 'c', '80 / 4 = 20.'],
  ['If 3x + 7 = 22, then x is:', '3', '4', '5', '6', 'c', '3x = 15, so x = 5.'],
  [
    'A shopkeeper buys at ₹400 and sells at ₹460. The profit percentage is:',
    '12 %',
    '15 %',
    '18 %',
    '20 %',
    'b',
    '60 / 400 = 15 %.',
  ],
];

const REASONING: DemoQuestion[] = [
  [
    'Find the next number: 2, 6, 12, 20, 30, ?',
    '40',
    '42',
    '44',
    '46',
    'b',
    'Differences grow by 2: +4, +6, +8, +10, +12.',
  ],
  [
    'If CODE is written as DPEF, how is GAME written?',
    'HBNF',
    'HBMF',
    'GBNF',
    'HANF',
    'a',
    'Each letter moves one place forward.',
  ],
  [
    'Which word does not belong: Apple, Mango, Carrot, Banana?',
    'Apple',
    'Mango',
    'Carrot',
    'Banana',
    'c',
    'A carrot is a vegetable; the rest are fruits.',
  ],
  [
    'Ravi walks 5 km north, turns right and walks 3 km, turns right and walks 5 km. How far is he from the start?',
    '3 km',
    '5 km',
    '8 km',
    '13 km',
    'a',
    'He ends 3 km east of where he began.',
  ],
  [
    'All roses are flowers. Some flowers fade quickly. Which follows?',
    'All roses fade quickly',
    'Some roses fade quickly',
    'No rose fades quickly',
    'None of these follows',
    'd',
    'The flowers that fade need not include any rose.',
  ],
  [
    'Pointing to a man, Neha says, "He is my mother\'s only son." The man is Neha\'s:',
    'Uncle',
    'Brother',
    'Cousin',
    'Father',
    'b',
    "Her mother's only son is her brother.",
  ],
];

const DATA_STRUCTURES: DemoQuestion[] = [
  [
    'Which data structure works on the Last In, First Out principle?',
    'Queue',
    'Stack',
    'Linked list',
    'Heap',
    'b',
    'A stack removes the most recently added item first.',
  ],
  [
    'Searching a sorted array of n items with binary search takes, in the worst case:',
    'O(1)',
    'O(log n)',
    'O(n)',
    'O(n log n)',
    'b',
    'Each step halves the range.',
  ],
  [
    'Which traversal of a binary search tree visits keys in sorted order?',
    'Pre-order',
    'In-order',
    'Post-order',
    'Level-order',
    'b',
    'Left subtree, node, right subtree.',
  ],
  [
    'Inserting at the head of a singly linked list costs:',
    'O(1)',
    'O(log n)',
    'O(n)',
    'O(n²)',
    'a',
    'Only the head pointer changes.',
  ],
  [
    'A queue is best implemented for constant-time operations with:',
    'A circular buffer',
    'A sorted array',
    'A binary tree',
    'A hash set',
    'a',
    'Both ends move around a fixed array.',
  ],
];

const toInput = ([questionText, a, b, c, d, correct, explanation]: DemoQuestion) => ({
  questionText,
  optionA: a,
  optionB: b,
  optionC: c,
  optionD: d,
  correctAnswer: correct,
  marks: 1,
  explanation,
});

async function insertDemoExam(
  tx: Transaction,
  exam: Parameters<typeof exams.insertExam>[1],
  demoQuestions: DemoQuestion[],
) {
  const row = await exams.insertExam(tx, exam);
  const inserted = await exams.insertQuestions(
    tx,
    demoQuestions.map((question) => ({ ...toInput(question), collegeId: exam.collegeId ?? null })),
  );
  await exams.linkQuestions(
    tx,
    row.id,
    inserted.map((question) => question.id),
  );
  return row;
}

/**
 * Exams to try the product with: two open platform mock tests, and for Sunrise Institute an
 * exam open all of today and one scheduled next week (both joinable by code).
 */
export async function seedDemoExams(tx: Transaction, now: Date, sunriseCollegeId: number) {
  await insertDemoExam(
    tx,
    {
      kind: 'platform',
      title: 'Quantitative Aptitude Mock Test',
      description:
        'Percentages, speed and distance, work and time, interest and averages: the campus-placement basics.',
      durationMinutes: 20,
      passPercentage: 50,
      attemptsAllowed: 3,
      shuffleOptions: true,
      isActive: true,
      createdAt: new Date(now.getTime() - 120_000),
    },
    QUANT,
  );
  await insertDemoExam(
    tx,
    {
      kind: 'platform',
      title: 'Logical Reasoning Assessment',
      description: 'Series, coding–decoding, directions, syllogisms and blood relations.',
      durationMinutes: 15,
      passPercentage: 50,
      attemptsAllowed: 2,
      shuffleQuestions: true,
      isActive: true,
      createdAt: new Date(now.getTime() - 60_000),
    },
    REASONING,
  );
  const today = indianDateOf(now);
  const nextWeek = indianDateOf(new Date(now.getTime() + 7 * 24 * 3600_000));
  await insertDemoExam(
    tx,
    {
      kind: 'college',
      collegeId: sunriseCollegeId,
      title: 'Data Structures Unit Test',
      description: 'Stacks, queues, linked lists, trees and searching. Unit 2 of the semester syllabus.',
      durationMinutes: 15,
      passPercentage: 40,
      resultsRelease: 'after_window',
      windowStart: new Date(`${today}T00:00:00+05:30`),
      windowEnd: new Date(`${today}T23:59:00+05:30`),
      joinCode: 'SUNDS2026',
      allowJoinByCode: true,
      isActive: true,
    },
    DATA_STRUCTURES,
  );
  await insertDemoExam(
    tx,
    {
      kind: 'college',
      collegeId: sunriseCollegeId,
      title: 'Data Structures Semester Exam',
      description: 'The whole syllabus. Scheduled for next week; results are released by the department.',
      durationMinutes: 30,
      passPercentage: 40,
      resultsRelease: 'manual',
      windowStart: new Date(`${nextWeek}T10:00:00+05:30`),
      windowEnd: new Date(`${nextWeek}T11:00:00+05:30`),
      joinCode: 'SUNSEM2026',
      isActive: true,
    },
    DATA_STRUCTURES,
  );
}

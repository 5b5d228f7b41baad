import type { Transaction } from '../../db/client.ts';
import { courses, lessonResources, lessons } from '../../db/schema.ts';
import { refreshCourseCounters } from '../courses/index.ts';

type DemoCourse = {
  slug: string;
  title: string;
  description: string;
  category: string;
  pricePaise: number;
  originalPricePaise: number;
  isActive: boolean;
  isFeatured: boolean;
  /** Who teaches, as an admin would write it on the course form (issue #17). */
  instructor: string;
  lessons: {
    title: string;
    description: string;
    videoUrl: string;
    /** The lesson's length as the admin set it. */
    durationSeconds: number;
    resources?: { title: string; url: string }[];
  }[];
};

const PYTHON = 'https://www.youtube.com/watch?v=rfscVS0vtbw';
const JAVASCRIPT = 'https://www.youtube.com/watch?v=PkZNo7MFNFg';

/** The three featured courses are the landing page's trending cards: ₹1,499 against ₹10,990. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    slug: 'full-stack-web-development-with-react-and-node-js',
    title: 'Full-Stack Web Development with React and Node.js',
    description:
      'Build and deploy real web applications: modern JavaScript, React components and hooks, REST APIs with Node.js, and a PostgreSQL database. Ends with a portfolio project you can show at placement interviews.',
    category: 'Web Development',
    pricePaise: 149_900,
    originalPricePaise: 1_099_000,
    isActive: true,
    isFeatured: true,
    instructor:
      'Ananya Rao has built web products for Indian start-ups for ten years and mentors final-year students through their first full-stack project.',
    lessons: [
      {
        title: 'JavaScript essentials for the web',
        description: 'Variables, functions, arrays and objects, and how the browser runs your code.',
        videoUrl: JAVASCRIPT,
        durationSeconds: 1260,
        resources: [
          {
            title: 'JavaScript reference (MDN)',
            url: 'https://developer.mozilla.org/en-US/docs/Web/JavaScript',
          },
        ],
      },
      {
        title: 'Components and state in React',
        description: 'Thinking in components, props, state and hooks.',
        videoUrl: JAVASCRIPT,
        durationSeconds: 1515,
      },
      {
        title: 'A REST API with Node.js',
        description: 'Routes, validation and a database behind them.',
        videoUrl: JAVASCRIPT,
        durationSeconds: 1830,
      },
    ],
  },
  {
    slug: 'data-science-and-machine-learning-with-python',
    title: 'Data Science and Machine Learning with Python',
    description:
      'From Python basics to pandas, visualisation and your first machine-learning models with scikit-learn, using datasets from Indian agriculture, transport and retail.',
    category: 'Data Science',
    pricePaise: 149_900,
    originalPricePaise: 1_099_000,
    isActive: true,
    isFeatured: true,
    instructor:
      'Dr. Vikram Iyer teaches data science at an engineering college in Pune and has worked as a data analyst in retail and banking.',
    lessons: [
      {
        title: 'Python for data work',
        description: 'The language features you will use every day.',
        videoUrl: PYTHON,
        durationSeconds: 1425,
        resources: [{ title: 'Python tutorial (python.org)', url: 'https://docs.python.org/3/tutorial/' }],
      },
      {
        title: 'Cleaning and exploring data with pandas',
        description: 'Loading, filtering, grouping and joining.',
        videoUrl: PYTHON,
        durationSeconds: 1710,
      },
      {
        title: 'Your first model',
        description: 'Train, test and judge a regression model.',
        videoUrl: PYTHON,
        durationSeconds: 2040,
      },
    ],
  },
  {
    slug: 'generative-ai-and-prompt-engineering',
    title: 'Generative AI and Prompt Engineering',
    description:
      'How large language models work, how to write prompts that get reliable answers, and how to build small AI assistants responsibly.',
    category: 'Artificial Intelligence',
    pricePaise: 149_900,
    originalPricePaise: 1_099_000,
    isActive: true,
    isFeatured: true,
    instructor:
      'Meera Kulkarni builds language-model assistants for customer support teams and writes about using AI tools responsibly.',
    lessons: [
      {
        title: 'What a language model does',
        description: 'Tokens, context and why models make mistakes.',
        videoUrl: PYTHON,
        durationSeconds: 975,
      },
      {
        title: 'Prompt patterns that work',
        description: 'Roles, examples, constraints and checking answers.',
        videoUrl: PYTHON,
        durationSeconds: 1320,
      },
    ],
  },
  {
    slug: 'quantitative-aptitude-for-campus-placements',
    title: 'Quantitative Aptitude for Campus Placements',
    description:
      'Percentages, ratios, time and work, probability and data interpretation: the topics placement tests ask most, with shortcuts and practice sets.',
    category: 'Aptitude',
    pricePaise: 0,
    originalPricePaise: 0,
    isActive: true,
    isFeatured: false,
    instructor: 'Rahul Verma has coached students for campus placement aptitude tests for eight years.',
    lessons: [
      {
        title: 'Percentages and ratios',
        description: 'Fast mental methods for the commonest questions.',
        videoUrl: PYTHON,
        durationSeconds: 1140,
      },
      {
        title: 'Time, speed and work',
        description: 'One table that solves most of these problems.',
        videoUrl: PYTHON,
        durationSeconds: 1380,
      },
    ],
  },
  {
    slug: 'cloud-fundamentals-with-aws',
    title: 'Cloud Fundamentals with AWS',
    description:
      'Compute, storage, networking and security in the cloud, with hands-on labs on the free tier.',
    category: 'Cloud & DevOps',
    pricePaise: 99_900,
    originalPricePaise: 499_900,
    isActive: true,
    isFeatured: false,
    instructor: 'Sanjay Menon is a cloud architect who has moved college and company systems to AWS.',
    lessons: [
      {
        title: 'Regions, accounts and the free tier',
        description: 'Set up safely and keep costs at zero.',
        videoUrl: PYTHON,
        durationSeconds: 1080,
      },
    ],
  },
  {
    slug: 'professional-communication-and-interview-skills',
    title: 'Professional Communication and Interview Skills',
    description:
      'Write clear emails, present with confidence and answer interview questions with the STAR method.',
    category: 'Communication',
    pricePaise: 0,
    originalPricePaise: 0,
    isActive: true,
    isFeatured: false,
    instructor:
      'Farah Khan trains graduates for interviews and has sat on campus hiring panels for IT services companies.',
    lessons: [
      {
        title: 'Answering with the STAR method',
        description: 'Situation, task, action, result.',
        videoUrl: JAVASCRIPT,
        durationSeconds: 905,
      },
    ],
  },
  {
    slug: 'embedded-systems-with-arduino',
    title: 'Embedded Systems with Arduino',
    description:
      'Sensors, actuators and microcontroller programming for electronics and mechanical students.',
    category: 'Core Engineering',
    pricePaise: 79_900,
    originalPricePaise: 299_900,
    isActive: false,
    isFeatured: false,
    instructor: 'Prof. Arjun Das teaches electronics and runs the robotics club at his college.',
    lessons: [
      {
        title: 'Blinking an LED, properly',
        description: 'Digital output, timing and debouncing.',
        videoUrl: JAVASCRIPT,
        durationSeconds: 840,
      },
    ],
  },
];

export async function seedDemoCourses(tx: Transaction, now: Date) {
  for (const [index, demo] of DEMO_COURSES.entries()) {
    const { lessons: demoLessons, ...course } = demo;
    // Older courses first, so "newest first" lists show them in this order reversed.
    const createdAt = new Date(now.getTime() - (DEMO_COURSES.length - index) * 60_000);
    const [row] = await tx
      .insert(courses)
      .values({ ...course, createdAt, featuredAt: course.isFeatured ? createdAt : null })
      .returning({ id: courses.id });
    if (!row) throw new Error('demo course not inserted');
    for (const [order, lesson] of demoLessons.entries()) {
      const [lessonRow] = await tx
        .insert(lessons)
        .values({
          courseId: row.id,
          title: lesson.title,
          description: lesson.description,
          videoUrl: lesson.videoUrl,
          durationSeconds: lesson.durationSeconds,
          order: order + 1,
        })
        .returning({ id: lessons.id });
      if (!lessonRow) throw new Error('demo lesson not inserted');
      for (const resource of lesson.resources ?? []) {
        await tx.insert(lessonResources).values({ lessonId: lessonRow.id, ...resource });
      }
    }
    await refreshCourseCounters(tx, row.id);
  }
}

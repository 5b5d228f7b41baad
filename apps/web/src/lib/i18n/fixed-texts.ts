import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';

/**
 * The English texts the contract fixes (spec §2, §5, §8: its `*_TEXTS`, `*_MESSAGES`, the
 * login texts and the zod schemas' messages), as messages, so they are translated like any other
 * (decision 017). The contract stays their one English source, shared with the API and the tests;
 * `fixed-texts.test.ts` fails when a contract text is missing here or differs by a letter.
 *
 * Code keeps using the contract's constants and shows them through `useFixedText()` (or
 * `translateFixedText` outside React). A text not listed (a server's own sentence) shows as it came.
 */
const FIXED_TEXTS: MessageDescriptor[] = [
  // Texts of the spec (packages/contract/src/messages.ts, text.ts)
  msg`404 Not Found`,
  msg`Look like you're lost`,
  msg`the page you are looking for not available!`,
  msg`Go to Home`,
  msg`Restoring session...`,
  msg`Unexpected Application Error!`,
  msg`Something went wrong.`,
  msg`Loading...`,
  msg`Explore Our Courses`,
  msg`What do you want to learn?`,
  msg`Please fill in all fields`,
  msg`Scheduled date and time are required`,
  msg`An error occurred`,
  msg`You are making requests too quickly. Please wait and try again.`,
  msg`Authentication required`,
  msg`Authentication session expired`,
  msg`Authentication expired. Please log in to the admin portal again.`,
  msg`Student not found`,
  msg`Server validation error`,
  msg`The server took too long to respond. Please try again.`,
  msg`Network error occurred`,
  msg`Login failed`,
  msg`Logout failed`,
  msg`Session expired`,
  msg`Profile update failed`,
  msg`Failed to fetch profile`,
  msg`Failed to fetch courses`,
  msg`Failed to fetch enrollments`,
  msg`Failed to enroll in course`,
  msg`Failed to fetch course details`,
  msg`Failed to mark lesson as complete`,
  msg`Failed to fetch course progress`,
  msg`Failed to fetch students`,
  msg`Failed to delete student`,
  msg`Failed to fetch exams`,
  msg`Failed to fetch exam detail`,
  msg`Failed to update question`,
  msg`Failed to delete question`,
  msg`Failed to create course`,
  msg`Failed to update course`,
  msg`Failed to delete course`,
  msg`Failed to create lesson`,
  msg`Failed to update lesson`,
  msg`Failed to feature course`,
  msg`Failed to fetch dashboard analytics`,
  msg`Failed to perform search`,
  msg`Failed to approve students`,
  msg`Failed to approve colleges`,
  msg`Failed to suspend student`,
  msg`Failed to search colleges`,
  msg`Failed to fetch college details`,
  msg`Failed to approve college`,
  msg`Failed to delete college`,
  msg`Failed to fetch registered colleges`,
  msg`Failed to fetch paginated registered colleges`,
  msg`Failed to fetch pending colleges`,
  msg`Failed to fetch college analytics`,
  msg`Failed to fetch stats`,
  msg`Failed to fetch college exams`,
  msg`College approved successfully.`,
  msg`College deleted successfully.`,
  msg`Successfully logged out.`,
  msg`Access denied. Only students can login here.`,
  msg`Access denied. Only colleges can login here.`,
  msg`Access denied. Only admins can login here.`,
  msg`No active account found with the given credentials.`,
  msg`Invalid credentials.`,
  msg`This account is inactive.`,
  msg`Access denied: Only students can log in here. Please use the correct login page.`,
  msg`No account found with this email. Please check your email or sign up.`,
  msg`Incorrect email or password. Please try again.`,
  msg`Your account is inactive. Please contact support.`,
  msg`Too many login attempts. Please wait and try again.`,
  msg`Please verify your email address before signing in: enter the 6-digit code we emailed you, or ask for a new one.`,
  msg`Login failed. Please check your credentials and try again.`,
  msg`Access denied: Only colleges can log in here. Please use the correct login page.`,
  msg`Your college registration is awaiting admin approval. You can log in once an admin approves it.`,
  msg`Access denied: Only admins can log in here. Please use the correct login page.`,
  msg`No admin account found with this email. Please check your email.`,
  msg`Your admin account is inactive.`,
  msg`Welcome Back`,
  msg`Sign In`,
  msg`Signing In...`,
  msg`College Login`,
  msg`Sign in`,
  msg`Signing in...`,
  msg`Admin Login`,
  msg`Login to Admin Panel`,
  msg`Logging in...`,
  msg`must not contain control characters.`,
  msg`must not contain unpaired surrogates.`,
  // Messages of the contract's schemas (form validation and the API's 400s)
  msg`Password must be at most 128 characters.`,
  msg`Enter your current password.`,
  msg`Enter your full name.`,
  msg`Name must be at most 150 characters.`,
  msg`Enter a valid phone number, e.g. +91 98200 11223.`,
  msg`The code is the 6 digits from the email.`,
  msg`Enter the college name.`,
  msg`Enter the city.`,
  msg`Enter the state.`,
  msg`Email is required.`,
  msg`Email must be at most 254 characters.`,
  msg`Password is required.`,
  msg`Password must be at most 256 characters.`,
  msg`No record has this id.`,
  msg`Enter a valid email address.`,
  msg`page must be 1 or more.`,
  msg`page_size must be 1 or more.`,
  msg`Enter your name.`,
  msg`Enter a subject.`,
  msg`Subject must be at most 200 characters.`,
  msg`Tell us a little more (at least 10 characters).`,
  msg`Amounts cannot be negative.`,
  msg`Amounts must be at most ₹1,00,00,000.`,
  msg`Use at most two decimal places.`,
  msg`Enter a title of at least 3 characters.`,
  msg`Title must be at most 200 characters.`,
  msg`Describe the course in at least 10 characters.`,
  msg`The original price cannot be below the price.`,
  msg`Enter the full video link starting with http:// or https://, e.g. https://www.youtube.com/watch?v=…`,
  msg`Enter a lesson title of at least 3 characters.`,
  msg`Order starts at 1.`,
  msg`Rate from 1 to 5 stars.`,
  msg`Keep the review under 2000 characters.`,
  msg`Select at least one course.`,
  msg`Name the resource.`,
  msg`Enter the full link to the resource, starting with http:// or https://`,
  msg`Choose a category from the list.`,
  msg`Select at least one question.`,
  msg`Add at least one question.`,
  msg`Type at least 2 characters to search.`,
  msg`Every option needs text.`,
  msg`Write the question.`,
  msg`Marks are whole numbers.`,
  msg`A question is worth at least 1 mark.`,
  msg`Enter the duration in minutes.`,
  msg`The duration is a whole number of minutes.`,
  msg`An exam lasts at least 1 minute.`,
  msg`An exam lasts at most 600 minutes.`,
  msg`The pass mark is 0–100 %.`,
  msg`Allow at least 1 attempt.`,
  msg`Allow at most 20 attempts.`,
  msg`An exam has at most 500 questions.`,
  msg`Use a time like 09:30.`,
  msg`Exam not found.`,
  msg`Enter the exam code exactly as you were given it.`,
  msg`The answer must be one of a, b, c or d.`,
  msg`The end time must be after the start time.`,
  msg`Use a date and time like 2026-12-01T10:00:00+05:30.`,
  msg`Enter the exam code.`,
  msg`The payment signature is malformed.`,
  msg`Headline must be at most 150 characters.`,
  msg`Biography must be at most 2000 characters.`,
  msg`Give the reason for the suspension.`,
  msg`The reason must be at most 500 characters.`,
  msg`Password must be at least 8 characters and include an uppercase letter, a lowercase letter, a number and a symbol.`,
  msg`Choose en (English) or hi (Hindi).`,
  msg`Enter an amount in rupees.`,
];

// Keyed by the English message: these messages have no placeholders, so their compiled form is
// the English text itself.
const BY_ENGLISH = new Map(
  FIXED_TEXTS.flatMap((descriptor) =>
    typeof descriptor.message === 'string' ? [[descriptor.message, descriptor]] : [],
  ),
);

/** The fixed English text in the active language; any other text unchanged. */
export const translateFixedText = (english: string): string => {
  const descriptor = BY_ENGLISH.get(english);
  return descriptor === undefined ? english : i18n._(descriptor);
};

/** `translateFixedText` for a component, which then re-renders when the language changes. */
export function useFixedText(): (english: string) => string {
  useLingui();
  return translateFixedText;
}

/** A fixed English text as an element, for a place that cannot call a hook. */
export function FixedText({ text }: { text: string }) {
  return useFixedText()(text);
}

/** Every fixed English text listed here (for the completeness test). */
export const listedFixedTexts = (): string[] => [...BY_ENGLISH.keys()];

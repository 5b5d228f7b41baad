import { describe, expect, it } from 'vitest';
import { signUpLanguage } from './sign-up-language';

describe('the language a sign-up is sent in', () => {
  it('is the language the person is reading, with the test-only pseudo-locale as English', () => {
    expect(signUpLanguage('hi')).toBe('hi');
    expect(signUpLanguage('en')).toBe('en');
    expect(signUpLanguage('pseudo')).toBe('en');
  });
});

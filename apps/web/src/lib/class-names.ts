/** Joins the class names that apply, skipping the falsy ones. */
export const joinClassNames = (...names: (string | false | null | undefined)[]): string =>
  names.filter(Boolean).join(' ');

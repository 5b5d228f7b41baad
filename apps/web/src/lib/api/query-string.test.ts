import { describe, expect, it } from 'vitest';
import { toQueryString } from './query-string';

describe('toQueryString', () => {
  it('encodes the given parameters and leaves out the empty ones', () => {
    expect(
      toQueryString({ page: 2, page_size: 6, search: 'data & ai', category: '', status: undefined }),
    ).toBe('?page=2&page_size=6&search=data+%26+ai');
  });

  it('gives nothing when every parameter is empty', () => {
    expect(toQueryString({ search: '', is_active: null })).toBe('');
  });
});

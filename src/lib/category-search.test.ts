import { describe, expect, it } from 'vitest';
import { parseCategorySearch } from './category-search';

const ALLOWED = ['cultural', 'nature'] as const;

describe('parseCategorySearch', () => {
  it('keeps a known category', () => {
    expect(parseCategorySearch({ category: 'nature' }, ALLOWED)).toEqual({ category: 'nature' });
  });

  it('answers an unknown or missing category with an explicit undefined, so the router drops the raw value', () => {
    for (const search of [{ category: 'hotels' }, { category: 3 }, {}]) {
      const parsed = parseCategorySearch(search, ALLOWED);
      expect(Object.keys(parsed)).toEqual(['category']);
      expect(parsed.category).toBeUndefined();
    }
  });
});

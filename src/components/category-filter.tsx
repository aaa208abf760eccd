/** A group of toggle buttons of which one is active (spec: "one active at a time"). */
export interface CategoryOption<T extends string> {
  value: T | undefined;
  label: string;
}

export function CategoryFilter<T extends string>({
  label,
  options,
  active,
  onChange,
}: {
  label: string;
  options: CategoryOption<T>[];
  active: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  return (
    <div className="category-filter" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value ?? 'all'}
          type="button"
          className={option.value === active ? 'chip active' : 'chip'}
          aria-pressed={option.value === active}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** Reads `?category=` for a route, dropping values that are not one of `allowed`. */
export function parseCategorySearch<T extends string>(
  search: Record<string, unknown>,
  allowed: readonly T[],
): { category?: T | undefined } {
  const value = search.category;
  // An unknown category is answered with an explicit `undefined`: TanStack Router merges the validated
  // search over the raw one, so a key left out would keep the raw (unknown) value.
  return {
    category: typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined,
  };
}

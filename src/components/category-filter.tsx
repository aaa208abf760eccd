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

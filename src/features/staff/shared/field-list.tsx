import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label–value pairs: the details modal and the phone cards. */
export function FieldList({ fields, className = 'field-list' }: { fields: Field[]; className?: string }) {
  return (
    <dl className={className}>
      {fields.map((field) => (
        <div key={field.label}>
          <dt>{field.label}</dt>
          <dd>{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { useId, useState } from 'react';

export interface FaqItem {
  question: string;
  answer: string;
}

/** One item open at a time (spec §2 Contact); buttons with aria-expanded control their panels. */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={item.question} className="accordion-item">
            <h3>
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={expanded}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
              </button>
            </h3>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** A 1–5 star rating shown as stars, read as one label by screen readers. */
export function Stars({
  rating,
  label,
  size = 'normal',
}: {
  rating: number;
  label: string;
  size?: 'normal' | 'small';
}) {
  const full = Math.round(rating);
  return (
    <span className={size === 'small' ? 'stars small' : 'stars'} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= full ? 'star on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}

/** Shortens text to `max` characters, ending in '...' as the spec's carousels do. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

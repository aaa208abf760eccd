/**
 * What the visitor typed and tapped before the app answered, as the boot script kept it (src/boot.ts).
 * Each part is taken once: a form that mounts again later (after a navigation) starts from its own state.
 */
interface Early {
  typed: Record<string, Record<string, string>>;
  taken: Record<string, boolean>;
  tap?: string;
}

function early(): Early | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as { lankaEarly?: Early }).lankaEarly;
}

/** The values typed into the form with this id before it was live; the boot script keeps no more of it. */
export function takeEarlyInput(formId: string): Record<string, string> | undefined {
  const record = early();
  if (!record) return undefined;
  record.taken[formId] = true;
  const typed = record.typed[formId];
  delete record.typed[formId];
  return typed;
}

/** Whether the control marked `data-early-tap={key}` was tapped before the page was live (once). */
export function takeEarlyTap(key: string): boolean {
  const record = early();
  if (record?.tap !== key) return false;
  record.tap = undefined;
  return true;
}

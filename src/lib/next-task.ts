/**
 * Resolves in a later task, after the browser has had its turn (input, a frame). Long start-up work is
 * cut into steps with it, so that no single task holds the page for long on a slow phone. Uses
 * `scheduler.yield()` where the browser has it (the continuation goes ahead of other queued work).
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

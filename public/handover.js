// Fetched as a worker script while an accepted update waits for the old service worker to let go: the fetch
// makes the browser ask that worker again to stop once idle (src/lib/service-worker.ts, nudgeHandOver).
close();

/**
 * When a pre-rendered page has finished hydrating. React hydrates the page's content in passes after
 * the layout (each Suspense boundary later, at low priority); the page's content says it is live from an
 * effect (PageMeta, which every public page renders). Until then the router holds navigations back: a
 * route change while the old page's content is still server HTML would make React throw that HTML away.
 */
let markLive: () => void = () => undefined;

export const pageLive: Promise<void> = new Promise((resolve) => {
  markLive = resolve;
});

export function markPageLive(): void {
  markLive();
}

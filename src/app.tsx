import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { HeadCollectorProvider, type HeadCollector } from './lib/head';
import type { createAppRouter } from './router';

/**
 * The element tree both the pre-renderer and the browser render, so hydration sees the same structure.
 * `head`: the pre-renderer's collector of the page's head tags (src/lib/head.tsx); none in the browser.
 */
export function App({
  router,
  head = null,
}: {
  router: ReturnType<typeof createAppRouter>;
  head?: HeadCollector | null;
}) {
  return (
    <StrictMode>
      <HeadCollectorProvider value={head}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </HeadCollectorProvider>
    </StrictMode>
  );
}

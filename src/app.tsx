import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import type { createAppRouter } from './router';

/** The element tree both the pre-renderer and the browser render, so hydration sees the same structure. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>
  );
}

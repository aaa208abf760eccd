import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';

/**
 * One router definition for the browser and the build-time pre-renderer. The pre-renderer passes a
 * memory history and `isServer`; scroll restoration is a browser concern (on the server it would emit
 * an inline script, which the CSP forbids).
 */
export function createAppRouter(options: { history?: RouterHistory; isServer?: boolean } = {}) {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: !options.isServer,
    history: options.history,
    isServer: options.isServer,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

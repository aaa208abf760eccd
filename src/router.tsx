import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { currentLanguage, localizedPath, unprefixedPath } from './lib/i18n';
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
    // German and French pages live under /de and /fr; the routes themselves are language-free. Incoming
    // URLs lose the prefix, and every link the router builds gets the prefix of the page's language.
    rewrite: {
      input: ({ url }) => {
        url.pathname = unprefixedPath(url.pathname);
        return url;
      },
      output: ({ url }) => {
        url.pathname = localizedPath(url.pathname, currentLanguage());
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

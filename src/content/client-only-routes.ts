/**
 * The routes that exist only in the browser (the staff portal and the outbox): no page is pre-rendered
 * for them, so the host, the local server and the service worker answer them with the app shell and
 * status 200. Every other path without a file of its own is unknown and answered with status 404. Every
 * router link carries the page's language prefix, so they exist under /de and /fr too.
 */
export const CLIENT_ONLY_ROUTES = ['/admin', '/admin/*', '/outbox'] as const;
export const LANGUAGE_PREFIXES = ['', '/de', '/fr'] as const;

/** The path without its language prefix and trailing slashes: /de/admin/ -> /admin, /fr -> /. */
function withoutLanguage(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  const prefix = LANGUAGE_PREFIXES.find((p) => p && (trimmed === p || trimmed.startsWith(`${p}/`)));
  return trimmed.slice(prefix?.length ?? 0) || '/';
}

export function isClientOnlyPath(pathname: string): boolean {
  const path = withoutLanguage(pathname);
  return CLIENT_ONLY_ROUTES.some((route) =>
    route.endsWith('/*') ? path.startsWith(route.slice(0, -1)) : path === route,
  );
}

/**
 * Build-time renderer: turns one public route into HTML (body and head tags) so the page's text,
 * title, meta and JSON-LD are in the file before any script runs. Used by the prerender plugin in
 * vite.config.ts after the client bundle is built; the browser then hydrates the same tree.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './app';
import i18n from 'i18next';
import type { ContentGroups } from './content/published';
import { provideContent, recordContentUse, usedContentGroups } from './content/store';
import { loadNamespaces, localizedPath, setupI18n, type Language } from './lib/i18n';
import { createAppRouter } from './router';

let ready: Promise<unknown> | undefined;

export interface RenderedPage {
  /** Everything React put into the document: hoisted <title>, <meta>, <link> first, then the app. */
  html: string;
  /** The matched routes (ids as in routeTree.gen.ts), for preloading their code. */
  routeIds: string[];
  /** The translation namespaces the page used; the browser loads the same before hydrating. */
  namespaces: string[];
  /** The published content's groups the page showed (src/content/store.ts); the browser loads the same. */
  contentGroups: string[];
}

/** `content`: the published content in `language`, by group (src/content/published.ts). */
export async function render(path: string, language: Language, content: ContentGroups): Promise<RenderedPage> {
  ready ??= setupI18n(language);
  await ready;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  provideContent(language, content);
  // The layout's own texts; the route loaders ask for the page's namespaces.
  await loadNamespaces('common', 'images');
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [localizedPath(path, language)] }),
    isServer: true,
  });
  // The page's content groups, as its loaders and components ask for them.
  recordContentUse();
  await router.load();
  // The first pass waits for every lazy component (route code, dialogs) to arrive; React keeps them
  // once resolved, so the second pass renders the whole page in one go. A boundary that suspended in the
  // final pass would be sent as a hidden block plus an inline script to reveal it, which the CSP forbids.
  await renderOnce(router);
  // Counted in the final pass only: react-i18next records each namespace a component asks for.
  const used = i18n.reportNamespaces as { usedNamespaces?: Record<string, boolean> } | undefined;
  if (used) used.usedNamespaces = {};
  const html = await renderOnce(router);
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const inline = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inline) throw new Error(`${path}: the pre-rendered HTML has a script the CSP would block: ${inline[0]}`);
  return {
    html,
    routeIds: router.state.matches.map((match) => match.routeId),
    namespaces,
    contentGroups: usedContentGroups(),
  };
}

/** Renders the page once every lazy part has arrived, so the HTML holds no pending boundary. */
async function renderOnce(router: ReturnType<typeof createAppRouter>): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(<App router={router} />, {
    // React outlines large finished boundaries (streamed later, revealed by an inline script); one
    // chunk keeps the page a plain document.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that failed would be left for the browser to render: the page would not be complete HTML.
    onError: (error) => {
      failure ??= error;
    },
  });
  if (failure !== undefined) throw failure;
  return new Response(prelude).text();
}

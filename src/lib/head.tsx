import { Children, createContext, isValidElement, useContext, useEffect, useId, type ReactNode } from 'react';

/**
 * The page's tags in <head>: title, description, canonical, alternates, share tags, robots and JSON-LD.
 *
 * The pre-renderer collects them while it renders (`HeadCollector`, see src/entry-server.tsx) and writes
 * them into the page's <head>. In the browser each `<Head>` puts its tags into <head> when it mounts and
 * takes them out when it unmounts, so a client-side navigation swaps the old page's tags for the new
 * page's; tags nobody owns (the pre-rendered ones once the hydrated page has put its own) are removed.
 *
 * Children are plain <title>, <meta>, <link> and <script> elements (arrays allowed, no fragments); their
 * props are written as attributes, a title's children as its text and a script's
 * `dangerouslySetInnerHTML` as its text.
 */

/** One pass of the pre-renderer: each `<Head>`'s tags, in render order, keyed by the instance. */
export type HeadCollector = Map<string, ReactNode[]>;

const CollectorContext = createContext<HeadCollector | null>(null);

/** Lets `<Head>` report to the pre-renderer; in the browser the value is null. */
export const HeadCollectorProvider = CollectorContext.Provider;

/** The tags this module manages: any of them in <head> that no `<Head>` owns is a previous page's. */
const MANAGED =
  'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[property^="og:"], ' +
  'meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]';

type TagSpec = [tag: string, props: Record<string, unknown>];

const owned = new WeakSet<Element>();
let sweepQueued = false;

export function Head({ children }: { children: ReactNode }) {
  const collector = useContext(CollectorContext);
  const id = useId();
  const tags = Children.toArray(children).filter(isValidElement);
  // The pre-renderer renders a component more than once when it suspends: the id keeps one entry each.
  if (collector) collector.set(id, tags);
  const signature = JSON.stringify(
    tags.map((tag): TagSpec => [String(tag.type), tag.props as Record<string, unknown>]),
  );
  useEffect(() => {
    const elements = (JSON.parse(signature) as TagSpec[]).map(([tag, props]) => createTag(tag, props));
    for (const element of elements) {
      owned.add(element);
      document.head.append(element);
    }
    queueSweep();
    return () => {
      for (const element of elements) element.remove();
    };
  }, [signature]);
  return null;
}

function createTag(tag: string, props: Record<string, unknown>): Element {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (name === 'children') element.textContent = Array.isArray(value) ? value.join('') : String(value);
    else if (name === 'dangerouslySetInnerHTML') element.textContent = (value as { __html: string }).__html;
    // HTML attribute names are case-insensitive: hrefLang is hreflang.
    else element.setAttribute(name, String(value));
  }
  return element;
}

/** After the effects of one commit have run: the tags no `<Head>` owns go. */
function queueSweep() {
  if (sweepQueued) return;
  sweepQueued = true;
  queueMicrotask(() => {
    sweepQueued = false;
    for (const element of document.head.querySelectorAll(MANAGED)) if (!owned.has(element)) element.remove();
  });
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Head, HeadCollectorProvider, type HeadCollector } from './head';

describe('Head on the pre-renderer', () => {
  it('renders nothing in place and reports its tags, in order, to the collector', () => {
    const collector: HeadCollector = new Map();
    const html = renderToStaticMarkup(
      <HeadCollectorProvider value={collector}>
        <main>
          <Head>
            <title>Tours - Site</title>
            {false}
            {['en', 'de'].map((lang) => (
              <link key={lang} rel="alternate" hrefLang={lang} href={`/${lang}`} />
            ))}
          </Head>
          <p>Text</p>
          <Head>
            <meta name="robots" content="noindex" />
          </Head>
        </main>
      </HeadCollectorProvider>,
    );
    expect(html).toBe('<main><p>Text</p></main>');
    const tags = renderToStaticMarkup(<>{[...collector.values()].flat()}</>);
    expect(tags).toBe(
      '<title>Tours - Site</title><link rel="alternate" hrefLang="en" href="/en"/>' +
        '<link rel="alternate" hrefLang="de" href="/de"/><meta name="robots" content="noindex"/>',
    );
  });

  it('reports nothing without a collector (in the browser the tags go into <head> from an effect)', () => {
    expect(
      renderToStaticMarkup(
        <Head>
          <title>Tours</title>
        </Head>,
      ),
    ).toBe('');
  });
});

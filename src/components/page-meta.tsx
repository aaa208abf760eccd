import { useContext, useEffect } from 'react';
import { ContentPreviewContext } from '../content/store';
import { useTranslation } from 'react-i18next';
import { markPageLive } from '../lib/hydration';
import { localizedPath, SUPPORTED_LANGUAGES, type Language } from '../lib/i18n';
import { absoluteUrl, serializeJsonLd } from '../lib/seo';
import { imageAlt, type GalleryPhoto, type Translate } from '../content/images';
import { SHARE_IMAGE, shareImageName, shareImagePath } from '../lib/share-image';

export interface PageMetaProps {
  /** The page's own part of the title; the site name is appended ('{page} - {site name}'). */
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/tours'. */
  path: string;
  keywords?: readonly string[];
  /**
   * The picture link previews show: an image name or its artwork's path ('/art/sigiriya.svg'); the
   * home page's first slide when absent. Previews get it as a 1200×630 JPEG (src/lib/share-image.ts); a
   * gallery photo is shown as it is (its full WebP variant).
   */
  image?: string | GalleryPhoto;
  type?: 'website' | 'article';
  jsonLd?: readonly object[];
}

const OG_LOCALE = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR' } as const;

/**
 * Title, description, canonical, social-share tags and JSON-LD for one page. React 19 hoists the
 * title, meta and link elements into <head> and removes them when the page unmounts; the JSON-LD stays
 * with the page in <body>.
 */
export function PageMeta({ title, description, path, keywords, image, type = 'website', jsonLd }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const fullTitle = `${title} - ${t('siteName')}`;
  const language = (i18n.resolvedLanguage ?? 'en') as Language;
  const url = absoluteUrl(localizedPath(path, language));
  const locale = OG_LOCALE[(i18n.resolvedLanguage ?? 'en') as keyof typeof OG_LOCALE] ?? 'en_GB';
  const preview = useContext(ContentPreviewContext) !== null;
  // The page's content has been hydrated (or rendered): see src/lib/hydration.ts.
  useEffect(() => {
    if (!preview) markPageLive();
  }, [preview]);
  // A preview in the staff portal shows what a search result would, and leaves the portal's head alone.
  if (preview)
    return (
      <div className="preview-meta">
        <p className="preview-meta-title">{fullTitle}</p>
        <p className="preview-meta-description">{description}</p>
      </div>
    );
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && keywords.length > 0 && <meta name="keywords" content={keywords.join(', ')} />}
      <link rel="canonical" href={url} />
      {/* The same page in every language, for search engines (English is the default). */}
      {SUPPORTED_LANGUAGES.map((lang) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={absoluteUrl(localizedPath(path, lang))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absoluteUrl(path)} />
      <meta property="og:site_name" content={t('siteName')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      <meta property="og:locale" content={locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {/*
        Only in the pre-rendered HTML: link previews read it and run no script, and nothing in a browser
        reads it. The client build drops this code (import.meta.env.SSR is false there), which keeps it
        out of Home's script budget; the browser leaves the pre-rendered tags in <head> as they are.
      */}
      {import.meta.env.SSR && shareImageTags(image, t)}
      {jsonLd?.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // Escaped by serializeJsonLd: no text can close the element or inject markup.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
    </>
  );
}

function shareImageTags(image: string | GalleryPhoto | undefined, t: Translate) {
  if (typeof image === 'object') {
    return [
      <meta key="og:image" property="og:image" content={image.full} />,
      <meta key="og:image:type" property="og:image:type" content="image/webp" />,
      <meta key="og:image:width" property="og:image:width" content={String(image.width)} />,
      <meta key="og:image:height" property="og:image:height" content={String(image.height)} />,
      <meta key="og:image:alt" property="og:image:alt" content={image.alt} />,
      <meta key="twitter:image" name="twitter:image" content={image.full} />,
      <meta key="twitter:image:alt" name="twitter:image:alt" content={image.alt} />,
    ];
  }
  const name = shareImageName(image);
  const url = absoluteUrl(shareImagePath(name));
  // The picture's own alt text, in the page's language.
  const alt = imageAlt(t, name);
  return [
    <meta key="og:image" property="og:image" content={url} />,
    <meta key="og:image:type" property="og:image:type" content={SHARE_IMAGE.type} />,
    <meta key="og:image:width" property="og:image:width" content={String(SHARE_IMAGE.width)} />,
    <meta key="og:image:height" property="og:image:height" content={String(SHARE_IMAGE.height)} />,
    <meta key="og:image:alt" property="og:image:alt" content={alt} />,
    <meta key="twitter:image" name="twitter:image" content={url} />,
    <meta key="twitter:image:alt" name="twitter:image:alt" content={alt} />,
  ];
}

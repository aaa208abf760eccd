import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../components/responsive-image';
import { imageAlt } from '../../content/images';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import type { HeroSlide } from '../../content/published';
import { STATIC_PUBLIC_PATHS } from '../../content/public-routes';
import { useContent } from '../../content/store';
import { TOUR_CATEGORIES, type TourCategory } from '../../content/types';

const HERO_INTERVAL_MS = 4_000; // spec §9: auto-advance every 4 seconds

type SlidePath = (typeof STATIC_PUBLIC_PATHS)[number];

/**
 * Where a slide's button goes: one of the site's own pages (anything else, e.g. a mistyped path, goes to the
 * tours), with the tour list's category filter when it names one.
 */
export function slideTarget(link: HeroSlide['primary']): { to: SlidePath; search?: { category: TourCategory } } {
  const to = (STATIC_PUBLIC_PATHS as readonly string[]).includes(link.to) ? (link.to as SlidePath) : '/tours';
  const category = TOUR_CATEGORIES.find((known) => known === link.category);
  return to === '/tours' && category ? { to, search: { category } } : { to };
}

/**
 * Four slides advancing every 4 s and wrapping from the last to the first (spec §2, §9). Pauses while
 * hovered or focused and with the pause button; with reduced motion it never advances by itself.
 */
export function HeroSlider() {
  const { t } = useTranslation(['home', 'images']);
  const { slides } = useContent('home');
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !hovered && !focused && !reducedMotion;
  const total = slides.length;

  useEffect(() => {
    if (!playing || total < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, total]);

  const go = (next: number) => setIndex((next + total) % total);
  if (total === 0) return null;

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div className="hero-slides" aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.slug}
            className={i === index ? 'hero-slide current' : 'hero-slide'}
            role="group"
            aria-roledescription="slide"
            aria-label={t('hero.slideLabel', { current: i + 1, total })}
            hidden={i !== index}
            data-testid="hero-slide"
          >
            <ResponsiveImage
              name={slide.image}
              alt={imageAlt(t, slide.image)}
              sizes="100vw"
              priority={i === 0}
              className="hero-image"
            />
            <div className="hero-text">
              <p className="hero-subtitle">{slide.subtitle}</p>
              {i === 0 ? <h1>{slide.title}</h1> : <h2>{slide.title}</h2>}
              <p>{slide.description}</p>
              <div className="button-row">
                <Link {...slideTarget(slide.primary)} className="button">
                  {slide.primary.label}
                </Link>
                <Link {...slideTarget(slide.secondary)} className="button button-light">
                  {slide.secondary.label}
                  {/* "Learn More" alone says nothing out of context (screen readers, search engines). */}
                  {slide.secondary.context && <span className="visually-hidden"> {slide.secondary.context}</span>}
                </Link>
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="hero-controls">
        <button type="button" className="icon-button" onClick={() => go(index - 1)} aria-label={t('hero.previous')}>
          ‹
        </button>
        <div className="hero-dots">
          {slides.map((slide, i) => (
            <button
              key={slide.slug}
              type="button"
              className={i === index ? 'dot active' : 'dot'}
              aria-label={t('hero.goTo', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
        <button type="button" className="icon-button" onClick={() => go(index + 1)} aria-label={t('hero.next')}>
          ›
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setUserPaused((p) => !p)}
          aria-label={userPaused ? t('hero.play') : t('hero.pause')}
        >
          {userPaused ? '▶' : '❚❚'}
        </button>
      </div>
      <div
        className="hero-progress"
        role="progressbar"
        aria-label={t('hero.slideLabel', { current: index + 1, total })}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={index + 1}
      >
        <span
          key={index}
          className={playing ? 'hero-progress-fill running' : 'hero-progress-fill'}
          style={{ transform: playing ? undefined : `scaleX(${(index + 1) / total})` }}
        />
      </div>
    </section>
  );
}

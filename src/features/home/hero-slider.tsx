import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '../../components/responsive-image';
import { imageAlt } from '../../content/images';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { HERO_INTERVAL_MS, HERO_SLIDES } from './hero-slides';

/**
 * Four slides advancing every 4 s and wrapping from the last to the first (spec §2, §9). Pauses while
 * hovered or focused and with the pause button; with reduced motion it never advances by itself.
 */
export function HeroSlider() {
  const { t } = useTranslation(['home', 'images']);
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !hovered && !focused && !reducedMotion;
  const total = HERO_SLIDES.length;

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % total), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, index, total]);

  const go = (next: number) => setIndex((next + total) % total);

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
        {HERO_SLIDES.map((slide, i) => (
          <div
            key={slide.key}
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
              <p className="hero-subtitle">{t(`hero.slides.${slide.key}.subtitle`)}</p>
              {i === 0 ? (
                <h1>{t(`hero.slides.${slide.key}.title`)}</h1>
              ) : (
                <h2>{t(`hero.slides.${slide.key}.title`)}</h2>
              )}
              <p>{t(`hero.slides.${slide.key}.description`)}</p>
              <div className="button-row">
                <Link to={slide.primary.to} search={slide.primary.search} className="button">
                  {t(`hero.slides.${slide.key}.primary`)}
                </Link>
                <Link to={slide.secondary.to} search={slide.secondary.search} className="button button-light">
                  {t(`hero.slides.${slide.key}.secondary`)}
                  {/* "Learn More" alone says nothing out of context (screen readers, search engines). */}
                  {slide.secondaryContext && (
                    <span className="visually-hidden"> {t(`hero.slides.${slide.key}.secondaryContext`)}</span>
                  )}
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
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.key}
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

import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { HERO_ROTATION_MS } from '@store/shared';
import { buttonClass } from '../../ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { NotebookArt, PaletteArt, PenArt } from './hero-art';
import { HERO_HIGHLIGHTS } from './home-offers';
import { msg, useT, type Msg, type Translate } from '../../i18n';
import { useHasChanged } from '../../lib/use-has-changed';

/** A hero slide: title, subtitle, description, image, cta, highlight (texts in English; t() shows them). */
interface HeroSlide {
  title: Msg;
  subtitle: Msg;
  description: Msg;
  image: ReactNode;
  cta: Msg;
  highlight: { text: Msg; values?: Record<string, string> };
}

const SLIDES: [HeroSlide, ...HeroSlide[]] = [
  {
    subtitle: msg('Fountain pens & fine writing'),
    title: msg('The art of writing, refined'),
    description: msg('Gold nibs, balanced barrels and inks that glide. Pens made to be handed down.'),
    image: <PenArt />,
    cta: msg('Shop Pens'),
    highlight: HERO_HIGHLIGHTS.pens,
  },
  {
    subtitle: msg('Notebooks & journals'),
    title: msg('Paper worth filling'),
    description: msg('Thread-bound journals on 100 gsm acid-free paper that loves fountain pen ink.'),
    image: <NotebookArt />,
    cta: msg('Shop Notebooks'),
    highlight: HERO_HIGHLIGHTS.notebooks,
  },
  {
    subtitle: msg('Art supplies'),
    title: msg('Colour outside the lines'),
    description: msg('Artist-grade watercolours, pencils and brushes for the studio and the sketchbook.'),
    image: <PaletteArt />,
    cta: msg('Shop Art Supplies'),
    highlight: { text: msg('New season collection') },
  },
];

type TextField = 'title' | 'subtitle' | 'description' | 'cta' | 'highlight';

const textOf = (t: Translate, slide: HeroSlide, field: TextField): string =>
  field === 'highlight' ? t(slide.highlight.text, slide.highlight.values) : t(slide[field]);

/**
 * The current slide's text, sized to the longest text of all slides (see the note in HeroCarousel).
 * In Hindi the sizers are the Hindi texts: the longest of those sets the size.
 */
function StableText({ field, index }: { field: TextField; index: number }) {
  const t = useT();
  return (
    <span className="stable-text">
      {SLIDES.map((s) => (
        <span key={s.title} className="stable-text__sizer" aria-hidden="true">
          {textOf(t, s, field)}
        </span>
      ))}
      <span>{textOf(t, SLIDES[index] ?? SLIDES[0], field)}</span>
    </span>
  );
}

/** The hero carousel: 3 slides, auto-advance every 6 s, dots, buttons to /products and /categories. */
export function HeroCarousel() {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const t = useT();
  // The first slide's art is there with the page; the slides after it fade in (home.css).
  const moved = useHasChanged(index);
  const go = useCallback((i: number) => setIndex((i + SLIDES.length) % SLIDES.length), []);

  useEffect(() => {
    if (paused || hovered) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SLIDES.length), HERO_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, index]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else return;
    e.preventDefault();
  };

  const slide = SLIDES[index] ?? SLIDES[0];
  return (
    // The carousel pattern: arrow keys anywhere in the region move between slides.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className="hero"
      aria-roledescription={t('carousel')}
      aria-label={t('Featured collections')}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <h1 className="visually-hidden">{t('Inkwell Stationery: premium pens, notebooks and art supplies')}</h1>
      {/*
        One live slide whose elements are reused when the slide changes: a carousel that mounts
        new text every 6 s would report a new Largest Contentful Paint each time. Each text holds
        invisible copies of every slide's text in the same grid cell, so it keeps the size of the
        longest one and nothing moves when the text changes (no layout shift).
      */}
      <div className="container hero__stage" aria-live={paused || hovered ? 'polite' : 'off'}>
        <div
          className="hero__slide"
          role="group"
          aria-roledescription={t('slide')}
          aria-label={t('{n} of {total}', { n: index + 1, total: SLIDES.length })}
        >
          <div className="hero__copy">
            <p className="eyebrow">
              <StableText field="subtitle" index={index} />
            </p>
            <h2 className="hero__title">
              <StableText field="title" index={index} />
            </h2>
            <p className="hero__desc">
              <StableText field="description" index={index} />
            </p>
            <p className="hero__highlight">
              <StableText field="highlight" index={index} />
            </p>
            <div className="hero__actions">
              <Link to="/products" className={buttonClass('primary', 'lg')}>
                <StableText field="cta" index={index} />
              </Link>
              <Link to="/categories" className={buttonClass('secondary', 'lg')}>
                {t('Browse Categories')}
              </Link>
            </div>
          </div>
          <div className={moved ? 'hero__media hero__media--next' : 'hero__media'} key={index}>
            {slide.image}
          </div>
        </div>
      </div>
      <div className="container hero__controls">
        <button type="button" className="icon-btn icon-btn--filled" aria-label={t('Previous slide')} onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </button>
        <div className="hero__dots" role="group" aria-label={t('Choose a slide')}>
          {SLIDES.map((s, i) => (
            <button
              key={s.title}
              type="button"
              className="hero__dot"
              aria-label={t('Slide {n}: {title}', { n: i + 1, title: t(s.title) })}
              aria-current={i === index}
              onClick={() => go(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button type="button" className="icon-btn icon-btn--filled" aria-label={t('Next slide')} onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </button>
        <button type="button" className="hero__pause" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
          {paused ? t('Play') : t('Pause')}
          <span className="visually-hidden"> {t('slideshow')}</span>
        </button>
      </div>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SLIDE_DURATION } from './slide-speed';
import { LineIcon } from '../line-icon';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The carousel's accessible names, in the reader's language. They name the item ("Next story"),
 * and languages put the item and the number in different places, so the caller writes them whole.
 */
export interface CarouselLabels {
  /** The carousel region, e.g. "Success stories". */
  region: string;
  previous: string;
  next: string;
  /** The list of dots, e.g. "Choose a story". */
  dots: string;
  /** One dot, e.g. "Go to story 3". */
  goTo: (position: number) => string;
  /** What the live region says after a move, e.g. "Story 3 of 15". */
  status: (position: number, total: number) => string;
}

export interface CarouselProps<T> {
  items: readonly T[];
  labels: CarouselLabels;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * WAI-ARIA carousel pattern (no autoplay, so no rotation control): a labelled region, each slide
 * a group named "n of total", previous/next and one dot per slide as buttons. Loops, and moves
 * one slide per step in about 500 ms (instantly under prefers-reduced-motion). How many slides
 * show at once is CSS (.carousel-slide), the rule of slidesPerView().
 */
export function Carousel<T>({ items, labels, getKey, renderItem }: CarouselProps<T>) {
  const { t } = useLingui();
  const [viewportRef, embla] = useEmblaCarousel({
    loop: true,
    align: 'start',
    duration: reducedMotion() ? 0 : SLIDE_DURATION,
  });
  const [selected, setSelected] = useState(0);
  const trackId = useId();

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const arrow = (onClick: () => void, label: string, path: ReactNode) => (
    <button
      type="button"
      onClick={onClick}
      aria-controls={trackId}
      aria-label={label}
      className="carousel-arrow"
    >
      <LineIcon size={20} strokeWidth={2.5}>
        {path}
      </LineIcon>
    </button>
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  const total = items.length;
  return (
    <section
      aria-roledescription={t({
        message: 'carousel',
        comment: 'What screen readers call a set of slides shown one after another',
      })}
      aria-label={labels.region}
      onKeyDown={onKeyDown}
      className="carousel"
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden" id={trackId}>
          <div className="carousel-track">
            {items.map((item, index) => {
              const position = index + 1;
              return (
                <div
                  key={getKey(item)}
                  role="group"
                  aria-roledescription={t({
                    message: 'slide',
                    comment: 'What screen readers call one slide of a carousel',
                  })}
                  aria-label={t({
                    message: `${position} of ${total}`,
                    comment: 'A slide of a carousel: its position and how many there are',
                  })}
                  className="carousel-slide"
                >
                  {renderItem(item)}
                </div>
              );
            })}
          </div>
        </div>
        <div className="carousel-controls">
          {arrow(previous, labels.previous, <path d="M15 5l-7 7 7 7" />)}
          <ul className="carousel-dots" aria-label={labels.dots}>
            {items.map((item, index) => (
              <li key={getKey(item)}>
                <button
                  type="button"
                  onClick={() => embla?.scrollTo(index)}
                  aria-controls={trackId}
                  aria-label={labels.goTo(index + 1)}
                  aria-current={index === selected ? 'true' : undefined}
                  className="carousel-dot"
                />
              </li>
            ))}
          </ul>
          {arrow(next, labels.next, <path d="M9 5l7 7-7 7" />)}
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {labels.status(selected + 1, total)}
      </p>
    </section>
  );
}

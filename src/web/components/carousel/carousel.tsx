import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { SLIDE_DURATION } from './slide-speed';

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export interface CarouselProps<T> {
  items: readonly T[];
  /** Accessible name of the carousel region, e.g. "Success stories". */
  label: string;
  /** What one item is called in button names: "story" gives "Next story", "Go to story 3". */
  itemName: string;
  getKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}

/**
 * WAI-ARIA carousel pattern (no autoplay, so no rotation control): a labelled region, each slide
 * a group named "n of total", previous/next and one dot per slide as buttons. Loops, and moves
 * one slide per step in about 500 ms (instantly under prefers-reduced-motion). How many slides
 * show at once is CSS (.carousel-slide), the rule of slidesPerView().
 */
export function Carousel<T>({ items, label, itemName, getKey, renderItem }: CarouselProps<T>) {
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
  const Name = itemName.charAt(0).toUpperCase() + itemName.slice(1);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="carousel"
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden" id={trackId}>
          <div className="carousel-track">
            {items.map((item, index) => (
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                className="carousel-slide"
              >
                {renderItem(item)}
              </div>
            ))}
          </div>
        </div>
        <div className="carousel-controls">
          <button
            type="button"
            onClick={previous}
            aria-controls={trackId}
            aria-label={`Previous ${itemName}`}
            className="carousel-arrow"
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <ul className="carousel-dots" aria-label={`Choose a ${itemName}`}>
            {items.map((item, index) => (
              <li key={getKey(item)}>
                <button
                  type="button"
                  onClick={() => embla?.scrollTo(index)}
                  aria-controls={trackId}
                  aria-label={`Go to ${itemName} ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  className="carousel-dot"
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={next}
            aria-controls={trackId}
            aria-label={`Next ${itemName}`}
            className="carousel-arrow"
          >
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {`${Name} ${selected + 1} of ${total}`}
      </p>
    </section>
  );
}

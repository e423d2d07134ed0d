import { describe, expect, it } from 'vitest';
import { arrivalMs, overshootPx, SLIDE_DURATION, SLIDE_SPEED_MS } from './slide-speed';
import { slidesPerView } from './slides-per-view';

describe('slidesPerView (spec §9)', () => {
  it.each([
    [320, 1],
    [390, 1],
    [700, 1],
    [768, 1],
    [769, 2],
    [1000, 2],
    [1024, 2],
    [1025, 3],
    [1280, 3],
    [1920, 3],
  ])('shows at %i px %i slides', (width, slides) => {
    expect(slidesPerView(width)).toBe(slides);
  });
});

describe('slide speed', () => {
  // One slide is the viewport width divided by the slides shown: about 290 px on a phone,
  // 350 to 510 px on tablets and laptops, up to 1100 px on a wide screen with one slide.
  it.each([290, 360, 420, 510, 740, 1100])('moves one %i px slide in about 500 ms', (distance) => {
    const ms = arrivalMs(SLIDE_DURATION, distance);
    expect(ms).toBeGreaterThanOrEqual(SLIDE_SPEED_MS - 60);
    expect(ms).toBeLessThanOrEqual(SLIDE_SPEED_MS + 60);
    expect(overshootPx(SLIDE_DURATION, distance)).toBeLessThan(1);
  });

  it("is slower than embla's default of 25, which takes about 900 ms", () => {
    expect(arrivalMs(25, 420)).toBeGreaterThan(800);
  });

  it('is instant with duration 0 (used under reduced motion)', () => {
    expect(arrivalMs(0, 420)).toBe(0);
  });
});

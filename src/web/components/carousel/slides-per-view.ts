// The spec's §9 (README → The specification): 3 slides above 1024 px, 2 up to 1024 px, 1 up to 768 px. The CSS in styles.css
// (.carousel-slide) applies the same rule with media queries at these two breakpoints.
export const TWO_SLIDES_FROM = 769;
export const THREE_SLIDES_FROM = 1025;

export function slidesPerView(viewportWidth: number): 1 | 2 | 3 {
  if (viewportWidth >= THREE_SLIDES_FROM) return 3;
  if (viewportWidth >= TWO_SLIDES_FROM) return 2;
  return 1;
}

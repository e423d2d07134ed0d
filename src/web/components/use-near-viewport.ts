// Whether an element has come near the viewport: the home page's story carousel and the impact
// page's charts load only then, so they stay out of their page's first load
// (docs/decisions/0005-carousel-speed-and-lazy-stories.md, 0029-lean-first-loads.md).
import { useEffect, useRef, useState } from 'react';

/**
 * A ref for the element to watch, and whether it has been within `rootMargin` of the viewport
 * (once true, it stays true). Without IntersectionObserver it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin: string) {
  const [near, setNear] = useState(false);
  const probe = useRef<T>(null);
  useEffect(() => {
    const element = probe.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [probe, near] as const;
}

// Embla's `duration` is not milliseconds: each 1/60 s step adds displacement / duration to the
// velocity and multiplies the velocity by the friction (0.68), a damped spring (ScrollBody in
// embla-carousel 8). arrivalMs() replays that loop to find how long a move takes to come within
// 1 px of its target and stay there; SLIDE_DURATION is the value that makes a one-slide move
// take about 500 ms (spec §9; README → The specification) at every width from a phone to a wide desktop, without overshoot.
export const EMBLA_FRICTION = 0.68;
const STEP_MS = 1000 / 60;

export const SLIDE_SPEED_MS = 500;
export const SLIDE_DURATION = 19;

export function arrivalMs(duration: number, distancePx: number, friction = EMBLA_FRICTION): number {
  if (duration === 0) return 0;
  let velocity = 0;
  let location = 0;
  let lastFar = 0;
  for (let step = 1; step <= 600; step++) {
    velocity += (distancePx - location) / duration;
    velocity *= friction;
    location += velocity;
    if (Math.abs(distancePx - location) >= 1) lastFar = step;
  }
  return lastFar * STEP_MS;
}

/** Largest overshoot past the target, in px. */
export function overshootPx(
  duration: number,
  distancePx: number,
  friction = EMBLA_FRICTION,
): number {
  let velocity = 0;
  let location = 0;
  let max = 0;
  for (let step = 0; step < 600; step++) {
    velocity += (distancePx - location) / duration;
    velocity *= friction;
    location += velocity;
    max = Math.max(max, location - distancePx);
  }
  return max;
}

// The operators' metrics: what GET /api/operator/metrics answers and the dashboard
// draws. Weeks are India's (Asia/Kolkata), Monday to Sunday; the last METRICS_WEEKS of them,
// the current week last.

/** How many weeks the dashboard covers, the current one included. */
export const METRICS_WEEKS = 12;

/** At most this many cities are listed by name; the rest are summed in `otherCities`. */
export const METRICS_TOP_CITIES = 15;

export interface WeeklySignups {
  /** The Monday that starts the week, 'YYYY-MM-DD' (India's calendar). */
  week: string;
  volunteers: number;
  ngos: number;
}

export interface WeeklyRequests {
  week: string;
  sent: number;
  accepted: number;
  declined: number;
}

export interface CityCount {
  city: string;
  partnerships: number;
}

export interface CategoryCount {
  category: string;
  count: number;
}

export interface Metrics {
  /** The moment the numbers were read, ISO 8601. */
  generatedAt: string;
  signups: WeeklySignups[];
  requests: WeeklyRequests[];
  /** Answers in the window: accepted / (accepted + declined); null when nothing was answered. */
  acceptance: { accepted: number; declined: number; rate: number | null };
  /** Median time from a request to its answer in the window, in seconds; null without answers. */
  medianAnswerSeconds: number | null;
  /** Accepted partnerships not paused by a suspension, by the listing's location. */
  partnershipsByCity: CityCount[];
  /** Partnerships in the cities beyond the first METRICS_TOP_CITIES. */
  otherCities: number;
  /** Reports not resolved (open or being investigated), by category. */
  openReports: { total: number; byCategory: CategoryCount[] };
}

/** accepted / (accepted + declined), or null when there is no answer to divide by. */
export function acceptanceRate(accepted: number, declined: number): number | null {
  const answered = accepted + declined;
  return answered === 0 ? null : accepted / answered;
}

// Setu's public impact figures: what GET /api/impact answers and the #/impact page draws
// (docs/decisions/0045-public-impact.md). Counts and shares only, never a person.

/** A place with fewer partnerships than this shows counts but no rates (shares or medians). */
export const IMPACT_MIN_PARTNERSHIPS = 5;

/** "Still active N weeks after acceptance" is asked for each of these N. */
export const LASTING_WEEKS = [4, 8, 12] as const;

/** Speed and reliability look back this many days; the lasting cohorts this many months. */
export const IMPACT_WINDOW_DAYS = 365;
export const IMPACT_COHORT_MONTHS = 12;

export interface ImpactActivity {
  /**
   * Volunteers and NGOs with an accepted partnership running now: not paused by a suspension nor
   * held by the vetting gate.
   */
  volunteers: number;
  ngos: number;
  /** Every session the NGO marked held, since Setu began. */
  sessionsHeld: number;
  /** Their hours, to one decimal place. */
  hoursTaught: number;
}

export interface ImpactSessions {
  /** Past sessions in the window whose outcome is known: marked, or cancelled by a side. */
  scheduled: number;
  held: number;
  /** Of the held ones, those a substitute taught. */
  bySubstitutes: number;
  /** held / scheduled and bySubstitutes / scheduled; null with nothing scheduled. */
  heldShare: number | null;
  substituteShare: number | null;
}

export interface ImpactCohort {
  /** The month of acceptance, 'YYYY-MM' (India's calendar). */
  month: string;
  partnerships: number;
  /**
   * For each of LASTING_WEEKS: the share of the cohort's partnerships old enough to be asked
   * that were still active then; null while none is old enough.
   */
  lasting: (number | null)[];
}

export interface ImpactRates {
  /** Median hours from a request to the NGO's answer (accepted or declined). */
  medianAnswerHours: number | null;
  /** Median days from acceptance to the first session held. */
  medianDaysToFirstSession: number | null;
  sessions: ImpactSessions;
  /** The last IMPACT_COHORT_MONTHS months of acceptances, oldest first. */
  cohorts: ImpactCohort[];
}

export interface ImpactScope {
  /** The listing's city as written; null for all of Setu. */
  city: string | null;
  /** Partnerships ever accepted (still running or ended). */
  partnerships: number;
  activity: ImpactActivity;
  /** Null below IMPACT_MIN_PARTNERSHIPS partnerships: too few to publish rates about. */
  rates: ImpactRates | null;
}

export interface ImpactFigures {
  total: ImpactScope;
  /** Most partnerships first. */
  cities: ImpactScope[];
}

export interface Impact extends ImpactFigures {
  /** When the snapshot was computed, ISO 8601. */
  computedAt: string;
}

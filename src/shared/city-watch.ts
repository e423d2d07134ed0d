// "Tell me when an NGO in ‹city› joins Setu" (src/server/city-watch): what the API answers, and
// the stop link's body, for the API and the pages that use them.
import { z } from 'zod';

export const CITY_WATCH_MESSAGES = {
  noCity: 'Add your city to your profile first.',
  invalidStopLink: 'This link is not valid. Open the whole link from the email and try again.',
} as const;

export const cityWatchStopSchema = z.object({
  token: z
    .string({ error: CITY_WATCH_MESSAGES.invalidStopLink })
    .trim()
    .min(1, CITY_WATCH_MESSAGES.invalidStopLink)
    .max(400, CITY_WATCH_MESSAGES.invalidStopLink),
});

// Where a listing teaches: in person at a venue, or online. The venue's address and
// map link, or the meeting link, reach a volunteer only once the NGO has accepted them.
import { z } from 'zod';
import { textRules } from './text-refinement';

export const LISTING_MODES = ['in-person', 'online'] as const;
export type ListingMode = (typeof LISTING_MODES)[number];

export const PLACE_LIMITS = { address: 300, landmark: 120, link: 500 } as const;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .superRefine(textRules(label, 'single-line'))
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .default('');

const LINK = /^https?:\/\/[^\s/.]+\.[^\s]+$/i;
const optionalLink = (label: string) =>
  optionalText(label, PLACE_LIMITS.link).refine((value) => value === '' || LINK.test(value), {
    message: 'Enter a full link, starting with https://.',
  });

/** The place fields of the matching profile; which are required depends on the mode. */
export const listingPlaceShape = {
  mode: z.enum(LISTING_MODES, { error: 'Choose in person or online.' }),
  venueAddress: optionalText('Address', PLACE_LIMITS.address),
  venueLandmark: optionalText('Landmark', PLACE_LIMITS.landmark),
  mapLink: optionalLink('Map link'),
  meetingLink: optionalLink('Meeting link'),
};

export interface ListingPlace {
  mode: ListingMode;
  venueAddress: string;
  venueLandmark: string;
  mapLink: string;
  meetingLink: string;
}

/** In person needs an address, online a meeting link; the other mode's fields are dropped. */
export function checkPlace(place: ListingPlace, ctx: z.RefinementCtx): void {
  if (place.mode === 'in-person' && !place.venueAddress) {
    ctx.addIssue({
      code: 'custom',
      message: 'Enter the address where you teach.',
      path: ['venueAddress'],
    });
  }
  if (place.mode === 'online' && !place.meetingLink) {
    ctx.addIssue({ code: 'custom', message: 'Enter the meeting link.', path: ['meetingLink'] });
  }
}

export function keptPlace(place: ListingPlace): ListingPlace {
  return place.mode === 'online'
    ? {
        mode: 'online',
        venueAddress: '',
        venueLandmark: '',
        mapLink: '',
        meetingLink: place.meetingLink,
      }
    : { ...place, meetingLink: '' };
}

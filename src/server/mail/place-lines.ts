// The place of a partnership in an email: the venue (address, landmark, map) or the online
// class's link. Only for mail the contact rule lets carry it (src/server/partnerships/contact-rule.ts).
import type { ListingPlace } from '../../shared/listing-place';
import type { MailText } from './mail-i18n';

/** The venue (address, landmark, map) or the meeting link, a line each; nothing when not given. */
export function placeLines(t: MailText, place: ListingPlace | null | undefined): string[] {
  if (!place) return [];
  if (place.mode === 'online') {
    return place.meetingLink ? [t('place.online', { url: place.meetingLink })] : [];
  }
  return [
    place.venueAddress && t('place.venue', { address: place.venueAddress }),
    place.venueLandmark && t('place.landmark', { landmark: place.venueLandmark }),
    place.mapLink && t('place.map', { url: place.mapLink }),
  ].filter((line): line is string => !!line);
}

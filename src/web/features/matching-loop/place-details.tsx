import { Trans } from '@lingui/react/macro';
import type { ListingPlace } from '../../../shared/listing-place';

const linkClass = 'font-semibold text-brand-800 underline';

/**
 * Where an accepted partnership's classes happen: the NGO's address (and a map link), or
 * "Online" with the link to join. The server sends a place only once the NGO has accepted.
 */
export function PlaceDetails({
  place,
  className = '',
  joinPath,
}: {
  place: ListingPlace | null | undefined;
  className?: string;
  /**
   * Setu's own "Join the class" of one session (src/web/pages/join-class): it records the join
   * time, then forwards to the meeting link.
   */
  joinPath?: string;
}) {
  if (!place) return null;
  if (place.mode === 'online') {
    return (
      <p className={`break-words ${className}`} data-testid="place">
        <Trans>Online</Trans>
        {place.meetingLink && (
          <>
            {' · '}
            <a
              href={joinPath ? `#${joinPath}` : place.meetingLink}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClass}
            >
              <Trans>
                Join the class<span className="sr-only"> (opens in a new tab)</span>
              </Trans>
            </a>
          </>
        )}
      </p>
    );
  }
  if (!place.venueAddress) return null;
  const address = place.venueAddress;
  const landmark = place.venueLandmark;
  return (
    <p className={`break-words ${className}`} data-testid="place">
      <Trans>Where: {address}</Trans>
      {/* As the NGO wrote it: "near" would be wrong for "opposite the bus stand". */}
      {landmark && (
        <>
          {' · '}
          <Trans>Landmark: {landmark}</Trans>
        </>
      )}
      {place.mapLink && (
        <>
          {' · '}
          <a href={place.mapLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <Trans>
              Map<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </>
      )}
    </p>
  );
}

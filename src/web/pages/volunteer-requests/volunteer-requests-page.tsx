import { useState } from 'react';
import { AnotherTime } from '../../features/matching-loop/another-time';
import { MyRequests } from '../../features/matching-loop/my-requests';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';

/**
 * The volunteer's Requests: each request and partnership (withdraw, end, the NGO's contact), and
 * another teaching time of an NGO they already teach with or asked (one request per time).
 */
function Requests() {
  // Both read the volunteer's requests: a change in one reloads the other (each keeps its own
  // notice of what was just done).
  const [listVersion, setListVersion] = useState(0);
  const [timesVersion, setTimesVersion] = useState(0);
  return (
    <div className="mt-6 space-y-6">
      <MyRequests refreshKey={listVersion} onChange={() => setTimesVersion((n) => n + 1)} />
      <AnotherTime refreshKey={timesVersion} onSent={() => setListVersion((n) => n + 1)} />
    </div>
  );
}

export default volunteerSection('volunteerRequests', Requests);

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  preferenceFieldId,
  VolunteerPreferencesForm,
} from '../../features/matching-loop/volunteer-preferences-form';
import { volunteerSection } from '../../features/volunteer-dashboard/volunteer-sections';
import type { FocusPreference } from '../../paths';

/** How long the section waits for the form's control a notice asked for (the form loads first). */
const FOCUS_WAIT_MS = 5_000;

/** The volunteer's Preferences: what matching uses (topics, availability, languages, …). */
function Preferences() {
  const location = useLocation();
  const wanted = (location.state as Partial<FocusPreference> | null)?.focusPreference;
  // The Overview's "Add your availability" opens this section on that control, once it exists.
  useEffect(() => {
    if (!wanted) return;
    const until = Date.now() + FOCUS_WAIT_MS;
    let frame = 0;
    const tryFocus = () => {
      const control = document.getElementById(preferenceFieldId(wanted));
      if (control) {
        control.scrollIntoView({ block: 'center' });
        control.focus({ preventScroll: true });
      } else if (Date.now() < until) {
        frame = requestAnimationFrame(tryFocus);
      }
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [wanted, location.key]);
  return (
    <div className="mt-6">
      <VolunteerPreferencesForm />
    </div>
  );
}

export default volunteerSection('volunteerPreferences', Preferences);

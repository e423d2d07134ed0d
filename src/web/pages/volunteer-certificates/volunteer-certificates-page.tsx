import { CertificatesCard } from '../../features/teaching-sessions/certificates-card';
import { VolunteerSections } from '../../features/volunteer-dashboard/volunteer-sections';

/** The volunteer's Certificates: one per weekly time with held sessions, and the PDFs issued. */
export default function VolunteerCertificatesPage() {
  return (
    <VolunteerSections section="volunteerCertificates">
      <CertificatesCard className="mt-6" />
    </VolunteerSections>
  );
}

import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../shared/messages';

export function Footer() {
  return (
    <footer className="border-t border-brand-100 bg-brand-50 px-4 py-8 text-sm">
      <p>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · {SUPPORT_HOURS}
      </p>
      <p>© {new Date().getFullYear()} Setu</p>
    </footer>
  );
}

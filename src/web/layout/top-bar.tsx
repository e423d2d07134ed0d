import { Link } from 'react-router';
import { PATHS, SCROLL_TO_SUCCESS } from '../paths';

export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b border-brand-100 bg-white/95">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-6xl items-center gap-4 px-4">
        <Link to={PATHS.home} className="text-xl font-bold text-brand-700">
          Setu
        </Link>
        <Link to={PATHS.home}>Home</Link>
        <Link to={PATHS.ngoList}>NGOs</Link>
        <Link to={PATHS.home} state={SCROLL_TO_SUCCESS}>
          Success Stories
        </Link>
        <Link to={PATHS.contact}>Contact Us</Link>
        <Link to={PATHS.faq}>FAQs</Link>
        <Link to={PATHS.login}>Login</Link>
      </nav>
    </header>
  );
}

import { Link } from 'react-router';
import { PATHS } from '../../paths';
import { LoginForm } from './login-form';

export default function LoginPage() {
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-3xl font-bold text-brand-800">Login</h1>
      <p className="mt-2 mb-8 text-gray-700">
        New to Setu?{' '}
        <Link to={PATHS.joinUs} className="font-semibold text-brand-800 underline">
          Join as a volunteer or an NGO
        </Link>
        .
      </p>
      <LoginForm />
    </section>
  );
}

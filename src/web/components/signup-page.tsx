import type { ComponentType, ReactNode } from 'react';
import { PATHS } from '../paths';
import { Link } from './link';

/** The way to login from a registration page's introduction, for those already registered. */
export function LoginLink({ children }: { children?: ReactNode }) {
  return (
    <Link to={PATHS.login} className="font-semibold text-brand-800 underline">
      {children}
    </Link>
  );
}

/** A registration page (volunteer or NGO): its title, an introduction, then its form. */
export function signupPage(title: ReactNode, intro: ReactNode, Form: ComponentType): ComponentType {
  return function SignupPage() {
    return (
      <section className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-brand-800">{title}</h1>
        <p className="mt-2 mb-8 text-gray-700">{intro}</p>
        <Form />
      </section>
    );
  };
}

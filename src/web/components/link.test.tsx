import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

afterEach(cleanup);

function Shown() {
  const { pathname, state } = useLocation();
  return <p>{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderAt(path: string, links: React.ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Shown />} />
      </Routes>
    </MemoryRouter>,
  );
}

const active = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');

describe('Link', () => {
  it('has the address as href and a plain click shows the screen with its state', () => {
    renderAt(
      '/',
      <Link to="/faq" state={{ from: 'top' }} className="x">
        FAQ
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link.getAttribute('href')).toBe('/faq');
    expect(link.className).toBe('x');
    fireEvent.click(link);
    expect(screen.getByText('/faq {"from":"top"}')).toBeTruthy();
  });

  it('leaves a modified click and one its own handler prevented to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">A</Link>
        <Link to="/b" onClick={(event) => event.preventDefault()}>
          B
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByText('/ null')).toBeTruthy();
  });
});

describe('NavLink', () => {
  it('marks the screen shown, in any letter case and below its path unless end', () => {
    renderAt(
      '/Operator/ngos',
      <>
        <NavLink to="/operator" end className={active}>
          Home
        </NavLink>
        <NavLink to="/operator" className={active}>
          Any
        </NavLink>
        <NavLink to="/operator/ngos" className={active}>
          NGOs
        </NavLink>
        <NavLink to="/operator/ngo" className={active}>
          Prefix
        </NavLink>
      </>,
    );
    const state = (name: string) => {
      const link = screen.getByRole('link', { name });
      return `${link.className} ${link.getAttribute('aria-current')}`;
    };
    expect(state('Home')).toBe('off null');
    expect(state('Any')).toBe('on page');
    expect(state('NGOs')).toBe('on page');
    expect(state('Prefix')).toBe('off null');
  });
});

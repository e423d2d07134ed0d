import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneLink, telHref } from './phone-link';

afterEach(cleanup);

describe('PhoneLink', () => {
  it('dials the digits and a leading plus, whatever the number is written with', () => {
    expect(telHref('+91 98765-43210')).toBe('tel:+919876543210');
    expect(telHref('(0651) 234 5678')).toBe('tel:06512345678');
  });

  it('is a link named by the number as written', () => {
    render(<PhoneLink phone="+91 91234 56789" />);
    expect(screen.getByRole('link', { name: '+91 91234 56789' }).getAttribute('href')).toBe(
      'tel:+919123456789',
    );
  });
});

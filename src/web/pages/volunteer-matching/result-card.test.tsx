import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { ResultCard } from './result-card';
import type { MatchingResult } from './use-matching-search';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const result = (overrides: Partial<MatchingResult>): MatchingResult => ({
  id: 7,
  name: 'Sanjh Shala',
  location: 'Ranchi',
  availability: ['Wednesday', 'Friday'],
  topics: ['Maths'],
  availabilityTimes: ['12:00 PM - 3:00 PM', '6:30 PM - 8:00 PM'],
  teachingTimes: [],
  mode: 'in-person',
  requiredChecks: [],
  sample: false,
  demo: false,
  full: false,
  verified: true,
  ...overrides,
});

const show = (ngo: MatchingResult) =>
  render(<ResultCard ngo={ngo} headingLevel={3} busy={false} onConnect={() => {}} />, {
    wrapper: I18nTestProvider,
  });

describe('a result card', () => {
  it('pairs each day with its own hours when the NGO gave teaching times', () => {
    show(
      result({
        teachingTimes: [
          { day: 'Wednesday', start: '12:00 PM', end: '3:00 PM' },
          { day: 'Friday', start: '6:30 PM', end: '8:00 PM' },
        ],
        mode: 'online',
      }),
    );
    expect(screen.getByTestId('teaching-times').textContent).toBe(
      'Teaching times: Online · Wed 12:00 PM – 3:00 PM; Fri 6:30 PM – 8:00 PM',
    );
  });

  it('shows a sample listing as the spec has it: its days, then its merged hours', () => {
    show(
      result({ sample: true, availabilityTimes: ['11:00 AM - 12:00 PM', '12:00 PM - 1:00 PM'] }),
    );
    expect(screen.queryByTestId('teaching-times')).toBeNull();
    screen.getByText('11:00 AM – 1:00 PM');
  });

  it("names the checks its NGO adds, in the list's order, and nothing when it adds none", () => {
    show(result({ requiredChecks: ['references', 'police_clearance'] }));
    expect(screen.getByTestId('listing-checks').textContent).toBe(
      'Also asks its volunteers for: a police clearance certificate, two references',
    );
    cleanup();
    show(result({}));
    expect(screen.queryByTestId('listing-checks')).toBeNull();
  });
});

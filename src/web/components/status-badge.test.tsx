import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { i18n } from '@lingui/core';
import { REQUEST_STATUSES, StatusBadge, type RequestStatus } from './status-badge';
import { CHECK_STATE_BADGES } from '../features/vetting/check-words';
import { contrast } from './test-contrast';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

const statuses = Object.keys(REQUEST_STATUSES) as RequestStatus[];

describe('StatusBadge', () => {
  it.each(statuses)('says %s in words, in its own colours', (status) => {
    render(<StatusBadge status={status} />);
    const { label, text, background } = REQUEST_STATUSES[status];
    const badge = screen.getByText(i18n._(label));
    expect(badge.dataset.status).toBe(status);
    expect(badge.style.color).not.toBe(badge.style.backgroundColor);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('names Pending, Accepted, Declined and Ended, each with a colour no other status has', () => {
    expect(
      ['pending', 'accepted', 'declined', 'ended'].map((s) =>
        i18n._(REQUEST_STATUSES[s as RequestStatus].label),
      ),
    ).toEqual(['Pending', 'Accepted', 'Declined', 'Ended']);
    const backgrounds = statuses.map((s) => REQUEST_STATUSES[s].background);
    const texts = statuses.map((s) => REQUEST_STATUSES[s].text);
    expect(new Set(backgrounds).size).toBe(statuses.length);
    expect(new Set(texts).size).toBe(statuses.length);
  });
});

describe("the checklist's state badges", () => {
  it.each(Object.entries(CHECK_STATE_BADGES))('%s keeps at least 4.5:1', (_state, badge) => {
    expect(contrast(badge.text, badge.background)).toBeGreaterThanOrEqual(4.5);
  });
});

import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import type { Loaded } from '../../use-loader';
import { OverviewList } from './overview-list';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

function Endings({ state }: { state: Loaded<{ endings: string[] }> }) {
  return (
    <OverviewList
      id="test-endings"
      title="Ended partnerships"
      intro="Why each ended."
      state={state}
      reload={async () => {}}
      loading="Loading the ended partnerships…"
      items={(data) => data.endings}
      empty="No partnership has ended yet."
    >
      {(ending) => <li key={ending}>{ending}</li>}
    </OverviewList>
  );
}

describe('OverviewList', () => {
  it('is a section named by its heading, saying it is loading', () => {
    render(<Endings state={{ status: 'loading' }} />);
    screen.getByRole('region', { name: 'Ended partnerships' });
    screen.getByText('Why each ended.');
    expect(screen.getByRole('status').textContent).toBe('Loading the ended partnerships…');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists the items once loaded', () => {
    render(<Endings state={{ status: 'ready', data: { endings: ['Asha', 'Ravi'] } }} />);
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Asha', 'Ravi']);
    expect(screen.queryByText('No partnership has ended yet.')).toBeNull();
  });

  it('says there are none when the list is empty', () => {
    render(<Endings state={{ status: 'ready', data: { endings: [] } }} />);
    screen.getByText('No partnership has ended yet.');
    expect(screen.queryByRole('list')).toBeNull();
  });
});

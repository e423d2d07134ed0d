import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { CityInput, cityOf } from './city-input';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CityInput name="location" value={value} onChange={setValue} />
      <output aria-label="Value">{value}</output>
    </>
  );
}

const select = () => screen.getByRole('combobox', { name: 'City' }) as HTMLSelectElement;
const text = () => screen.getByRole('textbox', { name: 'Location' }) as HTMLInputElement;
const shown = (s: HTMLSelectElement) => s.options[s.selectedIndex]?.textContent;

describe('cityOf', () => {
  it('finds a listed city in any case, ignoring surrounding spaces', () => {
    expect(cityOf(' ranchi ')).toBe('Ranchi');
    expect(cityOf('Nagpur')).toBeUndefined();
    expect(cityOf('')).toBeUndefined();
  });
});

describe('CityInput', () => {
  it('only the text input carries the field name', () => {
    render(<Harness />);
    expect(text().name).toBe('location');
    expect(select().name).toBe('');
    expect(shown(select())).toBe('Choose a city');
  });

  it('choosing a city writes it into the text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(select(), 'Ranchi');
    expect(text().value).toBe('Ranchi');
    expect(screen.getByLabelText('Value').textContent).toBe('Ranchi');
  });

  it('typing a listed city shows it in the select; other text shows "Other city"', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(text(), 'pune');
    expect(shown(select())).toBe('Pune');
    await user.clear(text());
    await user.type(text(), 'Nagpur');
    expect(shown(select())).toBe('Other city');
    await user.clear(text());
    expect(shown(select())).toBe('Choose a city');
  });

  it('"Other city" clears a listed city and moves focus to the text', async () => {
    const user = userEvent.setup();
    render(<Harness initial="Delhi" />);
    await user.selectOptions(select(), 'Other city');
    expect(text().value).toBe('');
    expect(document.activeElement).toBe(text());
  });
});

describe('CityInput with an error', () => {
  it('flags the City select and the Location text alike, under one message', () => {
    render(<CityInput name="location" value="" onChange={() => {}} error="Choose a city." />);
    for (const control of [select(), text()]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const ids = control.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('Choose a city.');
    }
    expect(screen.getAllByText('Choose a city.')).toHaveLength(1);
  });
});

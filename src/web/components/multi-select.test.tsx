import { act, cleanup, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { AVAILABILITY } from '../../shared/options';
import { MultiSelect } from './multi-select';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

function Harness({ onChange }: { onChange?: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <div>
      <MultiSelect
        label="Availability"
        name="availability"
        options={AVAILABILITY}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <p>Outside</p>
      <input aria-label="Next field" />
    </div>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Availability/ });

describe('MultiSelect', () => {
  it('is a button named after the field that toggles a list of labelled checkboxes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(trigger().textContent).toContain('Select…');
    const list = document.getElementById(trigger().getAttribute('aria-controls')!)!;
    expect(list.hidden).toBe(true);

    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    expect(screen.getByRole('checkbox', { name: 'Sunday Evening' })).toBeTruthy();

    await user.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('reports the selection in list order and shows it on the button', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    render(<Harness onChange={(value) => seen.push(value)} />);
    await user.click(trigger());
    await user.click(screen.getByRole('checkbox', { name: 'Friday Evening' }));
    await user.click(screen.getByRole('checkbox', { name: 'Monday Morning' }));
    expect(seen.at(-1)).toEqual(['Monday Morning', 'Friday Evening']);
    expect(trigger().textContent).toContain('Monday Morning, Friday Evening');
    await user.click(screen.getByRole('checkbox', { name: 'Friday Evening' }));
    expect(seen.at(-1)).toEqual(['Monday Morning']);
    const checkbox = screen.getByRole('checkbox', { name: 'Monday Morning' }) as HTMLInputElement;
    expect(checkbox.name).toBe('availability');
    expect(checkbox.checked).toBe(true);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByText('Outside'));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Monday Morning' }));
    await user.keyboard('{Escape}');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('works with the keyboard alone: Enter opens, Tab walks, Space toggles', async () => {
    const user = userEvent.setup();
    const seen: string[][] = [];
    render(<Harness onChange={(value) => seen.push(value)} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Monday Evening' }));
    await user.keyboard(' ');
    expect(seen.at(-1)).toEqual(['Monday Evening']);
  });

  it('closes when focus moves on to the next control', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    act(() => screen.getByRole('textbox', { name: 'Next field' }).focus());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('can say it is optional, carry a hint it is described by, and a stable id', () => {
    render(
      <MultiSelect
        label="Languages"
        name="languages"
        options={['Hindi']}
        value={[]}
        onChange={() => {}}
        optional
        hint="Your best matches use this."
        buttonId="languages-button"
      />,
    );
    const button = screen.getByRole('button', { name: 'Languages (optional) Select…' });
    expect(button.id).toBe('languages-button');
    const hint = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Your best matches use this.');
  });
});

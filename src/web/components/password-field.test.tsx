import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { PasswordField } from './password-field';

beforeAll(() => showAllCatalogs('en'));
afterEach(cleanup);

const render = (ui: ReactElement) => renderPlain(ui, { wrapper: I18nTestProvider });

describe('PasswordField', () => {
  it('is labelled, shows its error inline and reveals the text on demand', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" name="password" error="Too short." />);
    const input = screen.getByLabelText('Password', { selector: 'input' }) as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.name).toBe('password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Too short.',
    );
    const toggle = screen.getByRole('button', { name: 'Show password' });
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(input.type).toBe('password');
  });
});

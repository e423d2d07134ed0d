import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { ProfilePicture } from './profile-picture';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ProfilePicture', () => {
  it('is a file input named "Upload profile picture", shown as a button-like label', async () => {
    render(<ProfilePicture name="Asha" />, { wrapper: I18nTestProvider });
    const input = screen.getByLabelText('Upload profile picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    // The raw "Choose File" control is hidden from sight, not from keyboards or screen readers.
    expect(input.className).toContain('sr-only');
    expect(input.hidden).toBe(false);
    expect(input.tabIndex).toBe(0);
    const label = screen.getByText('Upload profile picture');
    expect(label.tagName).toBe('LABEL');
    expect(label.className).toContain('peer-focus-visible:outline');
    // Still reached with the keyboard.
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Upload profile picture'));
  });
});

describe('ProfilePicture in Hindi', () => {
  afterEach(() => showAllCatalogs('en'));

  it('names its control and its refusal of a non-image in Hindi', async () => {
    showAllCatalogs('hi');
    render(<ProfilePicture name="Asha" />, { wrapper: I18nTestProvider });
    const input = screen.getByLabelText('प्रोफ़ाइल फ़ोटो अपलोड करें') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert').textContent).toBe('कृपया कोई फ़ोटो फ़ाइल चुनें (जैसे PNG या JPEG)।');
  });
});

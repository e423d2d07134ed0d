import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfilePicture } from './profile-picture';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('ProfilePicture', () => {
  it('is a file input named "Upload profile picture", shown as a button-like label', async () => {
    render(<ProfilePicture name="Asha" />);
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

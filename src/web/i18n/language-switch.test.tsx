import { i18n } from '@lingui/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as hindiHome } from '../locales/hi/pages/home.po';
import { LANGUAGE_KEY } from '../storage';
import { loadScreenCatalogs, onLanguageChosen, showLanguage } from './language';
import { LanguageSwitch } from './language-switch';
import { I18nTestProvider } from './test-i18n';

beforeEach(async () => {
  localStorage.clear();
  await act(() => showLanguage('en'));
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await act(() => showLanguage('en'));
});

const button = (name: string) => screen.getByRole('button', { name });

describe('language switch', () => {
  it('names both languages in their own script, each marked with its lang', () => {
    render(<LanguageSwitch />, { wrapper: I18nTestProvider });
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(button('English').getAttribute('lang')).toBe('en');
    expect(button('हिन्दी').getAttribute('lang')).toBe('hi');
    expect(button('English').getAttribute('aria-pressed')).toBe('true');
    expect(button('हिन्दी').getAttribute('aria-pressed')).toBe('false');
  });

  it('switches in place, sets <html lang>, remembers the choice and tells the account hook', async () => {
    const chosen: string[] = [];
    const stop = onLanguageChosen((locale) => chosen.push(locale));
    render(<LanguageSwitch />, { wrapper: I18nTestProvider });

    fireEvent.click(button('हिन्दी'));
    await waitFor(() => expect(button('हिन्दी').getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeTruthy();
    expect(button('English').getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi');
    expect(chosen).toEqual(['hi']);

    fireEvent.click(button('English'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(chosen).toEqual(['hi', 'en']);
    stop();
  });

  it('loads the Hindi catalogue of every screen shown so far before switching', async () => {
    await loadScreenCatalogs(['pages/home']);
    await act(() => showLanguage('hi'));
    const ids = Object.keys(hindiHome);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(i18n.messages[id], id).toEqual(hindiHome[id]);
  });

  it('says loudly when a message has no text in the language shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(() => showLanguage('hi'));
    i18n._('no-such-message');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('no-such-message has no hi text'));
  });
});

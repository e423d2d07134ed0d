import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../shared/messages';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { VolunteerForm } from './volunteer-form';

afterEach(cleanup);

function renderForm() {
  showAllCatalogs('en');
  const router = createMemoryRouter([{ path: '/', Component: VolunteerForm }]);
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
}

describe('VolunteerForm validation (before anything is sent)', () => {
  it('gives every spec field its name and a visible label', async () => {
    renderForm();
    await screen.findByRole('button', { name: 'Register as a volunteer' });
    const names = [...document.querySelectorAll('[name]')].map((e) => e.getAttribute('name'));
    for (const name of [
      'fullName',
      'email',
      'phone',
      'location',
      'skills',
      'availability',
      'ageGroup',
      'languages',
      'bio',
      'reason',
      'password',
      'agree',
    ]) {
      expect(names, name).toContain(name);
    }
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).type).toBe('tel');
  });

  it('an empty submit marks fields inline and shows the agree alert', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Register as a volunteer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.agreeVolunteer);
    const fullName = screen.getByLabelText('Full name');
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    const errorId = fullName.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Full name is required.');
    expect(screen.getByLabelText(/Bio/).getAttribute('aria-invalid')).toBeNull();
  });

  it('leaves availability and languages optional (spec §5): never marked, said optional', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Register as a volunteer' }));
    await screen.findByRole('alert');
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    for (const label of ['Availability', 'Languages']) {
      const button = screen.getByRole('button', { name: new RegExp(`^${label} \\(optional\\)`) });
      expect(button.getAttribute('aria-invalid'), label).toBeNull();
      expect(button.getAttribute('aria-required'), label).toBeNull();
    }
    expect(document.body.textContent).not.toMatch(/Choose at least one/);
    expect(document.body.textContent).not.toContain('*');
  });

  it('with agree ticked, no alert shows for the other missing fields', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register as a volunteer' }));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('VolunteerForm focus after a refused submit', () => {
  it('an empty submit focuses Full name, the first field on the page', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Register as a volunteer' }));
    await screen.findByRole('alert');
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'));
  });

  it('focuses the first invalid field in page order: the City select before Age group and Password', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByLabelText('Full name'), 'Asha Verma');
    await user.type(screen.getByLabelText('Email'), 'asha@example.org');
    await user.type(screen.getByLabelText('Phone'), '0651 234 567');
    await user.selectOptions(screen.getByLabelText('Skills'), 'Teaching');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Register as a volunteer' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await vi.waitFor(() => expect(document.activeElement).toBe(city));
    // City and Location show one value: both are flagged, under one message naming both.
    const location = screen.getByRole('textbox', { name: 'Location' });
    for (const control of [city, location]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const ids = control.getAttribute('aria-describedby')!.split(' ');
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(
        'Choose a city or type your location.',
      );
    }
    expect(screen.getAllByText('Choose a city or type your location.')).toHaveLength(1);
  });

  it('says each missing choice in plain English', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Register as a volunteer' }));
    await screen.findByRole('alert');
    for (const message of [
      'Choose a skill from the list.',
      'Choose an age group from the list.',
      'Tell us why you want to volunteer.',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\ba [aeiou]/i);
  });
});

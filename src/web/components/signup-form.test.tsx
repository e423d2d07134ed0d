import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import type { NgoSignup } from '../../shared/schemas';
import { TEST_NGO_SIGNUP } from '../../shared/test-signups';
import { ApiError } from '../api';
import { I18nTestProvider, showAllCatalogs } from '../i18n/test-i18n';
import { PATHS } from '../paths';
import { NgoForm, type NgoFormValues } from '../pages/signup-ngo/ngo-form';
import { TextField } from './field';
import { SignupForm } from './signup-form';

beforeEach(() => showAllCatalogs('en'));
afterEach(cleanup);

/**
 * The form behind both sign-ups, with the answer of the server given by the test: `send` is the
 * form's own parameter, so nothing of Setu is replaced.
 */
function Harness({ send }: { send: (data: NgoSignup) => Promise<unknown> }) {
  return (
    <SignupForm
      schema="ngoSignupSchema"
      empty={PREFILLED}
      send={send}
      userType="NGO"
      failurePrefix={MESSAGES.ngoSignupFailedPrefix}
      agreeText={MESSAGES.agreeNgo}
      registered={MESSAGES.ngoRegistered}
      next="Next."
      agreeLabel="I confirm."
      submit="Register"
      busy="Registering…"
    >
      {({ field }) => (
        <>
          <TextField label="Email" {...field('email')} />
          <TextField label="Password" {...field('password')} />
        </>
      )}
    </SignupForm>
  );
}

// Everything but the email and password, which the tests type: the harness shows only those.
const PREFILLED: NgoFormValues = { ...TEST_NGO_SIGNUP, email: '', password: '' };

async function submitValid(send: (data: NgoSignup) => Promise<unknown>) {
  const user = userEvent.setup();
  const router = createMemoryRouter([{ path: '/', element: <Harness send={send} /> }]);
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
  await user.type(await screen.findByLabelText('Email'), 'Ravi@Vidya.org');
  await user.type(screen.getByLabelText('Password'), 'a long passphrase');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('SignupForm after the server answers', () => {
  it('a registration shows the success panel at the top, focused, with the way to log in', async () => {
    const send = vi.fn(async () => ({ id: 'x' }));
    await submitValid(send);
    const panel = await screen.findByRole('heading', { name: MESSAGES.ngoRegistered });
    const region = panel.closest('[tabindex="-1"]')!;
    await vi.waitFor(() => expect(document.activeElement).toBe(region));
    expect(region.getAttribute('aria-labelledby')).toBe(panel.id);
    // The spec's alert, word for word, is the panel's heading.
    expect(screen.getByRole('alert').textContent).toBe(MESSAGES.ngoRegistered);
    expect(region.textContent).toContain('Your account for ravi@vidya.org is ready.');
    const login = screen.getByRole('link', { name: 'Log in to your dashboard' });
    expect(login.getAttribute('href')).toBe(PATHS.login);
    expect(region.textContent).toContain(
      'We have sent a confirmation email to ravi@vidya.org. Open its link within 48 hours to confirm your address: you can publish your profile and accept volunteers once it is confirmed.',
    );
    // The emptied form is gone: nothing under the panel reads as if the details were lost.
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(send).toHaveBeenCalledOnce();

    // Another account: the form comes back reset, its first field focused.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register another account' }));
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('');
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.queryByRole('heading', { name: MESSAGES.ngoRegistered })).toBeNull();
  });

  it('a taken email is said once, with links to log in and to reset the password', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
    });
    await submitValid(send);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.ngoSignupFailedPrefix + MESSAGES.emailTaken);
    expect(screen.getAllByText(MESSAGES.emailTaken, { exact: false })).toHaveLength(1);
    const status = alert.closest('[tabindex="-1"]')!;
    await vi.waitFor(() => expect(document.activeElement).toBe(status));
    // The email is flagged and points at that one message instead of repeating it.
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(status.id);
    expect((email as HTMLInputElement).value).toBe('Ravi@Vidya.org');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(PATHS.login);
    expect(screen.getByRole('link', { name: 'reset your password' }).getAttribute('href')).toBe(
      PATHS.resetPassword,
    );
  });

  it("another refusal keeps the server's field message inline, without the links", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'Choose a less common password.', {
        password: 'Choose a less common password.',
      });
    });
    await submitValid(send);
    await screen.findByRole('alert');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const errorId = password.getAttribute('aria-describedby')!;
    expect(document.getElementById(errorId)?.textContent).toBe('Choose a less common password.');
    expect(screen.queryByRole('link', { name: 'reset your password' })).toBeNull();
  });
});

describe('NgoForm', () => {
  it('adds the https:// a typed website leaves out when the field is left', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: NgoForm }])} />, {
      wrapper: I18nTestProvider,
    });
    const website = (await screen.findByLabelText('Website (optional)')) as HTMLInputElement;
    await user.type(website, 'www.example.org');
    await user.tab();
    expect(website.value).toBe('https://www.example.org');
  });

  it('focuses the first invalid field in page order: Password before Phone', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: NgoForm }])} />, {
      wrapper: I18nTestProvider,
    });
    await user.type(await screen.findByLabelText('NGO name'), 'Vidya Kendra');
    await user.type(screen.getByLabelText('Contact person'), 'Ravi Kumar');
    await user.type(screen.getByLabelText('Email'), 'ravi@vidya.org');
    await user.click(screen.getByRole('button', { name: 'Register the NGO' }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByText('Choose an area of work from the list.')).toBeTruthy();
  });
});

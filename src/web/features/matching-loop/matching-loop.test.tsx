import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_OF_CONDUCT } from '../../../shared/code-of-conduct';
import { connectMessage } from '../../../shared/messages';
import { PATHS } from '../../paths';
import { ConnectButton } from './connect-button';
import { ConnectNoticeBar } from './connect-notice';
import { proposeSession } from './incoming-requests';
import { CodeOfConductDialog } from './code-of-conduct-dialog';
import { useConnect, type Connectable } from './use-connect';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const listing = {
  days: ['Saturday', 'Sunday'],
  timeSlots: ['11:00 AM - 12:00 PM', '3:00 PM - 4:00 PM'],
  topics: ['English', 'Maths'],
  id: 1,
  published: true,
};

describe('proposeSession', () => {
  it('proposes the first shared day and slot and a preferred topic', () => {
    const request = {
      availability: ['Sunday Evening', 'Monday Morning'],
      preferredTopics: ['Maths'],
    };
    expect(proposeSession(request as never, listing)).toEqual({
      day: 'Sunday',
      timeSlot: '3:00 PM - 4:00 PM',
      topic: 'Maths',
    });
  });

  it('falls back to the NGO first day, slot and topic without an overlap', () => {
    const request = { availability: ['Friday Morning'], preferredTopics: [] };
    expect(proposeSession(request as never, listing)).toEqual({
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
      topic: 'English',
    });
  });
});

function Harness({ item }: { item: Connectable }) {
  const { connect, notice, dismiss, busyId, dialog } = useConnect();
  return (
    <>
      <ConnectButton listing={item} busy={busyId === item.id} onConnect={(l) => void connect(l)} />
      <ConnectNoticeBar notice={notice} onDismiss={dismiss} />
      {dialog}
    </>
  );
}

function renderAt(item: Connectable) {
  const router = createMemoryRouter(
    [
      { path: PATHS.volunteerMatching, element: <Harness item={item} /> },
      { path: PATHS.login, element: <h1>Login page</h1> },
    ],
    { initialEntries: [`${PATHS.volunteerMatching}?topic=Maths`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Connect', () => {
  it('shows the spec message for a sample listing, without any request', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt({ id: 7, name: 'Asha Kendra', sample: true });
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Asha Kendra' }));
    expect(screen.getByRole('alert').textContent).toContain(connectMessage('Asha Kendra', 7));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a signed-out user to /login and remembers where to come back', async () => {
    const router = renderAt({ id: 60, name: 'Nayi Disha', sample: false });
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Nayi Disha' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe(PATHS.login);
    expect(sessionStorage.getItem('returnTo')).toBe(`${PATHS.volunteerMatching}?topic=Maths`);
  });

  it('tells a signed-in NGO that only volunteers connect', async () => {
    localStorage.setItem('userType', 'NGO');
    renderAt({ id: 60, name: 'Nayi Disha', sample: false });
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Nayi Disha' }));
    expect(screen.getByRole('alert').textContent).toContain('Only volunteers can connect');
  });
});

describe('CodeOfConductDialog', () => {
  it('is a labelled modal dialog with every point and closes on Escape', async () => {
    const onClose = vi.fn();
    render(<CodeOfConductDialog open onClose={onClose} onAccepted={() => {}} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
      CODE_OF_CONDUCT.title,
    );
    expect(dialog.querySelectorAll('li')).toHaveLength(CODE_OF_CONDUCT.points.length);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalled();
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_OF_CONDUCT } from '../../../shared/code-of-conduct';
import { sampleConnectMessage } from '../../../shared/messages';
import { I18nTestProvider, showAllCatalogs } from '../../i18n/test-i18n';
import { PATHS } from '../../paths';
import { ConnectButton } from './connect-button';
import { ConnectNoticeBar } from './connect-notice';
import { proposeSession } from './incoming-requests';
import { CodeOfConductDialog } from './code-of-conduct-dialog';
import { useConnect, type Connectable } from './use-connect';
import { WithdrawButton } from './withdraw-button';

beforeAll(() => showAllCatalogs('en'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const listing = {
  teachingTimes: [
    { day: 'Saturday', start: '11:00 AM', end: '12:00 PM' },
    { day: 'Sunday', start: '12:00 PM', end: '3:00 PM' },
    { day: 'Sunday', start: '6:30 PM', end: '8:00 PM' },
  ] as const,
  topics: ['English', 'Maths'],
};

describe('proposeSession', () => {
  it('proposes the first teaching time the volunteer can make wholly, and a preferred topic', () => {
    const request = {
      availability: ['Sunday Morning', 'Sunday Evening', 'Monday Morning'],
      preferredTopics: ['Maths'],
    };
    expect(proposeSession(request, listing)).toEqual({
      day: 'Sunday',
      timeSlot: '12:00 PM - 3:00 PM',
      topic: 'Maths',
    });
  });

  it('else one the volunteer can make in part', () => {
    const request = { availability: ['Sunday Morning'], preferredTopics: [] };
    expect(proposeSession(request, listing).timeSlot).toBe('12:00 PM - 3:00 PM');
  });

  it('proposes the time the volunteer asked for, even one they can make only in part', () => {
    const request = {
      availability: ['Sunday Evening'],
      preferredTopics: [],
      day: 'Saturday',
      timeSlot: '11:00 AM - 12:00 PM',
    };
    expect(proposeSession(request, listing).timeSlot).toBe('11:00 AM - 12:00 PM');
    expect(proposeSession(request, listing).day).toBe('Saturday');
  });

  it("uses the volunteer's exact hours on the days that have them", () => {
    const request = {
      // Sunday Morning and Evening, but on Sundays free only from 6 PM.
      availability: ['Sunday Morning', 'Sunday Evening'],
      exactHours: [{ day: 'Sunday', start: '6:00 PM', end: '9:00 PM' }] as const,
      preferredTopics: [],
    };
    expect(
      proposeSession({ ...request, exactHours: [...request.exactHours] }, listing).timeSlot,
    ).toBe('6:30 PM - 8:00 PM');
  });

  it('falls back to the NGO first time and topic without an overlap', () => {
    const request = { availability: ['Friday Morning'], preferredTopics: [] };
    expect(proposeSession(request, listing)).toEqual({
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
  render(<RouterProvider router={router} />, { wrapper: I18nTestProvider });
  return router;
}

describe('Connect', () => {
  it('shows the spec alert with the id for a sample listing, saying no request was sent', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderAt({ id: 7, name: 'Asha Kendra', sample: true });
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Asha Kendra' }));
    const text = screen.getByRole('alert').textContent;
    expect(text).toContain(sampleConnectMessage('Asha Kendra', 7));
    expect(text).toContain('(NGO #7)');
    expect(text).not.toMatch(/request sent/i);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a signed-out user to /login and remembers where to come back', async () => {
    const router = renderAt({ id: 60, name: 'Nayi Disha', sample: false });
    await userEvent.click(screen.getByRole('button', { name: 'Connect with Nayi Disha' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(router.state.location.pathname).toBe(PATHS.login);
    expect(router.state.location.state).toEqual({
      returnTo: `${PATHS.volunteerMatching}?topic=Maths`,
      connect: { id: 60, name: 'Nayi Disha' },
    });
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
    render(<CodeOfConductDialog open onClose={onClose} onAccepted={() => {}} />, {
      wrapper: I18nTestProvider,
    });
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

describe('ConnectButton', () => {
  it('says "Request sent" once a request is open, and does nothing when pressed', async () => {
    const onConnect = vi.fn();
    const item = { id: 8, name: 'Nayi Disha', sample: false };
    render(
      <ConnectButton listing={item} busy={false} requestStatus="pending" onConnect={onConnect} />,
      { wrapper: I18nTestProvider },
    );
    const button = screen.getByRole('button', { name: 'Request sent to Nayi Disha' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onConnect).not.toHaveBeenCalled();
  });
});

describe('WithdrawButton', () => {
  it('asks first, with focus on Confirm, and gives focus back on Cancel and Escape', async () => {
    const onWithdraw = vi.fn(async () => {});
    render(<WithdrawButton name="Nayi Disha" onWithdraw={onWithdraw} />, {
      wrapper: I18nTestProvider,
    });
    const withdraw = () =>
      screen.getByRole('button', { name: 'Withdraw your request to Nayi Disha' });
    await userEvent.click(withdraw());
    const group = screen.getByRole('group', { name: /^Withdraw request\?/ });
    expect(group.textContent).toContain('Withdraw request?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(withdraw());
    await userEvent.click(withdraw());
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(withdraw());
    expect(onWithdraw).not.toHaveBeenCalled();

    await userEvent.click(withdraw());
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onWithdraw).toHaveBeenCalledTimes(1);
  });
});

describe('in Hindi', () => {
  afterEach(() => showAllCatalogs('en'));

  it('names the NGO first in the Connect button and says the sample alert in Hindi', async () => {
    showAllCatalogs('hi');
    renderAt({ id: 7, name: 'Asha Kendra', sample: true });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Kendra से जुड़ें' }));
    expect(screen.getByRole('alert').textContent).toContain('Asha Kendra (संस्था #7) एक नमूना संस्था है');
  });

  it('asks before withdrawing, in Hindi', async () => {
    showAllCatalogs('hi');
    render(<WithdrawButton name="Nayi Disha" onWithdraw={async () => {}} />, {
      wrapper: I18nTestProvider,
    });
    await userEvent.click(
      screen.getByRole('button', { name: 'Nayi Disha को भेजा अपना अनुरोध वापस लें' }),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'हाँ, वापस लें' }));
    screen.getByRole('button', { name: 'रद्द करें' });
  });
});

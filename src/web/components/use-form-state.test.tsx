import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFormState } from './use-form-state';

afterEach(cleanup);

const EMPTY = { name: '', email: '', message: '' };

/** A bare form over the hook: each field shows its message, the outcome goes to the spies. */
function Harness({
  onValid,
  onInvalid,
}: {
  onValid: (data: unknown) => void;
  onInvalid: (found: unknown) => void;
}) {
  const { errors, register, submit, reset, setError } = useFormState('feedbackSchema', EMPTY);
  return (
    <form
      noValidate
      onSubmit={(event) => submit({ onValid, onInvalid, onUnavailable: () => undefined }, event)}
    >
      {(['name', 'email', 'message'] as const).map((field) => (
        <p key={field}>
          <input aria-label={field} {...register(field)} />
          <span data-testid={`${field}-error`}>{errors[field]?.message ?? ''}</span>
        </p>
      ))}
      <button type="submit">Send</button>
      <button type="button" onClick={reset}>
        Reset
      </button>
      <button type="button" onClick={() => setError('email', { type: 'server', message: 'Taken' })}>
        Server
      </button>
    </form>
  );
}

const errorOf = (field: string) => screen.getByTestId(`${field}-error`).textContent;

describe('useFormState', () => {
  it('checks only on submit, then each changed field again while it is corrected', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<Harness onValid={onValid} onInvalid={onInvalid} />);
    await user.type(screen.getByLabelText('email'), 'not-an-email');
    // Nothing is said before the first submit.
    expect(errorOf('email')).toBe('');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledOnce());
    expect(Object.keys(onInvalid.mock.calls[0]![0] as object).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect(errorOf('name')).not.toBe('');
    expect(errorOf('email')).not.toBe('');

    // Correcting the name clears its message; the email's stays until it is corrected too.
    await user.type(screen.getByLabelText('name'), 'Asha');
    await vi.waitFor(() => expect(errorOf('name')).toBe(''));
    expect(errorOf('email')).not.toBe('');
    await user.clear(screen.getByLabelText('email'));
    await user.type(screen.getByLabelText('email'), 'Asha@Example.org');
    await vi.waitFor(() => expect(errorOf('email')).toBe(''));

    await user.type(screen.getByLabelText('message'), 'Thank you');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The schema's output: the email as the schema normalises it.
    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({
        name: 'Asha',
        email: 'asha@example.org',
        message: 'Thank you',
      }),
    );
    expect(onInvalid).toHaveBeenCalledOnce();
  });

  it('shows a server error on its field, and reset empties the values and messages', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} onInvalid={vi.fn()} />);
    await user.type(screen.getByLabelText('email'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: 'Server' }));
    expect(errorOf('email')).toBe('Taken');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(errorOf('email')).toBe('');
    expect((screen.getByLabelText('email') as HTMLInputElement).value).toBe('');
    // Not submitted since the reset: typing checks nothing.
    await user.type(screen.getByLabelText('email'), 'x');
    expect(errorOf('email')).toBe('');
  });
});

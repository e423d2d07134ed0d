import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordSchema } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { applyServerFieldErrors, schemaResolver } from '../../components/field';
import { FormStatus, type Status } from '../../components/form-status';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';

interface Values {
  password: string;
  confirm: string;
}

/** New password twice, with the sign-up rules; tells its page whether the token was refused. */
export function NewPasswordForm({
  token,
  onDone,
  onInvalidToken,
}: {
  token: string;
  onDone: () => void;
  onInvalidToken: (message: string) => void;
}) {
  const [status, setStatus] = useState<Status | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: schemaResolver(newPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });

  const onValid = async ({ password }: Values) => {
    setStatus(null);
    try {
      await unwrap(api.accounts['password-reset'].$post({ json: { token, password } }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_TOKEN') {
        onInvalidToken(error.message);
        return;
      }
      const failure = error instanceof ApiError ? error : new ApiError(0, 'Please try again.');
      applyServerFieldErrors(failure.fields, ['password'] as const, setError);
      setStatus({ tone: 'error', text: failure.message });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters. A long phrase is easier to remember."
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="Repeat the new password"
        toggleLabel="Show repeated password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <FormStatus status={status} />
      <SubmitButton busy={isSubmitting} busyText="Saving…">
        Set new password
      </SubmitButton>
    </form>
  );
}

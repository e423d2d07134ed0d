import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordSchema } from '../../../shared/schemas';
import { api, ApiError, unwrap } from '../../api';
import { applyServerFieldErrors } from '../../components/field';
import { schemaResolver } from '../../components/schema-resolver';
import { FormStatus, type Status } from '../../components/form-status';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { sharedText } from '../../i18n/shared-text';

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
  const { i18n, t } = useLingui();
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
      const failure = error instanceof ApiError ? error : new ApiError(0, t`Please try again.`);
      applyServerFieldErrors(failure.fields, ['password'] as const, setError);
      setStatus({ tone: 'error', text: failure.message });
    }
  };

  // Field errors come in English from the schema or the server.
  const shownError = (message?: string) => message && sharedText(i18n, message);

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="space-y-5">
      <PasswordField
        label={t`New password`}
        toggleLabel={t`Show new password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. A long phrase is easier to remember.`}
        error={shownError(errors.password?.message)}
        {...register('password')}
      />
      <PasswordField
        label={t`Repeat the new password`}
        toggleLabel={t`Show repeated password`}
        autoComplete="new-password"
        error={shownError(errors.confirm?.message)}
        {...register('confirm')}
      />
      <FormStatus status={status && { ...status, text: sharedText(i18n, status.text) }} />
      <SubmitButton busy={isSubmitting} busyText={t`Saving…`}>
        <Trans>Set new password</Trans>
      </SubmitButton>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { api } from './api';

/**
 * Mails a password reset code (the recovery page, and the profile's "reset password"). Both pages
 * show the failure themselves, so the app's error snackbar stays quiet.
 */
export const useRequestResetCode = () =>
  useMutation({
    mutationFn: (email: string) =>
      api<{ sent: true }>('POST', 'user/generate_reset_token', { body: { email } }),
    meta: { silent: true },
  });

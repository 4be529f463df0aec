import { userCalls } from '@academy/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from './api';

/**
 * Mails a password reset code (the recovery page, and the profile's "reset password"). Both pages
 * show the failure themselves, so the app's error snackbar stays quiet.
 */
export const useRequestResetCode = () =>
  useMutation({
    mutationFn: (email: string) => call(userCalls.generateResetToken, { body: { email } }),
    meta: { silent: true },
  });

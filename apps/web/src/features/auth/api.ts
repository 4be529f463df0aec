import { authCalls, type LoginRequest, type RegisterRequest, userCalls } from '@academy/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** What the public pages send and read: sign-in, password recovery, registration, maintenance. */

export const authApi = {
  login: (body: LoginRequest) => call(authCalls.login, { body }),
  register: (body: RegisterRequest) => call(userCalls.register, { body }),
  verifyCode: (query: { email: string; code: string }) => call(userCalls.verifyCode, { query }),
  changePassword: (body: { resetToken: string; password: string; confirmation: string }) =>
    call(userCalls.changePassword, { body }),
};

/** These pages show their own failures next to the form, so the app's error snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const useLogin = () => useMutation({ mutationFn: authApi.login, ...SILENT });
export const useRegister = () => useMutation({ mutationFn: authApi.register, ...SILENT });
export const useVerifyCode = () => useMutation({ mutationFn: authApi.verifyCode, ...SILENT });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword, ...SILENT });

import type { LoginRequest, RegisterRequest, SessionUser } from '@academy/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** What the public pages send and read: sign-in, password recovery, registration, maintenance. */

export type LoginResult = SessionUser & { token: string };

export const authApi = {
  login: (body: LoginRequest) => api<LoginResult>('POST', 'auth/login', { body }),
  register: (body: RegisterRequest) =>
    api<{ _id: string; status: 'pending' }>('POST', 'user/register', { body }),
  verifyCode: ({ email, code }: { email: string; code: string }) =>
    api<{ resetToken: string }>('GET', 'user/verify_code', { query: { email, code } }),
  changePassword: (body: { resetToken: string; password: string; confirmation: string }) =>
    api<{ ok: true }>('PUT', 'user/change_password', { body }),
};

/** These pages show their own failures next to the form, so the app's error snackbar stays quiet. */
const SILENT = { meta: { silent: true } } as const;

export const useLogin = () => useMutation({ mutationFn: authApi.login, ...SILENT });
export const useRegister = () => useMutation({ mutationFn: authApi.register, ...SILENT });
export const useVerifyCode = () => useMutation({ mutationFn: authApi.verifyCode, ...SILENT });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword, ...SILENT });

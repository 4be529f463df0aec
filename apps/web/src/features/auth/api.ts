import { type RegisterRequest, userCalls } from '@academy/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { SILENT } from './login-api';

/** What the public pages send besides the sign-in (./login-api): registration and password recovery. */

export const authApi = {
  register: (body: RegisterRequest) => call(userCalls.register, { body }),
  verifyCode: (query: { email: string; code: string }) => call(userCalls.verifyCode, { query }),
  changePassword: (body: { resetToken: string; password: string; confirmation: string }) =>
    call(userCalls.changePassword, { body }),
};

export const useRegister = () => useMutation({ mutationFn: authApi.register, ...SILENT });
export const useVerifyCode = () => useMutation({ mutationFn: authApi.verifyCode, ...SILENT });
export const useChangePassword = () => useMutation({ mutationFn: authApi.changePassword, ...SILENT });

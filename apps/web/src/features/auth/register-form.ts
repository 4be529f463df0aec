import { registerRequest } from '@academy/domain';
import type { z } from 'zod';

/**
 * The register request's rules, with its password check asked again under `when`: zod skips an
 * object's refinements while a field has a type problem (an unticked privacy box is one), which
 * would hide "Password does not match!" until the box is ticked.
 */
export const registerForm = registerRequest.refine((body) => body.password === body.confirmation, {
  path: ['confirmation'],
  message: 'validation.confirmation',
  when: ({ value }) => {
    const body = value as { password?: unknown; confirmation?: unknown } | undefined;
    return typeof body?.password === 'string' && typeof body.confirmation === 'string';
  },
});
export type RegisterFormInput = z.input<typeof registerForm>;

import { registerRequest } from '@academy/domain';
import { z } from 'zod';

const { shape } = registerRequest;

/** A choice that can only be made once the one before it is: state after country, distributor after state. */
const DEPENDENT_CHOICES = [
  ['state', 'country'],
  ['master', 'state'],
] as const;

/**
 * The register request's rules as the form shows them. A dependent choice is checked only once
 * the choice before it is made: until then there is nothing to pick from, and its hint (choose
 * a country first) says so instead of an error. These checks and the password comparison run
 * under `when`, since zod skips an object's refinements while a field has a type problem (an
 * unticked privacy box is one), which would hide them until the box is ticked.
 */
export const registerForm = z.strictObject({ ...shape, state: z.string(), master: z.string() }).superRefine(
  (body, ctx) => {
    for (const [field, parent] of DEPENDENT_CHOICES) {
      if (!body[parent]) continue;
      const problem = shape[field].safeParse(body[field]).error?.issues[0];
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: problem.message });
    }
    const { password, confirmation } = body;
    if (typeof password === 'string' && typeof confirmation === 'string' && password !== confirmation)
      ctx.addIssue({ code: 'custom', path: ['confirmation'], message: 'validation.confirmation' });
  },
  { when: ({ value }) => typeof value === 'object' && value !== null },
);
export type RegisterFormInput = z.input<typeof registerForm>;

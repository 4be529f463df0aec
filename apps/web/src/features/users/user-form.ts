import {
  ASSIGNABLE_USER_TYPES,
  type CreateUserRequest,
  LANGUAGES,
  needsDistributor,
  type SessionUser,
  USER_TYPES,
  type UserDetail,
  type UserType,
  type updateUserRequest,
  userFormFields,
} from '@academy/domain';
import { z } from 'zod';

/** The types the asker may give, in the list's usual order (the server refuses the others). */
export const assignableTypes = (asker: UserType) =>
  USER_TYPES.filter((type) => ASSIGNABLE_USER_TYPES[asker].includes(type));

/**
 * The create and edit form on plain strings ('' for no choice), checked by the server's own field
 * rules; a master, student or fact needs a distributor, as the server says too.
 */
export const userFormSchema = z
  .object({
    type: userFormFields.type,
    name: userFormFields.name,
    email: userFormFields.email,
    status: userFormFields.status,
    lang: z.enum(['', ...LANGUAGES]),
    country: z.string(),
    state: z.string(),
    distributor: z.string(),
    category: z.string(),
    dialCode: z.string(),
    phone: userFormFields.phone.unwrap(),
  })
  .refine((form) => !needsDistributor(form.type) || form.distributor !== '', {
    path: ['distributor'],
    message: 'validation.required',
  });
export type UserForm = z.input<typeof userFormSchema>;

export const USER_FORM_FIELDS = [
  'type',
  'name',
  'email',
  'status',
  'lang',
  'country',
  'state',
  'distributor',
  'category',
  'dialCode',
  'phone',
] as const;

/** The form's field for a server path; the server's `master` is the form's distributor. */
export const userFieldOf = (serverPath: string) => {
  const name = serverPath === 'master' ? 'distributor' : serverPath;
  return USER_FORM_FIELDS.find((field) => field === name) ?? null;
};

/** A new person: a learner, enabled; a master's people are of his own country and distributor. */
export const newUserForm = (asker: SessionUser): UserForm => ({
  type: 'student',
  name: '',
  email: '',
  status: 'enabled',
  lang: '',
  country: asker.type === 'master' ? (asker.countryId ?? '') : '',
  state: '',
  distributor: asker.type === 'master' ? (asker.master ?? '') : '',
  category: '',
  dialCode: '',
  phone: '',
});

export const userFormOf = (user: UserDetail): UserForm => ({
  type: user.type,
  name: user.name,
  email: user.email,
  // a pending or rejected person is decided by moderation; the form only switches him on or off
  status: user.status === 'enabled' ? 'enabled' : 'disabled',
  lang: user.lang ?? '',
  country: user.countryId ?? '',
  state: user.stateId ?? '',
  distributor: user.master?._id ?? '',
  category: user.categoryIndex === null ? '' : String(user.categoryIndex),
  dialCode: user.dialCode ?? '',
  phone: user.phone ?? '',
});

/** What both forms send: every field the form shows, `type` included (edit may leave it out). */
export type UserChanges = Required<Pick<CreateUserRequest, 'type' | 'name' | 'email'>> &
  Omit<z.input<typeof updateUserRequest>, '_id' | 'type' | 'name' | 'email' | 'city'>;

/** What the server receives: nulls for empty choices, no distributor for a type without one. */
export function userChangesOf(
  form: z.output<typeof userFormSchema>,
  options: { avatar: string | null | undefined },
): UserChanges {
  const orNull = (value: string) => value || null;
  return {
    type: form.type,
    name: form.name,
    email: form.email,
    status: form.status,
    lang: form.lang || null,
    country: orNull(form.country),
    state: orNull(form.state),
    distributor: needsDistributor(form.type) ? orNull(form.distributor) : null,
    category: form.category === '' ? null : Number(form.category),
    ...(options.avatar !== undefined && { avatar: options.avatar }),
    dialCode: orNull(form.dialCode),
    phone: orNull(form.phone),
  };
}

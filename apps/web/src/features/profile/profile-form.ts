import { type Profile, saveProfileRequest } from '@academy/domain';
import { z } from 'zod';

/** The personal data form: the same rules as the server's `user/save-data`, on plain strings. */
export const profileFormSchema = z.object({
  name: saveProfileRequest.shape.name.unwrap(),
  dialCode: z.string(),
  phone: saveProfileRequest.shape.phone.unwrap().unwrap(),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const PROFILE_FORM_FIELDS = ['name', 'dialCode', 'phone'] as const;

export const profileFormValues = (profile: Profile): ProfileForm => ({
  name: profile.name,
  dialCode: profile.dialCode ?? '',
  phone: profile.phone ?? '',
});

import { authCalls, type Language, profileSchema, type SaveProfileRequest, userCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { uploadAvatar } from '../../lib/avatar-upload';
import { loadTexts } from '../../lib/i18n';

export const profileKeys = {
  own: ['profile', 'own'] as const,
  privacyAcceptance: ['profile', 'privacy-acceptance'] as const,
};

/** The caller's whole profile: asked without data[], user/get-data answers every field. */
export const useProfile = () =>
  useQuery({
    queryKey: profileKeys.own,
    queryFn: async () => profileSchema.parse(await call(userCalls.getProfile)),
  });

/** When the user accepted the privacy policy: null for an account an admin created. */
export const usePrivacyAcceptance = () =>
  useQuery({
    queryKey: profileKeys.privacyAcceptance,
    queryFn: async () => {
      const data = await call(authCalls.getData, { query: { fields: 'privacyAcceptedAt' } });
      return { privacyAcceptedAt: data.privacyAcceptedAt ?? null };
    },
  });

const saveProfile = (body: SaveProfileRequest) => call(userCalls.saveProfile, { body });

export interface ProfileChanges {
  name: string;
  phone: string | null;
  dialCode: string | null;
  /** a new picture to upload, `null` to remove the current one, undefined to keep it */
  avatar?: File | null;
}

/**
 * Saves the personal data. A new picture is uploaded first; spec section 8: when that upload
 * fails the picture is dropped and the rest is still saved (`avatarDropped` tells the page).
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ avatar, ...fields }: ProfileChanges) => {
      let avatarUrl: string | null | undefined = avatar === null ? null : undefined;
      let avatarDropped = false;
      if (avatar) {
        try {
          avatarUrl = (await uploadAvatar(avatar)).url;
        } catch {
          avatarDropped = true;
        }
      }
      const profile = await saveProfile({ ...fields, avatar: avatarUrl });
      return { profile, avatarDropped };
    },
    onSuccess: ({ profile }) => queryClient.setQueryData(profileKeys.own, profile),
    // the page shows the failure beside the form
    meta: { silent: true },
  });
}

export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    // the new language's texts arrive while it is saved: the page then switches at once
    mutationFn: async (lang: Language) => (await Promise.all([saveProfile({ lang }), loadTexts(lang)]))[0],
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.own, profile),
    // the page tells the failure itself
    meta: { silent: true },
  });
}

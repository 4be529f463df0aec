import { partnerEntranceCalls, type RegisterInvitedRequest } from '@academy/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api';
import { SILENT } from './login-api';

/** A distributor's entrance, or an invitation's, as its visitors see it (the page shows its own failure). */
export const useEntrance = (slug: string, code?: string) =>
  useQuery({
    queryKey: ['public', 'entrance', slug, code ?? null],
    queryFn: () =>
      code
        ? call(partnerEntranceCalls.publicInvitation, { params: { slug, code } })
        : call(partnerEntranceCalls.publicEntrance, { params: { slug } }),
    retry: false,
    ...SILENT,
  });

export const useRegisterInvited = () =>
  useMutation({
    mutationFn: (body: RegisterInvitedRequest) => call(partnerEntranceCalls.registerInvited, { body }),
    ...SILENT,
  });

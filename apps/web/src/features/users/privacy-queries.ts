import { type EraseRequest, privacyCalls } from '@academy/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../lib/api';
import { userKeys } from './api';

/** The zip of all the academy holds on a person of the asker's scope. */
export const downloadPersonData = (id: string) => download(privacyCalls.exportPerson, { params: { id } });

/** Erases a person (admins); his view and the lists show his pseudonym afterwards. */
export function useErasePerson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EraseRequest) => call(privacyCalls.erase, { params: { id }, body }),
    meta: { silent: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}

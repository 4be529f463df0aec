import { type LessonPackage, lessonPackageCalls } from '@academy/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, callWith } from '../../lib/api';
import { progressTransport } from '../../lib/progress-transport';

const packageKey = (id: string) => ['lesson-packages', id] as const;

/** An uploaded package's standard, title and units, as the author sees it; nothing for ''. */
export const useLessonPackage = (id: string) =>
  useQuery({
    queryKey: packageKey(id),
    queryFn: () => call(lessonPackageCalls.get, { params: { id } }),
    enabled: id !== '',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });

/**
 * Sends a package's zip as soon as it is chosen, telling how much has gone (0..1, null when none is
 * under way): the server checks it and answers what it found, or refuses it with the reason.
 */
export function usePackageUpload() {
  const client = useQueryClient();
  const [sent, setSent] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (file: File): Promise<LessonPackage> => {
      const form = new FormData();
      form.append('files', file);
      setSent(0);
      return callWith(lessonPackageCalls.upload, { body: form }, { transport: progressTransport(setSent) });
    },
    onSuccess: (uploaded) => client.setQueryData(packageKey(uploaded._id), uploaded),
    onSettled: () => setSent(null),
    meta: { silent: true },
  });
  return { ...upload, sent };
}

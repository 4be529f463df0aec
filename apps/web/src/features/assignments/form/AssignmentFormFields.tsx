import { Divider, Stack } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useSession } from '../../../lib/session';
import { AudienceFields } from './AudienceFields';
import { AudiencePreview } from './AudiencePreview';
import type { AssignmentForm } from './assignment-form';
import { DueFields } from './DueFields';
import { ItemField } from './ItemField';

/**
 * What the Assign page and a rule share: what is assigned, to whom, when it is due, and what
 * that would do, counted live.
 */
export function AssignmentFormFields({ control }: { control: Control<AssignmentForm> }) {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack sx={{ gap: 3 }}>
      <ItemField control={control} />
      <Divider />
      <AudienceFields control={control} scope={user.scope} />
      <Divider />
      <DueFields control={control} />
      <AudiencePreview control={control} />
    </Stack>
  );
}

import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { ASSIGNMENTS_PATH, RULES_PATH } from '../links';
import { RuleFormCard } from './RuleFormCard';

/** /assignments/rules/new */
export default function NewRulePage() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[
          { to: ASSIGNMENTS_PATH, label: t('assignments.title') },
          { to: RULES_PATH, label: t('assignments.rules.title') },
        ]}
        title={t('assignments.rules.newTitle')}
      />
      <RuleFormCard />
    </Stack>
  );
}

import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { ASSIGNMENTS_PATH, RULES_PATH } from '../links';
import { RuleFormCard } from './RuleFormCard';
import { RuleLoader } from './RuleLoader';

/** /assignments/rules/:id/edit */
export default function EditRulePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <RuleLoader ruleId={id}>
      {(rule) => (
        <Stack sx={{ gap: 2 }}>
          <PageHeader
            trail={[
              { to: ASSIGNMENTS_PATH, label: t('assignments.title') },
              { to: RULES_PATH, label: t('assignments.rules.title') },
            ]}
            title={t('assignments.rules.editTitle', { name: rule.name })}
          />
          {/* keyed by the rule: another rule's page starts from its own values */}
          <RuleFormCard key={rule._id} rule={rule} />
        </Stack>
      )}
    </RuleLoader>
  );
}

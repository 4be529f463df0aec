import type { Rule } from '@academy/domain';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { Problem } from '../../../components/Problem';
import { errorKeyOf } from '../../../lib/api';
import { useRule } from '../api';
import { RULES_PATH } from '../links';

/** Loads a rule for its page: a spinner, the failure with a retry, or "Not found". */
export function RuleLoader({ ruleId, children }: { ruleId: string; children(rule: Rule): ReactNode }) {
  const { t } = useTranslation();
  const rule = useRule(ruleId);
  if (rule.isPending) return <PageSpinner />;
  if (rule.isError) {
    if (errorKeyOf(rule.error) === 'not-found')
      return (
        <Problem
          title={t('assignments.rules.notFound')}
          message={t('assignments.rules.notFoundHint')}
          action={
            <Button component={RouterLink} to={RULES_PATH} variant="contained">
              {t('assignments.rules.backToList')}
            </Button>
          }
        />
      );
    return <LoadError error={rule.error} onRetry={() => void rule.refetch()} />;
  }
  return children(rule.data);
}

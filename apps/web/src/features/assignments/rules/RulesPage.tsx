import type { Rule } from '@academy/domain';
import { Add, DeleteOutlined, Edit, Rule as RuleIcon } from '@mui/icons-material';
import { Box, Button, IconButton, Link, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryList } from '../../../components/QueryList';
import { StatusChip } from '../../../components/StatusChip';
import { useRules } from '../api';
import { useAudienceText } from '../form/useAudienceText';
import { ASSIGNMENTS_PATH, NEW_RULE_PATH, ruleEditPath } from '../links';
import { useRemoveRuleFlow } from './useRemoveRuleFlow';

/**
 * /assignments/rules: the rules the asker manages (every rule for an admin), each with what it
 * assigns, to whom, when each is due, whether it is on and how many open assignments it made.
 */
export default function RulesPage() {
  const { t } = useTranslation();
  const rules = useRules();
  const remove = useRemoveRuleFlow();
  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: ASSIGNMENTS_PATH, label: t('assignments.title') }]}
        title={t('assignments.rules.title')}
        actions={
          <Button component={RouterLink} to={NEW_RULE_PATH} variant="contained" startIcon={<Add />}>
            {t('assignments.rules.create')}
          </Button>
        }
      />
      <Typography color="text.secondary">{t('assignments.rules.intro')}</Typography>
      <QueryList
        query={rules}
        itemsOf={(data) => data}
        label={t('assignments.rules.title')}
        empty={{
          icon: <RuleIcon />,
          title: t('assignments.rules.empty'),
          hint: t('assignments.rules.emptyHint'),
        }}
      >
        {(rule) => (
          <RuleRow key={rule._id} rule={rule} busy={remove.busy} onRemove={() => void remove.ask(rule)} />
        )}
      </QueryList>
    </Stack>
  );
}

function RuleRow({ rule, busy, onRemove }: { rule: Rule; busy: boolean; onRemove(): void }) {
  const { t } = useTranslation();
  const text = useAudienceText();
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={ruleEditPath(rule._id)}
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {rule.name}
          </Link>
          <StatusChip of="rule" status={rule.status} />
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t(`assignments.item.${rule.item.kind}Named`, { title: rule.item.title })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {text.audience(rule.audience)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.due(rule.due)} · {t('assignments.rules.assigned', { count: rule.assigned })}
        </Typography>
      </Box>
      <Stack direction="row">
        <Tooltip title={t('assignments.rules.edit')}>
          <IconButton
            component={RouterLink}
            to={ruleEditPath(rule._id)}
            aria-label={t('assignments.rules.editRule', { name: rule.name })}
          >
            <Edit />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('assignments.rules.remove')}>
          <IconButton
            color="error"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('assignments.rules.removeRule', { name: rule.name })}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}

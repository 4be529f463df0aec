import {
  type AssignableKind,
  COMPLIANCE_GROUPS,
  type ComplianceQuery,
  type ComplianceReport,
  isLanguage,
} from '@academy/domain';
import { FactCheck } from '@mui/icons-material';
import { MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/DownloadButton';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { PageHeader } from '../../../components/PageHeader';
import { PageSpinner } from '../../../components/PageSpinner';
import { useFileDownload } from '../../../lib/file-download';
import { useListAddress } from '../../../lib/list-address';
import { downloadCompliance, useComplianceReport } from '../api';
import type { ItemChoice } from '../form/assignment-form';
import { ItemPicker } from '../form/ItemPicker';
import { ASSIGNMENTS_PATH } from '../links';
import { type ComplianceGrouping, ComplianceTable } from './ComplianceTable';

/** The grouping an address asks for; distributor when it asks for none or for an unknown one. */
const groupingOf = (value: string): ComplianceGrouping =>
  (COMPLIANCE_GROUPS as readonly string[]).includes(value) ? (value as ComplianceGrouping) : 'distributor';

/** Whether a report holds nothing at all: no assignment and no certificate ending soon. */
const isEmptyReport = (report: ComplianceReport) =>
  report.groups.length === 0 && Object.values(report.total).every((value) => value === 0);

/**
 * /assignments/compliance: per distributor, team or country of the asker's scope (the grouping
 * kept in the address), the assignments on time, late, in progress and overdue, and the
 * certificates ending within 30, 60 and 90 days, for one course or path or for all; with the same
 * report as an xlsx file in the user's language.
 */
export default function CompliancePage() {
  const { t, i18n } = useTranslation();
  const { filter, setFilter } = useListAddress();
  const by = groupingOf(filter('by'));
  const [kind, setKind] = useState<AssignableKind>('course');
  const [item, setItem] = useState<ItemChoice | null>(null);
  const lang = isLanguage(i18n.language) ? i18n.language : undefined;
  const query: ComplianceQuery = {
    by,
    ...(item && (item.kind === 'course' ? { courseId: item.id } : { pathId: item.id })),
    ...(lang && { lang }),
  };
  const report = useComplianceReport(query);
  const file = useFileDownload();

  return (
    <Stack sx={{ gap: 2 }}>
      <PageHeader
        trail={[{ to: ASSIGNMENTS_PATH, label: t('assignments.title') }]}
        title={t('assignments.compliance.title')}
        actions={
          <DownloadButton
            label={t('assignments.compliance.download')}
            busy={file.busy}
            onClick={() => void file.start(() => downloadCompliance(query), 'compliance.xlsx')}
          />
        }
      />
      <Typography color="text.secondary">{t('assignments.compliance.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack role="search" aria-label={t('assignments.compliance.filters')} sx={{ gap: 2, maxWidth: 640 }}>
          <TextField
            select
            label={t('assignments.compliance.groupBy')}
            value={by}
            onChange={(event) =>
              setFilter('by', event.target.value === 'distributor' ? '' : event.target.value)
            }
            sx={{ maxWidth: { sm: 320 } }}
          >
            {COMPLIANCE_GROUPS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`assignments.compliance.by.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <ItemPicker
            legend={t('assignments.compliance.item')}
            kind={kind}
            onKind={setKind}
            value={item}
            onChange={setItem}
            hint={t('assignments.compliance.itemHint')}
          />
        </Stack>
      </Paper>
      {report.isPending ? (
        <PageSpinner />
      ) : report.isError && !report.data ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : isEmptyReport(report.data) ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<FactCheck />}
            title={t(item ? 'assignments.compliance.emptyItem' : 'assignments.compliance.empty')}
            hint={t('assignments.compliance.emptyHint')}
          />
        </Paper>
      ) : (
        <>
          {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
          <Paper variant="outlined" aria-busy={report.isPlaceholderData}>
            <ComplianceTable report={report.data} by={by} />
          </Paper>
          <Typography variant="body2" color="text.secondary">
            {t('assignments.compliance.note')}
          </Typography>
        </>
      )}
    </Stack>
  );
}

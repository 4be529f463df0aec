import type { ImportResult, ImportRow, ImportTable } from '@academy/domain';
import { Download, UploadFile } from '@mui/icons-material';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { useConfirm } from '../../lib/feedback';
import { ImportProgress } from './ImportProgress';
import { ImportResultList } from './ImportResultList';
import { ImportSummary } from './ImportSummary';
import { MAX_CSV_BYTES, readImportFile } from './read-csv';
import { TEMPLATE_FILE_NAME, templateHref } from './template';
import { useImportRun } from './useImportRun';

interface ChosenFile {
  name: string;
  rows: ImportRow[];
  ignoredColumns: string[];
}

const accepted = (results: ImportResult[]) =>
  new Set(results.filter((r) => r.outcome !== 'refused').map((r) => r.line));

/**
 * /users/import: people from a CSV file. Choosing the file checks it at once (a dry run that
 * changes nothing) and lists every row as new, updated or refused with the reason; "Import"
 * then applies the rows the check accepted, batch by batch with a progress bar, and says what
 * became of each, marking a row refused now that the check had accepted.
 */
export default function UserImportPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const inputId = useId();
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const check = useImportRun();
  const apply = useImportRun();

  const problemText = (table: Exclude<ImportTable, { ok: true }>) => {
    if (table.problem === 'empty') return t('userImport.problems.empty');
    if (table.problem === 'tooManyRows') return t('userImport.problems.tooManyRows', { max: table.max });
    const columns = [...table.missing, ...table.repeated].join(', ');
    return t(table.missing.length > 0 ? 'userImport.problems.missing' : 'userImport.problems.repeated', {
      columns,
    });
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    check.reset();
    apply.reset();
    setFile(null);
    if (chosen.size > MAX_CSV_BYTES) return setProblem(t('userImport.problems.tooLarge'));
    let table: ImportTable;
    try {
      table = await readImportFile(chosen);
    } catch {
      return setProblem(t('userImport.problems.unreadable'));
    }
    if (!table.ok) return setProblem(problemText(table));
    setProblem(null);
    setFile({ name: chosen.name, rows: table.rows, ignoredColumns: table.ignoredColumns });
    void check.start('check', table.rows);
  };

  const checked = check.run && !check.run.running && !check.run.error ? check.run.results : null;
  const toApply = checked ? accepted(checked) : new Set<number>();

  const startApply = async () => {
    if (!file || !checked) return;
    const counts = { created: 0, updated: 0 };
    for (const result of checked) {
      if (result.outcome === 'new') counts.created += 1;
      if (result.outcome === 'updated') counts.updated += 1;
    }
    const yes = await confirm({
      title: t('userImport.confirmTitle'),
      message: t('userImport.confirmMessage', counts),
      confirmLabel: t('userImport.apply'),
    });
    if (!yes) return;
    void apply.start(
      'apply',
      file.rows.filter((row) => toApply.has(row.line)),
      checked.filter((result) => !toApply.has(result.line)),
    );
  };

  const applying = apply.run !== null;
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }} tabIndex={-1}>
        {t('userImport.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack sx={{ gap: 2 }}>
          <Typography>{t('userImport.intro')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('userImport.columns')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
            <Button
              component="label"
              htmlFor={inputId}
              variant="contained"
              startIcon={<UploadFile />}
              disabled={check.run?.running || apply.run?.running}
            >
              {t('userImport.chooseFile')}
              <input
                id={inputId}
                type="file"
                hidden
                accept=".csv,text/csv"
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            <Button
              component="a"
              href={templateHref({
                distributor: t('userImport.templateDistributor'),
                team: '',
              })}
              download={TEMPLATE_FILE_NAME}
              startIcon={<Download />}
            >
              {t('userImport.template')}
            </Button>
          </Stack>
          {file && (
            <Typography variant="body2" role="status">
              {t('userImport.fileRead', { name: file.name, count: file.rows.length })}
            </Typography>
          )}
          {file && file.ignoredColumns.length > 0 && (
            <Alert severity="info">
              {t('userImport.ignoredColumns', { columns: file.ignoredColumns.join(', ') })}
            </Alert>
          )}
          {problem && (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          )}
        </Stack>
      </Paper>

      {file && check.run && !applying && (
        <Stack component="section" aria-label={t('userImport.checkSection')} sx={{ gap: 2 }}>
          <ImportProgress run={check.run} />
          {check.run.error ? (
            <LoadError error={check.run.error} onRetry={() => void check.start('check', file.rows)} />
          ) : null}
          {checked && (
            <>
              <ImportSummary results={checked} step="check" />
              <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                <Button variant="contained" disabled={toApply.size === 0} onClick={() => void startApply()}>
                  {t('userImport.apply')}
                </Button>
              </Stack>
              <ImportResultList rows={file.rows} results={checked} />
            </>
          )}
        </Stack>
      )}

      {file && apply.run && (
        <Stack component="section" aria-label={t('userImport.applySection')} sx={{ gap: 2 }}>
          <ImportProgress run={apply.run} />
          {apply.run.error ? (
            <Alert severity="error" role="alert">
              {t('userImport.stopped', { count: apply.run.done })}
            </Alert>
          ) : null}
          {!apply.run.running && (
            <>
              <ImportSummary results={apply.run.results} step="apply" checked={checked ?? undefined} />
              <ImportResultList rows={file.rows} results={apply.run.results} checked={checked ?? undefined} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

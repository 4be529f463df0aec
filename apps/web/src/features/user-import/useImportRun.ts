import {
  IMPORT_BATCH_MAX,
  type ImportResult,
  type ImportRow,
  repeatedEmailLines,
  userImportCalls,
} from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { call } from '../../lib/api';

export type ImportStep = 'check' | 'apply';

export interface ImportRun {
  step: ImportStep;
  /** rows answered so far, of `total` */
  done: number;
  total: number;
  /** every row's answer, by line, once the run is over */
  results: ImportResult[];
  running: boolean;
  /** the failure that stopped the run (the rows answered before it stand) */
  error: unknown;
}

const refusedHere = (line: number): ImportResult => ({
  line,
  outcome: 'refused',
  reason: 'emailRepeated',
  userId: null,
});

/**
 * Sends a file's rows to `user/import` in batches, one after the other, so the progress bar
 * follows them and a 5,000-row file is 20 short calls rather than one long one. The second line
 * of an email is refused here, as the server sees one batch at a time.
 */
export function useImportRun() {
  const queryClient = useQueryClient();
  const [run, setRun] = useState<ImportRun | null>(null);
  // a run started later (another file) makes an earlier one stop reporting
  const current = useRef(0);

  const start = useCallback(
    async (step: ImportStep, rows: ImportRow[], carried: ImportResult[] = []) => {
      const id = ++current.current;
      const repeated = repeatedEmailLines(rows);
      const answered = [...carried, ...[...repeated].map(refusedHere)];
      const toSend = rows.filter((row) => !repeated.has(row.line));
      const total = answered.length + toSend.length;
      const report = (patch: Partial<ImportRun>) => {
        if (current.current === id)
          setRun({ step, total, done: answered.length, results: [], running: true, error: null, ...patch });
      };
      report({});
      try {
        for (let from = 0; from < toSend.length; from += IMPORT_BATCH_MAX) {
          const batch = toSend.slice(from, from + IMPORT_BATCH_MAX);
          const { results } = await call(userImportCalls.import, {
            body: { rows: batch, dryRun: step === 'check' },
          });
          answered.push(...results);
          report({});
        }
        report({ running: false, results: answered.sort((a, b) => a.line - b.line) });
      } catch (error) {
        report({ running: false, error, results: answered.sort((a, b) => a.line - b.line) });
      } finally {
        // people were created or changed: every list of them is stale
        if (step === 'apply') void queryClient.invalidateQueries();
      }
    },
    [queryClient],
  );

  const reset = useCallback(() => {
    current.current += 1;
    setRun(null);
  }, []);

  return { run, start, reset };
}

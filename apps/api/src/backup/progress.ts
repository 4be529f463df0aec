/**
 * How far a backup or a restore is: the database counted in tables, the files in bytes. The
 * command line draws it as bars; a caller that does not care passes nothing.
 */
export interface ProgressEvent {
  step: 'database' | 'files';
  done: number;
  total: number;
}

export type ProgressListener = (event: ProgressEvent) => void;

export const ignoreProgress: ProgressListener = () => {};

/** The database step counted in tables, the migrations' own table included; `tableDone` as each is copied. */
export function tableProgress(tables: number, onProgress: ProgressListener) {
  const total = tables + 1;
  let done = 0;
  onProgress({ step: 'database', done, total });
  return {
    tableDone: () => {
      done = Math.min(done + 1, total);
      onProgress({ step: 'database', done, total });
    },
    finish: () => onProgress({ step: 'database', done: total, total }),
  };
}

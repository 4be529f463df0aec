import cliProgress from 'cli-progress';
import type { ProgressListener } from '../backup/progress.js';

const megabytes = (bytes: number) => (bytes / 1_048_576).toFixed(1);

/**
 * A bar for the database (tables) and one for the files (megabytes), on stderr so that stdout
 * keeps the summary. Off a terminal (cron, a log file) one line per step once it is done.
 */
export function progressBars(): { listener: ProgressListener; stop(): void } {
  const tty = Boolean(process.stderr.isTTY);
  const bars = tty
    ? new cliProgress.MultiBar(
        {
          format: ' {step} |{bar}| {percentage}% | {shown}',
          barsize: 30,
          clearOnComplete: false,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  const open = new Map<string, cliProgress.SingleBar | undefined>();
  const finished = new Set<string>();
  return {
    listener({ step, done, total }) {
      const shown =
        step === 'database' ? `${done}/${total} tables` : `${megabytes(done)}/${megabytes(total)} MB`;
      if (!open.has(step)) open.set(step, bars?.create(total, 0, { step: step.padEnd(8), shown }));
      open.get(step)?.update(done, { shown });
      if (done >= total && !finished.has(step)) {
        finished.add(step);
        if (!tty) console.error(`${step}: ${shown}`);
      }
    },
    stop() {
      bars?.stop();
    },
  };
}

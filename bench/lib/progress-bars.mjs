// @ts-check
import cliProgress from 'cli-progress';

/**
 * One progress bar per table while a seed fills it, the bars kept on screen as they finish. A
 * bar counts the steps of its table (batches of learners) and shows the rows written so far.
 * Off a terminal (a log file, CI) it prints one line per table when the table is done instead.
 */
export function tableBars() {
  const tty = Boolean(process.stdout.isTTY);
  const bars = tty
    ? new cliProgress.MultiBar(
        {
          format: ' {table} |{bar}| {percentage}% | {rows} rows | {duration}s',
          barsize: 30,
          clearOnComplete: false,
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  return {
    /**
     * A bar for one table, filled in `steps` steps.
     * @param {string} table
     * @param {number} steps
     */
    start(table, steps) {
      const started = performance.now();
      let rows = 0;
      const bar = bars?.create(steps, 0, { table: table.padEnd(22), rows: '0' });
      return {
        /** @param {number} added rows written by the step */
        step(added) {
          rows += added;
          bar?.increment(1, { rows: rows.toLocaleString('en') });
        },
        /** Answers the table, the rows written and the seconds it took. */
        done() {
          const seconds = Math.round(performance.now() - started) / 1000;
          bar?.update(steps, { rows: rows.toLocaleString('en') });
          bar?.stop();
          if (!tty) console.log(`  ${table}: ${rows.toLocaleString('en')} rows in ${seconds} s`);
          return { table, rows, seconds };
        },
      };
    },
    /**
     * A line above the bars.
     * @param {string} message
     */
    log(message) {
      if (bars) bars.log(`${message}\n`);
      else console.log(message);
    },
    stop() {
      bars?.stop();
    },
  };
}

/** @typedef {ReturnType<typeof tableBars>} TableBars */

// @ts-check
/**
 * Lighthouse of one page in one preset (mobile: Lighthouse's default, a mid-range phone on slow 4G,
 * simulated; desktop: its desktop config), each run in a Chromium of its own with a fresh profile
 * (Debian's /usr/bin/chromium, never a downloaded browser), and the figures the bench keeps.
 *
 * Signing in: the web app's session is an HttpOnly cookie with a readable marker beside it
 * (`academy_session`, `academy_signed_in`, apps/api/src/lib/session-cookie.ts), and it reads the
 * user's language from localStorage (`academy.lang`, apps/web/src/lib/i18n.ts), where signing in
 * leaves them. Before Lighthouse navigates, the page opens a JSON address of the same origin (no
 * asset of the app is loaded, so nothing is cached) and sets the cookies and the language there
 * through puppeteer-core, which Lighthouse itself depends on. Lighthouse then clears the HTTP cache
 * and the origin's caches, service workers and file systems, but not its cookies or localStorage
 * (`clearStorageTypes`' default), so the page loads cold and signed in.
 */
import { writeFile } from 'node:fs/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** @type {Record<Preset, import('lighthouse').Config | undefined>} */
const CONFIGS = { mobile: undefined, desktop: desktopConfig };
export const PRESETS = /** @type {const} */ (['mobile', 'desktop']);
/** Lighthouse shows an audit as passed from 0.9 on. */
const PASSING = 0.9;

/** @typedef {'mobile' | 'desktop'} Preset */
/** @typedef {ReturnType<typeof medianFigures>} PageFigures */

/**
 * Kills any Chromium this run launched and left running, when the run cleans up.
 * @param {import('./run.mjs').BenchRun} run
 */
export function killChromiumAtCleanup(run) {
  run.cleanups.push(async () => {
    await chromeLauncher.killAll();
  });
}

/**
 * Lighthouse's whole result (its "lhr") for one run.
 * @param {string} url
 * @param {Preset} preset
 * @param {{ session?: { token: string, lang: string }, reportFile?: string }} options the session to
 *   sign in with (what signing in leaves in the browser); where to write the whole result (JSON, which the Lighthouse viewer opens)
 */
export async function lighthouseRun(url, preset, { session, reportFile } = {}) {
  // chrome-launcher's own Ctrl-C handler would exit before the run's clean-up
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    if (session) {
      const origin = new URL(url).origin;
      await page.goto(`${origin}/api/system/server_time`);
      await page.setCookie(
        { name: 'academy_session', value: session.token, url: origin, httpOnly: true, sameSite: 'Lax' },
        { name: 'academy_signed_in', value: '1', url: origin, sameSite: 'Lax' },
      );
      await page.evaluate((lang) => localStorage.setItem('academy.lang', lang), session.lang);
    }
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: CATEGORIES },
      CONFIGS[preset],
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (reportFile) await writeFile(reportFile, JSON.stringify(result.lhr));
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * The figures of the median of `lhrs` (runs of one page in one preset), as Lighthouse picks it:
 * the run nearest the median first contentful paint and time to interactive. A run Lighthouse
 * could not complete (its runtime error, such as a page that painted nothing in time on a busy
 * machine) is left out of the median. Each run's performance score, layout shift and error are
 * kept beside them, to show the spread.
 * @param {import('lighthouse').Result[]} lhrs
 */
export function medianFigures(lhrs) {
  const complete = lhrs.filter(
    (lhr) =>
      !lhr.runtimeError &&
      measured(lhr, 'first-contentful-paint') !== null &&
      measured(lhr, 'interactive') !== null,
  );
  const median = complete.length > 0 ? computeMedianRun(complete) : lhrs.at(-1);
  if (!median) throw new Error('no Lighthouse run');
  return {
    ...figuresOf(median),
    eachRun: lhrs.map((lhr) => ({
      performance: scoreOf(lhr, 'performance'),
      cls: measured(lhr, 'cumulative-layout-shift', 3),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    })),
  };
}

/**
 * A category's score out of 100 (null when Lighthouse could not score it).
 * @param {import('lighthouse').Result} lhr
 * @param {string} category
 */
function scoreOf(lhr, category) {
  const value = lhr.categories[category]?.score;
  return value == null ? null : Math.round(value * 100);
}

/**
 * An audit's measured value, rounded to `digits` decimals.
 * @param {import('lighthouse').Result} lhr
 * @param {string} audit
 * @param {number} [digits]
 */
function measured(lhr, audit, digits = 0) {
  const value = lhr.audits[audit]?.numericValue;
  return value === undefined ? null : Math.round(value * 10 ** digits) / 10 ** digits;
}

/** @param {import('lighthouse').Result} lhr */
function figuresOf(lhr) {
  return {
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: scoreOf(lhr, 'performance'),
      accessibility: scoreOf(lhr, 'accessibility'),
      bestPractices: scoreOf(lhr, 'best-practices'),
      seo: scoreOf(lhr, 'seo'),
    },
    fcpMs: measured(lhr, 'first-contentful-paint'),
    lcpMs: measured(lhr, 'largest-contentful-paint'),
    tbtMs: measured(lhr, 'total-blocking-time'),
    cls: measured(lhr, 'cumulative-layout-shift', 3),
    transferredBytes: measured(lhr, 'total-byte-weight'),
    failing: failingAudits(lhr),
    // Lighthouse 12 reads some of a newer Chromium's traces wrongly: those audits fail to run
    errored: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => audit.id),
    offLoopback: offLoopbackHosts(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lighthouseMs: Math.round(lhr.timing.total),
    warnings: lhr.runWarnings,
    userAgent: lhr.environment.hostUserAgent,
  };
}

/**
 * The audits below Lighthouse's pass mark, worst first, each with the categories whose score it
 * lowers (none: an opportunity or diagnostic that is shown but not scored).
 * @param {import('lighthouse').Result} lhr
 */
function failingAudits(lhr) {
  /** @type {Map<string, string[]>} */
  const weighs = new Map();
  for (const [category, { auditRefs }] of Object.entries(lhr.categories))
    for (const ref of auditRefs)
      if (ref.weight > 0) weighs.set(ref.id, [...(weighs.get(ref.id) ?? []), category]);
  return Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < PASSING)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || a.id.localeCompare(b.id))
    .map((audit) => ({
      id: audit.id,
      score: audit.score,
      ...(audit.displayValue ? { value: audit.displayValue } : {}),
      lowers: weighs.get(audit.id) ?? [],
    }));
}

/**
 * The hosts other than loopback the page asked for: none, or the bench left the machine.
 * @param {import('lighthouse').Result} lhr
 */
function offLoopbackHosts(lhr) {
  const details = /** @type {{ items?: { url: string }[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const hosts = new Set();
  for (const { url } of details?.items ?? []) {
    if (!url.startsWith('http')) continue;
    const { hostname } = new URL(url);
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostname)) hosts.add(hostname);
  }
  return [...hosts];
}

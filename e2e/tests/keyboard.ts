import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus (keyboard only, as a user would get there). */
export async function tabTo(page: Page, target: Locator, { backwards = false, most = 60 } = {}) {
  for (let press = 0; press < most; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Where a press of Tab or Shift+Tab sent the focus out of the page to. */
export interface FocusLeaving {
  /** the document's focus is on no element of the page (or the page has lost it) */
  out: boolean;
  /** what the page focused again after the focus left: nothing, or the keyboard is trapped */
  takenBack: string[];
}

/**
 * Presses Tab (or Shift+Tab) until the focus leaves the page, past its last control (or before its
 * first), as it does to reach the browser's own controls, and tells where it stays: checked once
 * two animation frames have passed, when a script of the page that takes the focus back would
 * have done so (it reacts to the focus leaving on the next frame).
 */
export async function leavePage(page: Page, { backwards = false, most = 80 } = {}): Promise<FocusLeaving> {
  for (let press = 0; press < most; press += 1) {
    const watch = await page.evaluateHandle(() => {
      const stop = new AbortController();
      const takenBack: string[] = [];
      // the press's first focus event: a focusout towards nothing means the focus left the page
      const first = new Promise<FocusEvent>((resolve) => {
        for (const type of ['focusin', 'focusout'] as const)
          document.addEventListener(type, resolve, { once: true, signal: stop.signal });
      });
      document.addEventListener(
        'focusin',
        (event) =>
          takenBack.push(event.target instanceof Element ? event.target.outerHTML.slice(0, 120) : ''),
        { signal: stop.signal },
      );
      return { stop, first, takenBack };
    });
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const leaving = await watch.evaluate(async ({ stop, first, takenBack }) => {
      const event = await first;
      if (event.type === 'focusin' || event.relatedTarget !== null) {
        stop.abort();
        return null;
      }
      for (let frame = 0; frame < 2; frame += 1) await new Promise(requestAnimationFrame);
      stop.abort();
      const active = document.activeElement;
      return { out: active === null || active === document.body || !document.hasFocus(), takenBack };
    });
    await watch.dispose();
    if (leaving) return leaving;
  }
  throw new Error(`the focus never left the page in ${most} presses`);
}

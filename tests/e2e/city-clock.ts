import type { BrowserContext, Page } from '@playwright/test';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CITY_UTC_OFFSET = 8 * HOUR;

/**
 * A browser run is kept away from the city's midnight: the demo data's "today" (seeded when a stack starts) and a
 * test's "today" would be different days after it, and an inspection started "an hour ago" would start yesterday.
 * Started from 22:30 to 02:00 in Shenzhen, the whole run (servers, browsers, the tests' own dates) goes on at 02:00
 * the next city day instead, and the clock runs on from there; at any other time it is the machine's clock.
 * Forward only: rows the database stamps itself stay in the past of the server's clock.
 */
export function offsetAwayFromMidnight(machineNow: number): number {
  const ofDay = (((machineNow + CITY_UTC_OFFSET) % DAY) + DAY) % DAY;
  if (ofDay >= 22.5 * HOUR) return DAY - ofDay + 2 * HOUR;
  if (ofDay < 2 * HOUR) return 2 * HOUR - ofDay;
  return 0;
}

/**
 * Chosen once, where the run starts (playwright.config.ts), and inherited through the environment by the test
 * stacks and the workers, so all of them keep the same time. E2E_CITY_CLOCK_OFFSET_MS may also be given.
 */
function runOffset(): number {
  const given = process.env.E2E_CITY_CLOCK_OFFSET_MS;
  if (given !== undefined && given !== '') return Number(given);
  const offset = offsetAwayFromMidnight(Date.now());
  process.env.E2E_CITY_CLOCK_OFFSET_MS = String(offset);
  return offset;
}

export const CITY_CLOCK_OFFSET_MS = runOffset();

/** The run's now: what the server's clock says (before a test moves it) and what the devices' clocks say. */
export function cityNow(): number {
  return Date.now() + CITY_CLOCK_OFFSET_MS;
}

/**
 * The device's dates moved to the run's, and nothing else: timers and the performance clock stay the browser's
 * own (Playwright's clock would fake those too, and empty the performance timeline the start-up figures read).
 */
export async function shiftDeviceDates(context: BrowserContext): Promise<void> {
  await context.addInitScript((offset: number) => {
    // once, however many times a context was given the script
    const shifted = globalThis as { __svDatesShifted?: boolean };
    if (shifted.__svDatesShifted) return;
    shifted.__svDatesShifted = true;
    const RealDate = Date;
    function ShiftedDate(this: unknown, ...args: unknown[]) {
      if (!new.target) return new RealDate(RealDate.now() + offset).toString();
      return args.length === 0
        ? new RealDate(RealDate.now() + offset)
        : new RealDate(...(args as ConstructorParameters<typeof Date>));
    }
    ShiftedDate.prototype = RealDate.prototype;
    // Not enumerable, as the native ones: Playwright's clock copies a Date's enumerable properties onto its own, and
    // a copied `now` read the machine's time past its clock (Date.now() ignored fastForward; new Date() did not).
    const hidden = (value: unknown) => ({ value, writable: true, configurable: true });
    Object.defineProperties(ShiftedDate, {
      now: hidden(() => RealDate.now() + offset),
      parse: hidden(RealDate.parse),
      UTC: hidden(RealDate.UTC),
    });
    globalThis.Date = ShiftedDate as unknown as DateConstructor;
  }, CITY_CLOCK_OFFSET_MS);
}

/**
 * The device's clock set to the run's, or to `at` (Playwright's clock, which a test may then move on); running, not
 * paused. Over shifted dates Playwright's clock adds the shift itself (on each new document it catches up from its
 * last step, taken on the machine's time, to the page's shifted Date), so it is given the machine's time.
 */
export async function installDeviceClock(target: Page | BrowserContext, at = cityNow()): Promise<void> {
  await target.clock.install({ time: at - CITY_CLOCK_OFFSET_MS });
}

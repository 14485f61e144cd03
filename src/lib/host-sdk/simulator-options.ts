/**
 * Simulator settings from the query, kept for the visit: `?host=simulator` (the messaging app) or
 * `?host=szy-simulator` (深政易), with `simAccount=...&simDelay=...&simFail=...`.
 */
export interface SimulatorOptions {
  platform: 'messaging' | 'szy';
  account: string | null;
  delayMs: number;
  fail: ReadonlySet<'config' | 'ready' | 'authCode'>;
  hang: ReadonlySet<'config' | 'ready' | 'authCode'>;
}

const KEY = 'sv.host-simulator';
type Step = 'config' | 'ready' | 'authCode';
const STEPS: readonly Step[] = ['config', 'ready', 'authCode'];
const SIMULATED = new Map<string | null, SimulatorOptions['platform']>([
  ['simulator', 'messaging'],
  ['szy-simulator', 'szy'],
]);

function parseSteps(value: string | null): Step[] {
  return (value ?? '').split(',').filter((step): step is Step => (STEPS as readonly string[]).includes(step));
}

/** Returns the simulator settings when the simulator was asked for in this visit, else null. */
export function readSimulatorOptions(search: string): SimulatorOptions | null {
  const params = new URLSearchParams(search);
  const asked = SIMULATED.get(params.get('host'));
  let stored: Record<string, string | null> | null = null;
  try {
    if (asked) {
      stored = {
        platform: asked,
        account: params.get('simAccount'),
        delay: params.get('simDelay'),
        fail: params.get('simFail'),
        hang: params.get('simHang'),
      };
      sessionStorage.setItem(KEY, JSON.stringify(stored));
    } else {
      const raw = sessionStorage.getItem(KEY);
      stored = raw ? (JSON.parse(raw) as Record<string, string | null>) : null;
    }
  } catch {
    stored = asked ? { platform: asked, account: null, delay: null, fail: null, hang: null } : null;
  }
  if (!stored) return null;
  const delay = Number(stored.delay ?? 0);
  return {
    platform: stored.platform === 'szy' ? 'szy' : 'messaging',
    account: stored.account ?? null,
    delayMs: Number.isFinite(delay) && delay > 0 ? Math.min(delay, 20000) : 0,
    fail: new Set(parseSteps(stored.fail ?? null)),
    hang: new Set(parseSteps(stored.hang ?? null)),
  };
}

import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core in the page, judged the project's way: WCAG 2.x A/AA rules and the best-practice rules issue 13 names;
 * a serious or critical violation fails, and so do the landmark rules. Embedded (`onlyApp`), only what lies in the
 * app's root counts: the host page is not ours.
 */
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const EXTRA_RULES = [
  'region',
  'landmark-no-duplicate-main',
  'landmark-main-is-top-level',
  'landmark-unique',
  'aria-dialog-name',
  'page-has-heading-one',
];
const FAILING_RULES = new Set(['region', 'landmark-no-duplicate-main', 'landmark-main-is-top-level']);

/**
 * Reviewed exceptions: violations inside third-party widgets we cannot change, each with its reason. A node is
 * allowed when its rule matches and its selector contains `inside`. Empty: every finding so far was ours to fix.
 */
export const ALLOWED: { rule: string; inside: string; reason: string }[] = [];

export interface Finding {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

export interface AxeVerdict {
  failing: Finding[];
  allowed: Finding[];
  /** Moderate and minor findings: reported, not failing. */
  other: Finding[];
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { impact: string | null; target: string[]; failureSummary?: string }[];
}

async function runAxe(page: Page, onlyApp: boolean): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(
    async ({ tags, extra, onlyApp: appOnly }) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      type RelatedNodes = { relatedNodes: { element?: Element }[] }[];
      const result = (await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(extra.map((rule) => [rule, { enabled: true }])),
        elementRef: true,
        resultTypes: ['violations'],
      })) as {
        violations: {
          id: string;
          impact: string | null;
          nodes: {
            impact: string | null;
            target: string[];
            failureSummary?: string;
            element?: Element;
            any: RelatedNodes;
            all: RelatedNodes;
          }[];
        }[];
      };
      // a node inside the app's root, or a page-level finding that points into it
      const ours = (node: (typeof result.violations)[number]['nodes'][number]) =>
        !appOnly ||
        [
          node.element,
          ...[...node.any, ...node.all].flatMap((check) => check.relatedNodes.map((r) => r.element)),
        ]
          .filter(Boolean)
          .some((element) => element?.closest('.sv-app'));
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        nodes: violation.nodes.filter(ours).map((node) => ({
          impact: node.impact,
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      }));
    },
    { tags: TAGS, extra: EXTRA_RULES, onlyApp },
  );
}

/** Runs axe on the page as it is now and sorts its findings into failing, allowed and other. */
export async function checkAccessibility(page: Page, { onlyApp = false } = {}): Promise<AxeVerdict> {
  const verdict: AxeVerdict = { failing: [], allowed: [], other: [] };
  for (const violation of await runAxe(page, onlyApp)) {
    for (const node of violation.nodes) {
      const impact = node.impact ?? violation.impact ?? 'minor';
      const target = node.target.join(' ');
      const finding = { rule: violation.id, impact, target, summary: node.failureSummary ?? '' };
      if (!FAILING_IMPACTS.has(impact) && !FAILING_RULES.has(violation.id)) verdict.other.push(finding);
      else if (ALLOWED.some((entry) => entry.rule === violation.id && target.includes(entry.inside)))
        verdict.allowed.push(finding);
      else verdict.failing.push(finding);
    }
  }
  return verdict;
}

/** One line per failing finding, for an assertion message. */
export function describeFailures(verdict: AxeVerdict): string[] {
  return verdict.failing.map((finding) => `${finding.impact} ${finding.rule} at ${finding.target}`);
}

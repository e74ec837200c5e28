// The accessibility check of the browser tests: axe-core (the installed package) run inside the
// page as it is shown, failing with a readable list when any rule is broken with impact serious
// or critical. The console's Content-Security-Policy allows no script but its own files, so the
// axe source is not added as a <script>: it is evaluated through the DevTools protocol
// (page.evaluate), which the policy does not govern. Called on every built route
// (definitions.test.ts, accessibility.test.ts) and on each dialog open (the dialog tests, scoped
// to the dialog with `include`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import type { AxeResults, ImpactValue, NodeResult, Result, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** What fails a check: the two highest impacts of axe's four. */
const FAILING: ImpactValue[] = ['serious', 'critical'];

/**
 * The one place an exception may be made: a finding left out for a written reason, only where
 * the console cannot mend it (a third party's own markup), never to hide a fault of the
 * console's. Each names its rule and matches only the nodes it is about; the rule stays on for
 * everything else.
 */
export const EXCEPTIONS: ReadonlyArray<{ rule: string; reason: string; matches: (node: NodeResult) => boolean }> = [
  {
    rule: 'aria-required-children',
    reason:
      "semantic-ui-react 2.1.5's Dropdown (a role=listbox) shows its chosen value in a DropdownText that always " +
      'carries role=alert (a live region announcing the choice); no prop of the Dropdown reaches that role. ' +
      'Its options are role=option as the rule wants; only that text is not.',
    matches: (node) => /\bdropdown\b/.test(node.html) && node.any.some((check) => (check.data as { values?: string } | null)?.values === '[role=alert]'),
  },
];

export interface A11yContext {
  /** CSS selectors of the parts to check (a dialog: `[role="dialog"]`); the whole page when absent */
  include?: string[];
  /** CSS selectors left out of the check */
  exclude?: string[];
  /** names the place in the failure message (a route, a dialog) */
  label?: string;
}

/** axe in the page and in every frame inside it (a frame without axe would hold the run for a minute, then be skipped) */
async function injectAxe(target: Page | Frame): Promise<void> {
  const top = 'mainFrame' in target ? target.mainFrame() : target;
  const frames = [
    top,
    ...top.childFrames().flatMap(function all(f): Frame[] {
      return [f, ...f.childFrames().flatMap(all)];
    }),
  ];
  for (const frame of frames) {
    const present = await frame.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object').catch(() => true);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
}

/** the violations left once the exceptions' nodes are taken out (a rule with no node left is dropped) */
function withoutExceptions(violations: Result[]): Result[] {
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !EXCEPTIONS.some((e) => e.rule === v.id && e.matches(n))) }))
    .filter((v) => v.nodes.length > 0);
}

/** One line per broken rule: id, impact, the selectors of up to five offending nodes, axe's help. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => `      ${n.target.join(' >> ')}${n.failureSummary ? `\n        ${n.failureSummary.replace(/\n/g, '\n        ')}` : ''}`);
      const more = v.nodes.length > 5 ? [`      … and ${v.nodes.length - 5} more`] : [];
      return [`  ${v.id} (${v.impact}): ${v.help}\n    ${v.helpUrl}`, ...targets, ...more].join('\n');
    })
    .join('\n');
}

/** Runs axe-core on the page (or the given part of it) and returns every violation it finds. */
/** Waits (at most 2 s) for the page's finite animations and transitions to end: a colour read
 *  mid-transition (a button turning enabled) is neither the before nor the after. */
async function settleTransitions(target: Page | Frame): Promise<void> {
  await target.evaluate(() => {
    const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime ?? Infinity)));
    const ended = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((r) => setTimeout(r, 2000))]);
  });
}

export async function a11yViolations(target: Page | Frame, context: A11yContext = {}): Promise<Result[]> {
  await injectAxe(target);
  await settleTransitions(target);
  const options: RunOptions = { resultTypes: ['violations'] };
  const axeContext = { include: context.include?.map((s) => [s]) ?? [['html']], exclude: context.exclude?.map((s) => [s]) ?? [] };
  const results = await target.evaluate(
    ([ctx, opts]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(ctx, opts),
    [axeContext, options] as const,
  );
  return withoutExceptions(results.violations);
}

/** The serious and critical violations on the page (or the given part of it), described; '' when none. */
export async function seriousA11yViolations(target: Page | Frame, context: A11yContext = {}): Promise<string> {
  const serious = (await a11yViolations(target, context)).filter((v) => v.impact && FAILING.includes(v.impact));
  if (serious.length === 0) return '';
  const where = context.label ?? (await target.evaluate(() => location.pathname));
  return `axe-core: ${serious.length} serious or critical accessibility violation(s) on ${where}:\n${describeViolations(serious)}`;
}

/** Fails (throws) when axe-core finds a serious or critical violation on the page or the given part of it. */
export async function expectNoSeriousA11yViolations(target: Page | Frame, context: A11yContext = {}): Promise<void> {
  const found = await seriousA11yViolations(target, context);
  if (found) throw new Error(found);
}

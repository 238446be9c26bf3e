import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Keyboard, Locator, Page, Request, TestInfo } from '@playwright/test';
import axe, { type AxeResults, type RunOptions } from 'axe-core';

/**
 * Runs axe on every page state a test settles on and collects the serious and critical violations, so the test
 * fails on them. A state is checked when the test is about to act on it or leave it (a click, a fill, a key press,
 * a navigation, a screenshot, a viewport or colour-scheme change) and once more for every open page when the test
 * ends; by then the test itself has waited for what it wanted to see. Each state is checked once per test: the
 * same address in the same language, theme and width, with the same dialogs and menus open.
 */

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Every rule that tests a WCAG 2.x level A or AA criterion, including those axe still calls experimental and skips
 * by default (one of them catches a button whose spoken name does not contain its visible text).
 */
const RULES = axe
  .getRules()
  .filter((rule) => rule.tags.some((tag) => WCAG_A_AA.includes(tag)))
  .map((rule) => rule.ruleId);

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Elements axe misjudges, each with the reason. Only an element that is shown to be a false positive belongs here;
 * a real violation is fixed in the app.
 */
const FALSE_POSITIVES: { selector: string; why: string }[] = [];

const thisFile = fileURLToPath(import.meta.url);

// The minified build parses in half the time of the one `axe.source` holds.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'rule', values: RULES },
  // Passes are not read; leaving them out spares building a selector for every element that passed.
  resultTypes: ['violations'],
  // The app embeds no frames, and axe would wait for an answer from any frame it has not been loaded into.
  iframes: false,
};

type Violations = AxeResults['violations'];

/**
 * Runs axe in the page, loading it once per document. Not through @axe-core/playwright: its builder loads axe's
 * source anew into the page, twice, on every run, which here cost more than the run itself.
 */
async function runAxe(page: Page): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ exclude, options }) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = { include: [document], exclude: exclude.map((selector) => [selector]) };
      return (await runner.run(context, options)).violations;
    },
    { exclude: FALSE_POSITIVES.map((entry) => entry.selector), options: RUN_OPTIONS },
  );
}

/**
 * The same markup at the same window size gives the same findings, so a worker checks it once whichever test shows
 * it (the landing page, say) and reports the findings again to every test that does.
 */
const seenDoms = new Map<string, Violations>();

async function fingerprint(): Promise<string> {
  const text = `${window.innerWidth}x${window.innerHeight}|${document.documentElement.outerHTML}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type PageState = { key: string; ready: boolean; label: string };

/** What identifies a page state for de-duplication, read in the page. */
function readState(): PageState {
  const html = document.documentElement;
  const theme = html.classList.contains('dark') ? 'dark' : 'light';
  const overlays = Array.from(
    document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"]'),
  )
    .filter((element) => element.getClientRects().length > 0)
    .map((element) => {
      const labelledBy = element.getAttribute('aria-labelledby');
      const title = labelledBy
        ? document.getElementById(labelledBy)?.textContent
        : element.getAttribute('aria-label');
      return `${element.getAttribute('role')}:${(title ?? '').trim()}`;
    })
    .join(',');
  const where = `${location.pathname}${location.search}`;
  const label = `${where} (${html.lang || '?'}, ${theme}, ${window.innerWidth}px${overlays ? `, ${overlays}` : ''})`;
  return {
    key: `${location.origin}${label}`,
    label,
    ready: document.querySelector('[aria-busy="true"]') === null,
  };
}

/**
 * Lets already queued work (a render after a response) run, and finishes CSS transitions and entry animations, so
 * colours are measured as the user ends up seeing them; Playwright does the same before a screenshot.
 */
async function settleAnimations(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
  for (const animation of document.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) continue;
    try {
      animation.finish();
    } catch {
      // An animation that cannot finish (no end time) stays as it is.
    }
  }
}

/** What a page loads before it shows its content: the app's code, styles and answers from the API. */
const LOADS = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr']);
/** How long a check waits for those before it looks anyway (a request that never ends must not stall the test). */
const LOAD_CAP_MS = 5_000;

const GONE = /Target page, context or browser has been closed|Execution context was destroyed|navigat/i;

/** One test's checks, over every page of its browser context. */
export class A11yWatch {
  private readonly checked = new Set<string>();
  private readonly loading = new Map<Page, { requests: Set<Request>; idle: (() => void)[] }>();
  private readonly found = new Map<string, { message: string; pages: Set<string> }>();
  private readonly running = new WeakSet<Page>();
  /** Moderate and minor findings: listed as annotations on the test, not failures. */
  readonly lesser = new Set<string>();
  /** States checked, how many of them axe ran on (not seen before in this worker), and how long that took. */
  readonly cost = { states: 0, runs: 0, ms: 0 };

  constructor(
    /** Pages of this origin only: the OpenID Connect double that stands in for Google is not ours to check. */
    private readonly origin: string,
    private readonly testInfo: TestInfo,
  ) {}

  watch(page: Page): void {
    watched.set(page, this);
    keyboards.set(page.keyboard, page);
    const loading = { requests: new Set<Request>(), idle: [] as (() => void)[] };
    this.loading.set(page, loading);
    page.on('request', (request) => {
      if (LOADS.has(request.resourceType())) loading.requests.add(request);
    });
    const done = (request: Request) => {
      if (!loading.requests.delete(request) || loading.requests.size > 0) return;
      for (const resolve of loading.idle.splice(0)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves when the page has no request of its own in flight, or after `capMs`, whichever comes first. */
  private async loaded(page: Page, capMs: number): Promise<void> {
    const loading = this.loading.get(page);
    if (!loading || loading.requests.size === 0) return;
    await new Promise<void>((resolve) => {
      const cap = setTimeout(resolve, capMs);
      loading.idle.push(() => {
        clearTimeout(cap);
        resolve();
      });
    });
  }

  /**
   * Checks the page's current state unless it has been checked already, once what it was loading has arrived.
   * A state still marked busy is left for a later moment, except at the end of the test (`last`).
   */
  async settled(page: Page, last = false): Promise<void> {
    if (page.isClosed() || this.running.has(page) || !page.url().startsWith(this.origin)) return;
    this.running.add(page);
    const started = Date.now();
    try {
      if (this.checked.has((await page.evaluate(readState)).key)) return;
      await Promise.all([
        this.loaded(page, LOAD_CAP_MS),
        page.waitForLoadState('load', { timeout: LOAD_CAP_MS }).catch(() => undefined),
      ]);
      const state = await page.evaluate(readState);
      if (this.checked.has(state.key) || !(state.ready || last)) return;
      await this.check(page, state);
    } catch (error) {
      if (!(error instanceof Error && GONE.test(error.message))) throw error;
    } finally {
      this.running.delete(page);
      // The wait and the check do not come out of the test's time limit, which stays what the test itself needs.
      if (this.testInfo.timeout > 0) this.testInfo.setTimeout(this.testInfo.timeout + Date.now() - started);
    }
  }

  private async check(page: Page, state: PageState): Promise<void> {
    this.checked.add(state.key);
    const started = Date.now();
    await page.evaluate(settleAnimations);
    const dom = await page.evaluate(fingerprint);
    let violations = seenDoms.get(dom);
    if (!violations) {
      violations = await runAxe(page);
      seenDoms.set(dom, violations);
      this.cost.runs += 1;
    }
    this.cost.states += 1;
    this.cost.ms += Date.now() - started;
    for (const violation of violations) {
      const serious = FAILING_IMPACTS.has(violation.impact ?? '');
      for (const node of violation.nodes) {
        const target = node.target.map(String).join(' >> ');
        if (!serious) {
          this.lesser.add(`[${violation.impact}] ${violation.id} on ${target} (${state.label})`);
          continue;
        }
        const message = [
          `[${violation.impact}] ${violation.id}: ${violation.help}`,
          `  element: ${target}`,
          `  html: ${node.html.slice(0, 200)}`,
          `  ${node.failureSummary?.replace(/\n\s*/g, ' ') ?? ''}`,
          `  see ${violation.helpUrl}`,
        ].join('\n');
        const entry = this.found.get(message) ?? { message, pages: new Set<string>() };
        entry.pages.add(state.label);
        this.found.set(message, entry);
      }
    }
  }

  /** Every serious or critical violation found so far, each once with the states it was seen on. */
  failures(): string[] {
    return [...this.found.values()].map(({ message, pages }) => `${message}\n  on: ${[...pages].join('; ')}`);
  }

  /** Forgets the violations found so far (for a test that plants one on purpose). */
  forget(): void {
    this.found.clear();
  }

  unwatch(page: Page): void {
    if (watched.get(page) === this) watched.delete(page);
  }
}

const watched = new WeakMap<Page, A11yWatch>();
const keyboards = new WeakMap<Keyboard, Page>();

/** Drops this file's own frames from an error's stack, so a failing click still points at the test's line. */
function withoutOwnFrames(error: unknown): unknown {
  if (error instanceof Error && error.stack)
    error.stack = error.stack
      .split('\n')
      .filter((line) => !line.includes(thisFile))
      .join('\n');
  return error;
}

function hook<T extends object>(prototype: T, methods: string[], pageOf: (self: T) => Page | undefined) {
  const target = prototype as Record<string, unknown>;
  for (const name of methods) {
    const original = target[name];
    if (typeof original !== 'function' || (original as { axeHooked?: true }).axeHooked) continue;
    const hooked = async function (this: T, ...args: unknown[]) {
      const page = pageOf(this);
      const watch = page && watched.get(page);
      if (page && watch) await watch.settled(page);
      try {
        return await original.apply(this, args);
      } catch (error) {
        throw withoutOwnFrames(error);
      }
    };
    Object.assign(hooked, { axeHooked: true });
    target[name] = hooked;
  }
}

/** Makes the moments before a test acts on a page, or leaves it, check that page (once per worker process). */
export function hookPlaywright(page: Page): void {
  hook(
    Object.getPrototypeOf(page) as Page,
    ['goto', 'reload', 'goBack', 'goForward', 'close', 'screenshot', 'setViewportSize', 'emulateMedia'],
    (self) => self,
  );
  hook(
    Object.getPrototypeOf(page.locator('html')) as Locator,
    [
      'click',
      'dblclick',
      'tap',
      'fill',
      'pressSequentially',
      'press',
      'check',
      'uncheck',
      'setChecked',
      'selectOption',
      'setInputFiles',
      'dispatchEvent',
      'dragTo',
      'screenshot',
    ],
    (self) => self.page(),
  );
  hook(Object.getPrototypeOf(page.keyboard) as Keyboard, ['press', 'type', 'insertText'], (self) =>
    keyboards.get(self),
  );
}

import { vi } from 'vitest';

/**
 * Fails the test on an unexpected console.error or console.warn, so a hidden failure cannot pass. A test that
 * expects one calls consoleGuard.allow(/pattern/).
 */
let allowed: RegExp[] = [];
let unexpected: string[] = [];

function format(args: unknown[]): string {
  return args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ');
}

export const consoleGuard = {
  allow(pattern: RegExp) {
    allowed.push(pattern);
  },
  start() {
    allowed = [];
    unexpected = [];
    for (const level of ['error', 'warn'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        const message = format(args);
        if (!allowed.some((p) => p.test(message))) unexpected.push(`console.${level}: ${message}`);
      });
    }
  },
  stop() {
    vi.restoreAllMocks();
    if (unexpected.length > 0) {
      const list = unexpected.join('\n');
      unexpected = [];
      throw new Error(`Unexpected console output:\n${list}`);
    }
  },
};

import { format } from 'node:util';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';

// A test fails on console.error or console.warn it did not expect: they usually mean a swallowed problem.
let unexpected: string[] = [];
let spies: MockInstance[] = [];

beforeEach(() => {
  unexpected = [];
  spies = (['error', 'warn'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`);
    }),
  );
});

afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});

export const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `--pg [URL]`: an option whose value is optional, which parseArgs cannot express. Removes it from `argv` (in place)
 * and returns the URL — the local test server when none is given — or null without the flag.
 */
export function takePgFlag(argv) {
  const at = argv.indexOf('--pg');
  if (at < 0) return null;
  const next = argv[at + 1];
  const hasUrl = next !== undefined && !next.startsWith('--');
  argv.splice(at, hasUrl ? 2 : 1);
  return hasUrl ? next : DEFAULT_PG_URL;
}

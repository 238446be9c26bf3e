import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project runs on the oldest Node the root package.json's `engines` allows, so every installed package (the
// lockfile's, dev tools included: CI runs them on that Node) must say it supports it. A package that wants a newer
// Node installs with an EBADENGINE warning and may fail at run time; pin a version that supports ours, or move the
// project's Node (an ADR) — never leave the warning.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const readJson = (file: string) => JSON.parse(readFileSync(`${root}${file}`, 'utf8'));

type LockPackage = { version?: string; engines?: { node?: string } | string[] };

/** Packages in the lockfile whose `engines.node` excludes `node`, as "name@version wants range". */
function unsupportedEngines(packages: Record<string, LockPackage>, node: string): string[] {
  const out: string[] = [];
  for (const [key, pkg] of Object.entries(packages)) {
    const range = pkg.engines && !Array.isArray(pkg.engines) ? pkg.engines.node : undefined;
    if (!key || !range || !semver.validRange(range)) continue;
    if (!semver.satisfies(node, range, { includePrerelease: true }))
      out.push(
        `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${pkg.version} wants ${range}`,
      );
  }
  return out;
}

describe('Node engines', () => {
  const oldest = semver.minVersion(readJson('package.json').engines.node)!.version;

  it('every package in the lockfile supports the oldest Node the project allows', () => {
    expect(unsupportedEngines(readJson('package-lock.json').packages, oldest)).toEqual([]);
  });

  it('names a package that wants a newer Node', () => {
    const packages = {
      '': { version: '0.0.0' },
      'node_modules/cookie': { version: '2.0.2', engines: { node: '>=22' } },
      'node_modules/docx/node_modules/nanoid': { version: '6.0.2', engines: { node: '^22 || ^24 || >=26' } },
      'node_modules/semver': { version: '7.8.6', engines: { node: '>=10' } },
    };
    expect(unsupportedEngines(packages, '20.19.0')).toEqual([
      'cookie@2.0.2 wants >=22',
      'nanoid@6.0.2 wants ^22 || ^24 || >=26',
    ]);
  });
});

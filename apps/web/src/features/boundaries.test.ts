import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A feature never imports another feature: what two features share lives in lib/, components/ or app/.

interface SourceFile {
  /** Relative to src/, with forward slashes: features/<name>/... */
  path: string;
  source: string;
}

// Static imports and re-exports, side-effect imports, import() (also in `typeof import(...)`) and vi.mock().
const SPECIFIER =
  /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|doMock|importActual)\s*\(\s*)(['"`])([^'"`\n]+)\1/g;

function featureOf(srcPath: string): string | null {
  const [top, name, ...rest] = srcPath.split('/');
  return top === 'features' && name && rest.length > 0 ? name : null;
}

/** The feature an import lands in, or null when it lands outside features/ (or cannot be told). */
function targetFeature(fromPath: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return featureOf(`${specifier.slice(2)}/`);
  if (specifier.startsWith('.')) return featureOf(`${posix.join(posix.dirname(fromPath), specifier)}/`);
  return null;
}

/** Every import in a feature's file that reaches into another feature, as `file:line → specifier`. */
export function crossFeatureImports(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file.path);
    if (!own) continue;
    for (const match of file.source.matchAll(SPECIFIER)) {
      const specifier = match[2]!;
      const target = targetFeature(file.path, specifier);
      if (target === null || target === own) continue;
      const line = file.source.slice(0, match.index).split('\n').length;
      found.push(`${file.path}:${line} → ${specifier}`);
    }
  }
  return found;
}

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function featureSources(): SourceFile[] {
  const root = join(SRC, 'features');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|js|jsx|mjs)$/.test(name))
    .map((name) => {
      const full = join(root, name);
      return { path: relative(SRC, full).split(sep).join('/'), source: readFileSync(full, 'utf8') };
    });
}

describe('feature boundaries', () => {
  it('no feature imports another feature (tests included)', () => {
    const files = featureSources();
    // The scan must see the features, or it proves nothing.
    expect(files.some((f) => f.path.startsWith('features/billing/'))).toBe(true);
    expect(crossFeatureImports(files)).toEqual([]);
  });

  it('finds an alias import, a relative one that leaves the feature, import() and vi.mock', () => {
    const files: SourceFile[] = [
      {
        path: 'features/chat/components/chat-screen.tsx',
        source: [
          "import { useAuth } from '@/features/auth';",
          "import { uploadFile } from '../../documents/api/upload';",
          "import type { X } from '../../../features/billing/x';",
          "const flow = await import('@/features/trial/api/start-trial');",
          "vi.mock('../../pricing/lib/redirect', () => ({}));",
          "export { thing } from '@/features/landing/thing';",
        ].join('\n'),
      },
    ];
    expect(crossFeatureImports(files)).toEqual([
      'features/chat/components/chat-screen.tsx:1 → @/features/auth',
      'features/chat/components/chat-screen.tsx:2 → ../../documents/api/upload',
      'features/chat/components/chat-screen.tsx:3 → ../../../features/billing/x',
      'features/chat/components/chat-screen.tsx:4 → @/features/trial/api/start-trial',
      'features/chat/components/chat-screen.tsx:5 → ../../pricing/lib/redirect',
      'features/chat/components/chat-screen.tsx:6 → @/features/landing/thing',
    ]);
  });

  it('allows imports inside the feature and into shared code', () => {
    const files: SourceFile[] = [
      {
        path: 'features/billing/routes/team.tsx',
        source: [
          "import { useTeam } from '@/lib/api/team';",
          "import { Button } from '@/components/ui/button';",
          "import { billingKeys } from '../api/keys';",
          "import { thing } from './thing';",
          "import { other } from '@/features/billing/api/other';",
          "import { lib } from '../../../lib/cn';",
          "import { useQuery } from '@tanstack/react-query';",
        ].join('\n'),
      },
      // Outside any feature folder (app/ wires features together).
      { path: 'app/router.tsx', source: "const m = import('@/features/auth/routes/login');" },
    ];
    expect(crossFeatureImports(files)).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A comment must make sense to someone with only a clone: it states the rule itself instead of pointing at a
// document the repository does not hold (the product specification, design or style notes) or at a tracker issue.
// Decision records in docs/decisions are in the repository, so citing one is fine, as long as it exists.

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const SOURCE_DIRS = ['apps', 'packages', 'bench', 'e2e', 'scripts'];
const SOURCE_FILE = /\.(?:ts|tsx|mjs|js)$/;
// Installed and generated trees; `sealed*` holds held-out evaluation sets that nothing may read.
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  '.vite',
  'coverage',
  'test-results',
  'playwright-report',
]);
const isSkippedDir = (name: string) => SKIPPED_DIRS.has(name) || name.startsWith('sealed');

// The brackets keep this line from matching itself when the scan reads this file.
const CITATION = /\bS[P]EC\b|S[P]EC\.md|D[E]SIGN\.md|S[T]YLE\.md|S[T]ACK\.md|\b[Ii]ssue #?\d+/;
const ADR_PATH = /docs\/decisions\/(\d{3})([\w-]*)(\.md)?/g;
const ADR_NUMBER = /\bADRs? (\d{3})\b/g;

interface SourceFile {
  path: string;
  text: string;
}

function listSources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!isSkippedDir(entry.name)) found.push(...listSources(full));
    } else if (entry.isFile() && SOURCE_FILE.test(entry.name)) {
      found.push(full);
    }
  }
  return found;
}

/** `path:line: text` for every line that cites a document outside the repository or an issue number. */
function findCitations(files: SourceFile[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((line, i) => {
      if (CITATION.test(line)) found.push(`${file.path}:${i + 1}: ${line.trim()}`);
    });
  }
  return found;
}

/** `path:line: reference` for every decision record cited by path or number that is not in `adrFiles`. */
function findMissingAdrs(files: SourceFile[], adrFiles: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    file.text.split('\n').forEach((line, i) => {
      for (const [ref, number, slug = '', md] of line.matchAll(ADR_PATH)) {
        // A whole file name must exist as written; a number, or a number and the start of a name, must match one.
        const exists = md
          ? adrFiles.includes(`${number}${slug}.md`)
          : adrFiles.some((name) => name.startsWith(`${number}${slug.length > 1 ? slug : ''}`));
        if (!exists) found.push(`${file.path}:${i + 1}: ${ref}`);
      }
      for (const [ref, number] of line.matchAll(ADR_NUMBER)) {
        if (!adrFiles.some((name) => name.startsWith(`${number}-`)))
          found.push(`${file.path}:${i + 1}: ${ref}`);
      }
    });
  }
  return found;
}

function repoSources(): SourceFile[] {
  return SOURCE_DIRS.flatMap((dir) => listSources(path.join(rootDir, dir))).map((file) => ({
    path: path.relative(rootDir, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
}

describe('references in source comments', () => {
  const files = repoSources();
  const adrFiles = readdirSync(path.join(rootDir, 'docs/decisions'));

  it('cite nothing a clone lacks: no outside documents, no issue numbers', () => {
    expect(files.length).toBeGreaterThan(500);
    const citations = findCitations(files);
    expect(citations).toEqual([]);
  });

  it('name decision records that exist', () => {
    expect(adrFiles).toContain('040-prerendered-landing-page.md');
    expect(findMissingAdrs(files, adrFiles)).toEqual([]);
  });

  // Built from parts so that this file does not cite anything itself.
  const spec = 'SP' + 'EC';
  const issue = 'iss' + 'ue';
  const Issue = 'Iss' + 'ue';
  const md = (name: string) => `${name}.md`;
  const decisions = 'docs/' + 'decisions/';
  const adr = 'AD' + 'R';

  it('reports each citation with its file and line', () => {
    const sample: SourceFile[] = [
      {
        path: 'apps/web/src/chat.ts',
        text: [
          `// ${spec} §4.2: guests get 5 messages`,
          '// Guests get five messages a day before they must sign up.',
          `/** Emails are lowercased (${spec}.md section 5). */`,
          `it('shows the ${spec} message', () => {});`,
          `// Accounts (${issue} 3) and billing (${Issue} #6).`,
          '// An issue with 3 parts; SPECIAL_CASES and spec files are fine.',
          `// Digits per ${md('STYLE')}, errors per ${md('DESIGN')} section 4, fonts per ${md('STACK')}.`,
        ].join('\n'),
      },
      { path: 'bench/run.mjs', text: 'const SPEC_MESSAGES = [];\n// The product specification says so.' },
    ];
    expect(findCitations(sample)).toEqual([
      `apps/web/src/chat.ts:1: // ${spec} §4.2: guests get 5 messages`,
      `apps/web/src/chat.ts:3: /** Emails are lowercased (${spec}.md section 5). */`,
      `apps/web/src/chat.ts:4: it('shows the ${spec} message', () => {});`,
      `apps/web/src/chat.ts:5: // Accounts (${issue} 3) and billing (${Issue} #6).`,
      `apps/web/src/chat.ts:7: // Digits per ${md('STYLE')}, errors per ${md('DESIGN')} section 4, fonts per ${md('STACK')}.`,
    ]);
  });

  it('reports a decision record that does not exist', () => {
    const adrs = ['031-in-process-bm25f-statute-ranking.md', '040-prerendered-landing-page.md'];
    const sample: SourceFile[] = [
      {
        path: 'apps/server/src/ranking.ts',
        text: [
          `// BM25F (${decisions}031).`,
          `// See ${decisions}040-prerendered-landing-page.md.`,
          `// See ${decisions}040-… and ${adr} 031.`,
          `// See ${decisions}099 and ${decisions}040-landing.md.`,
          `// ${adr} 045 says so.`,
        ].join('\n'),
      },
    ];
    expect(findMissingAdrs(sample, adrs)).toEqual([
      `apps/server/src/ranking.ts:4: ${decisions}099`,
      `apps/server/src/ranking.ts:4: ${decisions}040-landing.md`,
      `apps/server/src/ranking.ts:5: ${adr} 045`,
    ]);
  });
});

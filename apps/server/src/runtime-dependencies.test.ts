import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Production installs with `npm ci --omit=dev`, so every package the server loads at runtime must be a
// dependency of the server (or of the root); a devDependency only works on developer machines.

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const rootDir = path.join(serverDir, '../..');

interface SourceFile {
  path: string;
  text: string;
}

/** Test files and the helpers only tests load (test/ holds the doubles); everything else may run in production. */
function isTestOnly(file: string): boolean {
  const base = path.basename(file);
  return (
    file.startsWith('test/') ||
    base.endsWith('.test.ts') ||
    base === 'testing.ts' ||
    base.startsWith('testing-') ||
    file.split(/[/\\]/).includes('test-fixtures')
  );
}

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Specifiers a file loads when it runs: type-only imports and exports are erased, so they do not count. */
function runtimeSpecifiers(file: SourceFile): string[] {
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!node.importClause?.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!node.isTypeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isLoader =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 'require' &&
          callee.name.text === 'resolve');
      const arg = node.arguments[0];
      if (isLoader && arg) {
        if (ts.isStringLiteralLike(arg)) found.push(arg.text);
        // A template such as `pkg/files/${name}` still names its package in the fixed head.
        else if (ts.isTemplateExpression(arg)) found.push(arg.head.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The package a bare specifier belongs to, or null for relative paths and Node builtins. */
function packageOf(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier === '') return null;
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

interface Violation {
  file: string;
  specifier: string;
  reason: 'undeclared' | 'test-only';
}

/** Runtime imports in non-test files that a production install would not satisfy. */
function findViolations(files: SourceFile[], allowed: Set<string>): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    if (isTestOnly(file.path)) continue;
    for (const specifier of runtimeSpecifiers(file)) {
      const pkg = packageOf(specifier);
      if (pkg !== null && !allowed.has(pkg)) {
        violations.push({ file: file.path, specifier, reason: 'undeclared' });
      }
      // A test helper pulled into production code would bring its own dev-only imports along.
      if (
        specifier.startsWith('.') &&
        isTestOnly(path.posix.join(path.posix.dirname(file.path), specifier))
      ) {
        violations.push({ file: file.path, specifier, reason: 'test-only' });
      }
    }
  }
  return violations;
}

function readPackage(dir: string): { name: string; dependencies?: Record<string, string> } {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

function allowedPackages(): Set<string> {
  const root = JSON.parse(readFileSync(path.join(rootDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    workspaces: string[];
  };
  const server = readPackage(serverDir);
  const workspaces = root.workspaces.map((dir) => readPackage(path.join(rootDir, dir)).name);
  return new Set([
    ...Object.keys(server.dependencies ?? {}),
    ...Object.keys(root.dependencies ?? {}),
    ...workspaces,
  ]);
}

describe('server runtime dependencies', () => {
  it('declares every package that non-test server code imports as a dependency', () => {
    const files = [...listTs(path.join(serverDir, 'src')), ...listTs(path.join(serverDir, 'scripts'))].map(
      (file) => ({ path: path.relative(serverDir, file), text: readFileSync(file, 'utf8') }),
    );
    expect(files.filter((file) => !isTestOnly(file.path)).length).toBeGreaterThan(50);
    expect(findViolations(files, allowedPackages())).toEqual([]);
  });

  it('reports a devDependency, an undeclared package and a test helper imported by production code', () => {
    const allowed = new Set(['fastify', '@mustashar/contracts']);
    const files: SourceFile[] = [
      {
        path: 'src/modules/export/docx.ts',
        text: [
          "import { Document } from 'docx';",
          "import type { WebSocket } from 'ws';",
          "import { type Style } from '@react-pdf/types';",
          "import { readFile } from 'node:fs/promises';",
          "import { Readable } from 'stream';",
          "import fastify from 'fastify';",
          "import { Plan } from '@mustashar/contracts';",
          "export * from 'csv-parse/sync';",
          "export type { Row } from 'exceljs';",
          "const lazy = () => import('mammoth');",
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
          'const font = require.resolve(`@fontsource/noto-sans/files/${name}.woff`);',
          'const text = "import x from \'not-an-import\'";',
          "import { seed } from '../billing/testing.ts';",
          "import { startPaylinkDouble } from '../../../test/doubles/paylink.ts';",
        ].join('\n'),
      },
      // Tests and their helpers may import anything.
      { path: 'src/modules/export/docx.test.ts', text: "import { expect } from 'vitest';" },
      { path: 'src/modules/billing/testing.ts', text: "import { expect } from 'vitest';" },
    ];
    expect(findViolations(files, allowed)).toEqual([
      { file: 'src/modules/export/docx.ts', specifier: 'docx', reason: 'undeclared' },
      { file: 'src/modules/export/docx.ts', specifier: '@react-pdf/types', reason: 'undeclared' },
      { file: 'src/modules/export/docx.ts', specifier: 'csv-parse/sync', reason: 'undeclared' },
      { file: 'src/modules/export/docx.ts', specifier: 'mammoth', reason: 'undeclared' },
      { file: 'src/modules/export/docx.ts', specifier: '@fontsource/noto-sans/files/', reason: 'undeclared' },
      { file: 'src/modules/export/docx.ts', specifier: '../billing/testing.ts', reason: 'test-only' },
      {
        file: 'src/modules/export/docx.ts',
        specifier: '../../../test/doubles/paylink.ts',
        reason: 'test-only',
      },
    ]);
  });

  it('keeps test doubles, test hooks and test helpers out of src', () => {
    const helpers = listTs(path.join(serverDir, 'src'))
      .map((file) => path.relative(serverDir, file))
      .filter((file) => {
        const base = path.basename(file);
        return /^testing(?:-.*)?\.ts$|-double\.ts$|^test-hooks\.ts$/.test(base);
      });
    expect(helpers).toEqual([]);
  });
});

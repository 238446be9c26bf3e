import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';

// Each table has one owner, and only the owner queries it; every other module calls the owner's functions. A
// table's rules (who may read a row, what a write must also change) then live in one place.

const TABLE_OWNERS: Record<string, string> = {
  users: 'modules/identity',
  sessions: 'modules/identity',
  email_codes: 'modules/identity',
  login_failures: 'modules/auth',
  trusted_devices: 'modules/auth',
  email_throttles: 'modules/auth',
  login_challenges: 'modules/auth',
  recovery_codes: 'modules/auth',
  plans: 'modules/billing',
  subscriptions: 'modules/billing',
  payments: 'modules/billing',
  invoices: 'modules/billing',
  refunds: 'modules/billing',
  subscription_reminders: 'modules/billing',
  discount_codes: 'modules/billing',
  discount_redemptions: 'modules/billing',
  billing_contacts: 'modules/billing',
  billing_notification_settings: 'modules/billing',
  saved_cards: 'modules/billing',
  consents: 'modules/data-rights',
  data_exports: 'modules/data-rights',
  team_members: 'modules/team',
  trials: 'modules/trial',
  trial_devices: 'modules/trial',
  trial_answers: 'modules/trial',
  conversations: 'modules/chat',
  messages: 'modules/chat',
  answer_feedback: 'modules/chat',
  shared_links: 'modules/chat',
  uploads: 'modules/uploads',
  contact_messages: 'modules/contact',
  contact_replies: 'modules/contact',
  outbox: 'lib/mailer.ts',
  audit_log: 'lib/audit.ts',
  jobs: 'modules/jobs',
  legal_laws: 'modules/legal',
  legal_articles: 'modules/legal',
  legal_term_stats: 'modules/legal',
  legal_article_embeddings: 'modules/legal',
};

const serverDir = fileURLToPath(new URL('..', import.meta.url));

interface SourceFile {
  /** Relative to the server package, with forward slashes. */
  path: string;
  text: string;
}

/** The schema's tables: the name each is exported under, and its SQL name. */
function schemaTables(): Map<string, string> {
  const tables = new Map<string, string>();
  for (const [name, value] of Object.entries(schema)) {
    if (is(value, PgTable)) tables.set(name, getTableName(value));
  }
  return tables;
}

/** Migrations, the schema and the database client, tests and the helpers only tests load: none of them owns. */
function isExempt(file: string): boolean {
  const base = path.posix.basename(file);
  return (
    file.startsWith('src/db/') ||
    base.endsWith('.test.ts') ||
    base === 'schema.ts' ||
    base === 'testing.ts' ||
    base.startsWith('testing-') ||
    file.split('/').includes('test-fixtures')
  );
}

/** The module a file belongs to (`modules/chat`), a lib file by itself (`lib/audit.ts`), else its own path. */
function unitOf(file: string): string {
  const parts = file.replace(/^src\//, '').split('/');
  return parts[0] === 'modules' && parts.length > 2 ? `modules/${parts[1]}` : parts.join('/');
}

const SQL_TABLE_WORD = /\b(?:from|join|into|update|table)\s+"?([a-z_]+)"?/gi;

/** SQL names of the tables a file queries: through a value import of a table from a schema file, or raw SQL. */
function tablesReferenced(file: SourceFile, tables: Map<string, string>): Set<string> {
  const found = new Set<string>();
  const sqlNames = new Set(tables.values());
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const namespaces = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      /(^|\/)schema(\.ts)?$/.test(node.moduleSpecifier.text) &&
      !node.importClause?.isTypeOnly
    ) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const table = tables.get((element.propertyName ?? element.name).text);
          if (table && !element.isTypeOnly) found.add(table);
        }
      }
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      namespaces.has(node.expression.text)
    ) {
      const table = tables.get(node.name.text);
      if (table) found.add(table);
    } else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const [, word] of node.text.matchAll(SQL_TABLE_WORD)) {
        if (word && sqlNames.has(word.toLowerCase())) found.add(word.toLowerCase());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `file: table (owner)` for every table a file queries that its module does not own. */
function findViolations(files: SourceFile[], tables: Map<string, string>, owners: Record<string, string>) {
  const violations: string[] = [];
  for (const file of files) {
    if (isExempt(file.path)) continue;
    for (const table of tablesReferenced(file, tables)) {
      const owner = owners[table];
      if (owner !== unitOf(file.path)) violations.push(`${file.path}: ${table} (owner: ${owner ?? 'none'})`);
    }
  }
  return violations.sort();
}

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('table ownership', () => {
  const tables = schemaTables();

  it('names one owner for every table in the schema, and only tables that exist', () => {
    expect(tables.size).toBeGreaterThan(20);
    expect([...new Set(tables.values())].sort()).toEqual(Object.keys(TABLE_OWNERS).sort());
  });

  it("leaves every table's queries to its owner", () => {
    const files = [...listTs(path.join(serverDir, 'src')), ...listTs(path.join(serverDir, 'scripts'))].map(
      (file) => ({
        path: path.relative(serverDir, file).split(path.sep).join('/'),
        text: readFileSync(file, 'utf8'),
      }),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(findViolations(files, tables, TABLE_OWNERS)).toEqual([]);
  });

  it('reports a named, aliased or namespace import of a table and raw SQL naming one, outside its owner', () => {
    const files: SourceFile[] = [
      {
        path: 'src/modules/billing/service.ts',
        text: [
          "import { payments, users as people } from '../../db/schema.ts';",
          "import type { sessions } from '../../db/schema.ts';",
          "import { type emailCodes, DEFAULT_PRIVACY } from '../../db/schema.ts';",
          'db.select().from(people);',
        ].join('\n'),
      },
      {
        path: 'src/modules/dashboard/service.ts',
        text: [
          "import * as schema from '../../db/schema.ts';",
          'db.select().from(schema.messages);',
          '// counts rows from messages in a comment, which is no query',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
          'sql`select count(*) from conversations c join team_members t on t.id = ${id}`;',
        ].join('\n'),
      },
      { path: 'src/lib/report.ts', text: "const q = 'DELETE FROM audit_log';" },
      { path: 'src/modules/identity/users.ts', text: "import { users } from '../../db/schema.ts';" },
      { path: 'src/modules/chat/chat.test.ts', text: "import { users } from '../../db/schema.ts';" },
      { path: 'src/db/client.ts', text: "import * as schema from './schema.ts'; schema.users;" },
    ];
    expect(findViolations(files, tables, TABLE_OWNERS)).toEqual([
      'src/lib/report.ts: audit_log (owner: lib/audit.ts)',
      'src/modules/billing/service.ts: users (owner: modules/identity)',
      'src/modules/dashboard/service.ts: conversations (owner: modules/chat)',
      'src/modules/dashboard/service.ts: messages (owner: modules/chat)',
      'src/modules/dashboard/service.ts: team_members (owner: modules/team)',
    ]);
  });
});

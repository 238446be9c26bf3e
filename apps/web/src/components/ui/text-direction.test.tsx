import { render, screen } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { Input } from './form';

const sources = import.meta.glob<string>(['../../**/*.tsx', '!../../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Fields that hold no typed text: their direction means nothing. */
const NOT_TEXT = new Set(['file', 'checkbox', 'radio', 'hidden', 'range', 'color', 'submit', 'button']);

/** Every `<input>` and `<textarea>` written in the app's components, with its `dir` and `type` as written. */
function fields() {
  const found: { where: string; dir: string | null; type: string | null }[] = [];
  for (const [path, text] of Object.entries(sources)) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node) => {
      if (
        (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
        ts.isIdentifier(node.tagName) &&
        (node.tagName.text === 'input' || node.tagName.text === 'textarea')
      ) {
        const attribute = (name: string) => {
          const found = node.attributes.properties.find(
            (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText(source) === name,
          );
          if (!found) return null;
          const value = found.initializer;
          return value && ts.isStringLiteral(value) ? value.text : (value?.getText(source) ?? '');
        };
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({
          where: `${path.replace('../../', '')}:${line}`,
          dir: attribute('dir'),
          type: attribute('type'),
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('text direction of typed-in text', () => {
  it('gives every text field and text box a direction: auto for free text, ltr for addresses and codes', () => {
    const all = fields();
    expect(all.length).toBeGreaterThan(10);
    const missing = all.filter((f) => f.dir === null && !(f.type !== null && NOT_TEXT.has(f.type)));
    expect(missing.map((f) => f.where)).toEqual([]);
  });

  it('makes an Input of free text dir="auto", and an email, phone or URL field left to right', () => {
    render(
      <>
        <Input aria-label="Name" />
        <Input aria-label="Email" type="email" />
        <Input aria-label="Mobile" type="tel" />
        <Input aria-label="Website" type="url" />
        <Input aria-label="Code" dir="ltr" />
      </>,
    );
    expect(screen.getByLabelText('Name')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Email')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Website')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Code')).toHaveAttribute('dir', 'ltr');
  });
});

/**
 * The CI check's reader (catalogue.test.ts): finds, in the shopper screens' source, every text
 * marked for translation (t('…'), t.plural(n, { one, other }), t.rich('…', …), msg('…')) and every
 * text shown to shoppers that is not marked (JSX text, and the words of aria-label, placeholder,
 * title, alt and label written as plain strings). It parses each file on its own (no type
 * checker), so the whole storefront reads in about a second. Node only: tests import it, the app does not.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface MarkedText {
  kind: 'text' | 'plural';
  english: string;
  /** The `one` form of a plural. */
  one?: string;
  at: string;
}

export interface Unmarked {
  text: string;
  at: string;
}

/** The source root (pwa/src) and what the check leaves out: the admin area stays English. */
export const SRC = fileURLToPath(new URL('..', import.meta.url));
const LEFT_OUT = [
  /^features\/admin\//,
  /^i18n\/(hi\/|check-strings|pending-screens)/,
  /^build\//,
  /\.test\.tsx?$/,
  /\/testing\//,
  /^sw\.ts$/,
];

export function shopperSourceFiles(dir = SRC): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...shopperSourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) {
      const rel = relative(SRC, path);
      if (!LEFT_OUT.some((re) => re.test(rel))) out.push(rel);
    }
  }
  return out.sort();
}

/** Attributes whose plain-string words a shopper reads or hears. */
const SHOWN_ATTRIBUTES = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label', 'aria-description', 'aria-roledescription']);
const HAS_WORDS_AT_ALL = /\p{L}{2,}/u;
/** An e-mail address or a web address is written as it is in every language. */
const ADDRESS = /^(?:[\w.+-]+@[\w.-]+|https?:\/\/\S+)$/;
const HAS_WORDS = { test: (text: string) => HAS_WORDS_AT_ALL.test(text) && !ADDRESS.test(text.trim()) };

const literalText = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

function propertyText(obj: ts.ObjectLiteralExpression, name: string): string | null {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name)
      return literalText(p.initializer);
  }
  return null;
}

/** Attributes that hold code, not words (class names, paths, media queries). */
const CODE_ATTRIBUTES = new Set([
  'className',
  'sizes',
  'style',
  'd',
  'viewBox',
  'points',
  'transform',
  'srcSet',
  'media',
  'accept',
  'pattern',
  'rel',
  'allow',
  'sandbox',
  'referrerPolicy',
  'integrity',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'key',
  'to',
  'href',
  'src',
  'id',
  'type',
  'role',
  'name',
  'lang',
  'htmlFor',
]);
/** Two words, or a capitalised word: how a text for people looks, unlike 'primary' or 'address-line1'. */
const LOOKS_LIKE_WORDS = /\p{L}{2,}\s+\p{L}|^\p{Lu}\p{Ll}+$/u;
/** Properties of data lists that hold words shown on a screen (a link's label, a slide's title). */
const DATA_TEXT_PROPERTIES = new Set([
  'label',
  'title',
  'text',
  'description',
  'heading',
  'subtitle',
  'cta',
  'caption',
  'highlight',
  'placeholder',
  'hint',
  'note',
  'alt',
  'body',
]);

export interface ReadResult {
  marked: MarkedText[];
  unmarked: Unmarked[];
  /** Literal texts given to toast(…): the toaster shows them through t.message, so they need a Hindi message. */
  toasts: Unmarked[];
}

export function readFile(rel: string): ReadResult {
  const text = readFileSync(join(SRC, rel), 'utf8');
  const source = ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, rel.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const marked: MarkedText[] = [];
  const unmarked: Unmarked[] = [];
  const toasts: Unmarked[] = [];
  const at = (node: ts.Node) => `${rel}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first, second] = node.arguments;
      // t('…'), t.rich('…', …), msg('…')
      if (
        (ts.isIdentifier(callee) && (callee.text === 't' || callee.text === 'msg')) ||
        (ts.isPropertyAccessExpression(callee) &&
          callee.name.text === 'rich' &&
          ts.isIdentifier(callee.expression) &&
          callee.expression.text === 't')
      ) {
        const english = literalText(first);
        if (english !== null) marked.push({ kind: 'text', english, at: at(node) });
      }
      // t.plural(n, { one: '…', other: '…' })
      if (
        ts.isPropertyAccessExpression(callee) &&
        callee.name.text === 'plural' &&
        ts.isIdentifier(callee.expression) &&
        callee.expression.text === 't' &&
        second &&
        ts.isObjectLiteralExpression(second)
      ) {
        const other = propertyText(second, 'other');
        const one = propertyText(second, 'one');
        if (other !== null) marked.push({ kind: 'plural', english: other, one: one ?? undefined, at: at(node) });
      }
      // toast('…'), toast.success('…'), toast.error('…')
      const isToast =
        (ts.isIdentifier(callee) && callee.text === 'toast') ||
        (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'toast');
      const toastText = isToast ? literalText(first) : null;
      if (toastText !== null && HAS_WORDS.test(toastText)) toasts.push({ text: toastText, at: at(node) });
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      DATA_TEXT_PROPERTIES.has(node.name.text)
    ) {
      const value = literalText(node.initializer);
      if (value !== null && LOOKS_LIKE_WORDS.test(value)) unmarked.push({ text: value, at: at(node) });
    }
    if (ts.isJsxText(node)) {
      const words = node.text.replace(/\s+/g, ' ').trim();
      if (HAS_WORDS.test(words)) unmarked.push({ text: words, at: at(node) });
    }
    const attribute = ts.isJsxAttribute(node) ? node.name.getText(source) : '';
    if (
      ts.isJsxAttribute(node) &&
      !SHOWN_ATTRIBUTES.has(attribute) &&
      !CODE_ATTRIBUTES.has(attribute) &&
      !attribute.startsWith('data-') &&
      !attribute.startsWith('aria-')
    ) {
      const init = node.initializer;
      const value = init && ts.isStringLiteral(init) ? init.text : init && ts.isJsxExpression(init) ? literalText(init.expression) : null;
      if (value !== null && LOOKS_LIKE_WORDS.test(value)) unmarked.push({ text: value, at: at(node) });
    }
    if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(attribute)) {
      const init = node.initializer;
      const value = init && ts.isStringLiteral(init) ? init.text : init && ts.isJsxExpression(init) ? literalText(init.expression) : null;
      if (value !== null && HAS_WORDS.test(value)) unmarked.push({ text: value, at: at(node) });
      if (
        init &&
        ts.isJsxExpression(init) &&
        init.expression &&
        ts.isTemplateExpression(init.expression) &&
        HAS_WORDS.test(init.expression.getText(source).replace(/\$\{[^}]*\}/g, ''))
      )
        unmarked.push({ text: init.expression.getText(source), at: at(node) });
    }
    // {'Some words'} as a JSX child.
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const value = literalText(node.expression);
      if (value !== null && HAS_WORDS.test(value)) unmarked.push({ text: value, at: at(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { marked, unmarked, toasts };
}

/** The `{name}`s a text fills in, sorted: the Hindi must fill the same ones. */
export const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''))].sort();

export const DEVANAGARI = /[\u0900-\u097F]/;

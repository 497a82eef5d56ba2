/**
 * The languages are data (site.languages.ts): the engine (site/, renderer/,
 * hosts/, server/) and the build (generator/) name none of them. This finds
 * where one is still named: the code of a language as a string (`'es'`), a
 * key or a property (`{ en, es }`, `seo.es`), a segment of a dotted string
 * (`'seo.es'`, `'x.es.md'`), a variable (`const es = …`), a prefix (`'/es'`)
 * and any of them in a regular expression (`/^es(-|$)/`, `/\.es\.md$/`),
 * read by TypeScript's own parser so comments and longer words ("estimates",
 * "/essays") never count.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './imports.ts'
import declared from '../../site.languages.ts'
import { escapeRegExp } from '../../site/escape.ts'

/** The folders whose code names no language: the engine, the build, the hosts' files and the servers. */
export const LANGUAGE_FREE = /^(site|renderer|generator|hosts|server)\//

/**
 * Files that still name a language, with how many times, and why. The list
 * only shrinks (tests/unit/generator/language-literals.test.ts holds each count
 * exact).
 * - site/messages-lang.ts: the language the build's own messages are written
 *   in (English, whatever languages a site declares), not a language of the
 *   site; every message, report and name of a language takes it from there.
 */
export const LANGUAGE_LITERALS_LEFT: Readonly<Record<string, number>> = {
  'site/messages-lang.ts': 1,
}

/** The codes, tags and prefixes that must not be written in code. */
const named = (declaration: { languages: readonly { code: string; tag: string; prefix: string }[] }) =>
  new Set(declaration.languages.flatMap((l) => [l.code, l.tag, ...(l.prefix ? [l.prefix, `${l.prefix}/`] : [])]))

/**
 * Whether a string's text names a language: it is one of `names` (a code, a tag, a prefix), or it
 * begins with a prefix and goes on with anything but a letter, digit or dash ("/es/features/",
 * "/es{/*}?", a template's "/es" before `${path}`; not "/estimates"), or it writes a code as an
 * HTML attribute (`<html lang="en">`, `hreflang='es'`), or as a segment of a dotted name
 * (`'seo.es'`, `'x.es.md'`, a template's "seo.es" before `${key}`; not "e.g." or "x.esm").
 */
function namesLanguage(text: string, names: ReadonlySet<string>): boolean {
  if (names.has(text)) return true
  for (const name of names) {
    if (name.startsWith('/') && !name.endsWith('/') && text.startsWith(name) && /^[^\w-]/.test(text.slice(name.length)))
      return true
    if (name.startsWith('/')) continue
    if (new RegExp(`\\b(?:lang|hreflang)=["']${escapeRegExp(name)}["']`).test(text)) return true
    if (new RegExp(`(?:^|\\.)${escapeRegExp(name)}(?:\\.|$)`).test(text) && text.includes('.')) return true
  }
  return false
}

/** A regular expression's escapes written with letters (`\b`, `\s`, `\p{L}`, `\u00e9`, `\k<name>`): no words. */
const LETTER_ESCAPES = /\\(?:[pP]\{[^}]*\}|u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|c[A-Za-z]|k<[^>]*>|[A-Za-z])/g

/**
 * Whether a regular expression's source names a language: a code or a tag standing alone, not
 * inside a word (`^es(-|$)`, `(en|es)`, `\.es\.md`, `\bes\b`; not "estimates" or `\bless`), or a
 * prefix as the source writes it (`\/es`, `/es`) before anything but a letter, digit or dash.
 */
function regexNamesLanguage(source: string, names: ReadonlySet<string>): boolean {
  const text = source.replace(LETTER_ESCAPES, ' ')
  for (const name of names) {
    if (name.endsWith('/')) continue
    const pattern = name.startsWith('/')
      ? `\\\\?${escapeRegExp(name)}(?![\\p{L}\\d_-])`
      : `(?<![\\p{L}\\d_])${escapeRegExp(name)}(?![\\p{L}\\d_])`
    if (new RegExp(pattern, 'u').test(text)) return true
  }
  return false
}

/** One place a language is named. */
export interface LanguageLiteral {
  file: string
  line: number
  /** The token as written: `'es'`, `es`, `'/es'`. */
  text: string
}

/** The language literals of one file's text. */
export function languageLiteralsIn(
  file: string,
  text: string,
  names: ReadonlySet<string> = named(declared),
): LanguageLiteral[] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const out: LanguageLiteral[] = []
  const visit = (node: ts.Node): void => {
    const literal =
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    if (
      (ts.isIdentifier(node) && names.has(node.text)) ||
      (literal && namesLanguage(ts.isJsxText(node) ? node.text.trim() : node.text, names)) ||
      (ts.isRegularExpressionLiteral(node) && regexNamesLanguage(node.text.slice(1, node.text.lastIndexOf('/')), names))
    ) {
      const start = node.getStart(source)
      out.push({ file, line: source.getLineAndCharacterOfPosition(start).line + 1, text: node.getText(source) })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return out
}

/** Every language literal of the engine and the build (tests and data files aside). */
export function languageLiterals(root: string, files = sourceFiles(root)): LanguageLiteral[] {
  return files
    .filter((file) => LANGUAGE_FREE.test(file) && /\.tsx?$/.test(file))
    .flatMap((file) => languageLiteralsIn(file, readFileSync(join(root, file), 'utf8')))
}

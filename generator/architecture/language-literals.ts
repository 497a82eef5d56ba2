/**
 * The languages are data (site.languages.ts): the engine (site/, renderer/)
 * and the build (generator/) name none of them. This finds where one is
 * still named: the code of a language as a string (`'es'`), a key or a
 * property (`{ en, es }`, `seo.es`), a variable (`const es = …`) and a prefix
 * (`'/es'`), read by TypeScript's own parser so comments, regular expressions
 * and longer words ("estimates", "/essays") never count.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { sourceFiles } from './imports.ts'
import declared from '../../site.languages.ts'

/** The folders whose code names no language. */
export const LANGUAGE_FREE = /^(site|renderer|generator)\//

/**
 * Files that still name a language, with how many times, and why. The list
 * only shrinks (tests/unit/generator/language-literals.test.ts holds each count
 * exact).
 * - generator/og/card.ts: the `xml:lang` default of the social card's SVG.
 *   Every file of generator/og/ is part of the cards' design fingerprint, so
 *   an edit there renames every social image (a new og:image URL on every
 *   page); it goes with the next change of the design.
 * - site/lang-tags.ts: `Intl.DisplayNames(['en'])`, the language the build's
 *   own messages are written in (English, whatever languages a site declares),
 *   not a language of the site.
 */
export const LANGUAGE_LITERALS_LEFT: Readonly<Record<string, number>> = {
  'generator/og/card.ts': 1,
  'site/lang-tags.ts': 1,
}

/** The codes and prefixes that must not be written in code. */
const named = (declaration: { languages: readonly { code: string; prefix: string }[] }) =>
  new Set(declaration.languages.flatMap((l) => [l.code, ...(l.prefix ? [l.prefix, `${l.prefix}/`] : [])]))

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
    if (
      (ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isJsxText(node)) &&
      names.has(ts.isIdentifier(node) ? node.text : ts.isJsxText(node) ? node.text.trim() : node.text)
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

import { walkStrings, walkStringsExcept } from '../../site/copy.ts'
import { textRoots } from '../../site/text.ts'
import { archivedIn } from '../../site/content/documents.ts'
import type { Problem } from '../../site/errors.ts'
import { HTML_LANG } from '../../site/lang-tags.ts'
import type { Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { numberIssues } from '../html-checks/es-numbers.ts'
import { languageName } from '../translations/record.ts'
import { STATEMENT_NAMES } from './literals.ts'
import type { Check, CheckContext } from './types.ts'
import { localeFile } from './translations.ts'

/**
 * The product screens' copy is left to their own checks: it is drawn into
 * images at fixed widths, its figures are read by "Screens that add up" in
 * the en-US/es-419 form (comma between thousands, decimal point), and
 * tests/unit/generator/screens.test.ts holds the Spanish screens to es-419. A
 * language with a decimal comma (pt-BR) needs that check taught its
 * separators before its screens can be held here.
 */
const SCREENS = 'screens'

/** Where a string of a language is written: its file, and in a content file its line. */
function whereOf(ctx: CheckContext, lang: Lang, key: string): { file: string; line?: number } {
  const line = ctx.site?.content.locate(lang, key)?.line
  return { file: localeFile(ctx, lang, key), ...(line ? { line } : {}) }
}

/**
 * Numbers in the copy of every language but the default, as its tag writes
 * them (es-419: "38%", "4.9", "12,500", "US$18.20", "5:00 p.m."), checked at
 * the source: the file and line a translator edits, before anything is built.
 * The same rules read the built pages too (generator/html-checks/es-numbers.ts),
 * which also see what the renderer adds; this check is what names the copy.
 */
export const numberForms: Check = {
  id: 'number-forms',
  title: 'Number forms per language',
  summary: (_site) =>
    `every number of the ${TRANSLATED_LANGS.map(languageName).join(' and ')} copy as ${TRANSLATED_LANGS.map((lang) => HTML_LANG[lang]).join(' and ')} writes it`,
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const report = (
      lang: Lang,
      where: () => { file: string; line?: number },
      route: string,
      key: string,
      text: string,
    ) => {
      const tag = HTML_LANG[lang]
      const seen = new Set<string>()
      for (const issue of numberIssues(text, tag)) {
        if (seen.has(issue.text)) continue
        seen.add(issue.text)
        problems.push({
          check: 'number-forms',
          ...where(),
          route,
          key,
          message: `"${issue.text}" is written with ${issue.what}, which ${tag} does not write: ${JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text)}`,
          hint: `write ${issue.fix}`,
        })
      }
    }
    for (const lang of TRANSLATED_LANGS) {
      for (const [ns, node] of textRoots(site, lang))
        if (ns !== SCREENS)
          walkStringsExcept(node, ns, archivedIn(site, lang), (text, key) =>
            report(lang, () => whereOf(ctx, lang, key), '*', key, text),
          )
      for (const name of STATEMENT_NAMES) {
        const text = site.placeholders[lang][name]
        if (text !== undefined)
          report(lang, () => ({ file: 'locales/statements.ts' }), '*', `statements.${lang}.${name}`, text)
      }
      // The manifest's search texts; an entry's are its own fields, walked with the copy above.
      for (const route of site.manifest.routes) {
        const seo = route.seo[lang]
        if (!seo || route.origin?.kind === 'entry') continue
        walkStrings(
          { title: seo.title, description: seo.description, keywords: seo.keywords },
          `seo.${lang}`,
          (text, key) => report(lang, () => ({ file: ctx.files.manifest }), route.path, key, text),
        )
      }
    }
    return problems
  },
}

import * as factsModule from '../../site.facts.ts'
import * as claimsModule from '../../site.claims.ts'
import type { Problem } from '../../site/errors.ts'
import { DEFAULT_LANG, LANGS } from '../../site/lang.ts'
import { LANGUAGE_NAMES } from '../../site/messages-lang.ts'
import type { Check } from './types.ts'

/** The modules whose values are written per language ({ en: …, es: … }), by file. */
const MODULES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'site.facts.ts': factsModule,
  'site.claims.ts': claimsModule,
}

/**
 * A value written per language is written in every declared language, and in
 * no other. A
 * record whose keys are declared language codes, the default's among them
 * ("label: { en: …, es: … }"), lacking one, would print "undefined" on that
 * language's pages (a figure's label, a phrase of a claim, the words the
 * claim-word check reads), and only the project's own type check would see
 * it: this check names the file, the key and the language before anything
 * is built. The figures a test gives (ctx.facts.roots) are read first, as
 * site.claims.ts.
 */
/** What the check holds, the manifest read or not (it reads none). */
const described = () =>
  `every value of site.facts.ts and site.claims.ts written per language has ${LANGS.map((l) => `"${l}"`).join(', ')}`

export const languageValues: Check = {
  id: 'language-values',
  title: 'Values in every language',
  summary: () => described(),
  ownSummary: () => described(),
  raw: true,
  run(ctx) {
    const problems: Problem[] = []
    const seen = new Set<object>()
    const visit = (file: string, node: unknown, key: string): void => {
      if (!node || typeof node !== 'object' || seen.has(node)) return
      seen.add(node)
      const keys = Object.keys(node)
      const perLanguage =
        !Array.isArray(node) &&
        keys.includes(DEFAULT_LANG) &&
        keys.every((k) => (LANGS as readonly string[]).includes(k) || (/^[a-z]{2,3}$/.test(k) && LANGUAGE_NAMES.of(k)))
      if (perLanguage) {
        for (const lang of LANGS)
          if ((node as Record<string, unknown>)[lang] === undefined)
            problems.push({
              check: 'language-values',
              file,
              route: '*',
              key: `${key}.${lang}`,
              message: `${key} is written in ${keys.join(', ')}, not in "${lang}", a declared language: ${
                Array.isArray((node as Record<string, unknown>)[DEFAULT_LANG])
                  ? `a list of words, so the checks would read none of it in "${lang}"`
                  : 'its pages would print "undefined"'
              }`,
              hint: `add ${lang}: … beside ${DEFAULT_LANG} in ${key}, written as ${lang} writes it`,
            })
        // A language no longer (or not yet) declared: left behind when a language is removed.
        for (const other of keys.filter((k) => !(LANGS as readonly string[]).includes(k)))
          problems.push({
            check: 'language-values',
            file,
            route: '*',
            key: `${key}.${other}`,
            message: `${key} is written in "${other}", which is not a language of site.languages.ts`,
            hint: `remove ${other}: … from ${key}, or declare "${other}" in site.languages.ts (docs/editing.md#add-a-language)`,
          })
        return
      }
      for (const [k, child] of Object.entries(node)) visit(file, child, key ? `${key}.${k}` : k)
    }
    for (const [name, root] of Object.entries(ctx.facts.roots)) visit('site.claims.ts', root, name)
    for (const [file, module] of Object.entries(MODULES))
      for (const [name, value] of Object.entries(module)) visit(file, value, name)
    return problems
  },
}

import { LANGUAGES } from '../../site/lang.ts'
import listedCopy from '../../locales/languages.ts'
import type { Problem } from '../../site/errors.ts'
import { languageProblems } from '../../site/schema/languages.ts'
import type { Check } from './types.ts'

/**
 * site.languages.ts declares each language once, with a BCP 47 tag, a prefix
 * that no route of the manifest takes, a declared default, and a locale folder
 * per language (and a language per locale folder), its copy listed in
 * locales/languages.ts.
 */
export const languagesCheck: Check = {
  id: 'languages',
  title: 'Languages',
  summary: () => LANGUAGES.map((l) => `${l.code} (${l.tag}, ${l.prefix || '/'})`).join(', '),
  raw: true,
  run({ raw, languages }) {
    const routes = (raw as { routes?: { path?: unknown }[] })?.routes
    const paths = Array.isArray(routes) ? routes.flatMap((r) => (typeof r?.path === 'string' ? [r.path] : [])) : []
    // A declared language with its folder whose tree locales/languages.ts does not import has no copy.
    const listed = new Set(Object.keys(listedCopy))
    const unlisted: Problem[] = LANGUAGES.filter(
      (l) => !listed.has(l.code) && languages.localeFolders.includes(l.code),
    ).map((l) => ({
      check: 'languages',
      file: 'locales/languages.ts',
      route: '*',
      key: l.code,
      message: `"${l.code}" is declared and has its folder, but its copy is not listed here`,
      hint: `add \`import ${l.code} from './i18n/${l.code}/index.ts'\` and ${l.code} to the export`,
    }))
    return [
      ...languageProblems(languages.declaration, {
        file: languages.file,
        routes: paths,
        localeFolders: languages.localeFolders,
        localesDir: languages.localesDir,
      }),
      ...unlisted,
    ]
  },
}

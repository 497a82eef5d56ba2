import { LANGUAGES } from '../../site/lang.ts'
import { languageProblems } from '../../site/schema/languages.ts'
import type { Check } from './types.ts'

/**
 * site.languages.ts declares each language once, with a BCP 47 tag, a prefix
 * that no route of the manifest takes, a declared default, and a locale folder
 * per language (and a language per locale folder).
 */
export const languagesCheck: Check = {
  id: 'languages',
  title: 'Languages',
  summary: () => LANGUAGES.map((l) => `${l.code} (${l.tag}, ${l.prefix || '/'})`).join(', '),
  raw: true,
  run({ raw, languages }) {
    const routes = (raw as { routes?: { path?: unknown }[] })?.routes
    const paths = Array.isArray(routes) ? routes.flatMap((r) => (typeof r?.path === 'string' ? [r.path] : [])) : []
    return languageProblems(languages.declaration, {
      file: languages.file,
      routes: paths,
      localeFolders: languages.localeFolders,
      localesDir: languages.localesDir,
    })
  },
}

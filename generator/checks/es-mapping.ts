import { DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import { hasLanguagePrefix, homeUrl, localizedPath, notFoundUrl, prefixOf, splitLang } from '../../site/routes.ts'
import type { Problem } from '../../site/errors.ts'
import type { Check } from './types.ts'
import type { Site } from '../../site/site.ts'
import { translatedFileOf } from '../../site/content/index.ts'

/** The languages with a prefix: Spanish under /es on this site. */
const OTHERS: readonly Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG)

/**
 * A page in each other language (a Spanish page) exists for every translatable
 * route and for no other, and that language's 404 page once there is one. A
 * page without them that names another for those languages
 * (`inOtherLanguages`) names a translatable route.
 */
export const esMapping: Check = {
  id: 'es-mapping',
  title: `${OTHERS.map(prefixOf).join(', ')} mapping`,
  summary(site) {
    const translatable = site.manifest.routes.filter((r) => r.translatable).length
    const pages = `${OTHERS.map(prefixOf).join(' and ')} page${OTHERS.length > 1 ? 's' : ''}`
    return `${translatable} translatable routes, each with its ${pages}; ${site.manifest.routes.length - translatable} ${LANGUAGE_NAME[DEFAULT_LANG]}-only`
  },
  run({ site, files }) {
    if (!site) return []
    const problems: Problem[] = []
    for (const lang of OTHERS) {
      const name = LANGUAGE_NAME[lang]
      const prefix = prefixOf(lang)
      for (const route of site.manifest.routes) {
        // A collection's entry is translated by a file of its own beside its default language's.
        const entry = site.content.entryAt(route.path)
        const source = entry?.files[DEFAULT_LANG]
        const translationFile = source ? translatedFileOf(source, lang) : undefined
        if (route.translatable && !route.seo[lang])
          problems.push(
            entry
              ? {
                  check: 'es-mapping',
                  file: source ?? entry.collection,
                  route: route.path,
                  key: `seo.${lang}`,
                  message: `this entry is translated, but not into ${name}, so its ${prefix} page cannot be built`,
                  hint: translationFile
                    ? `write its ${name} file, ${translationFile}, beside it (its title, description and text in ${name}), then \`npm run translations -- accept --lang ${lang} ${entry.collection}/${entry.slug}\``
                    : `give the entry its ${name} text in its collection's loader`,
                }
              : {
                  check: 'es-mapping',
                  file: files.manifest,
                  route: route.path,
                  key: `seo.${lang}`,
                  message: `translatable route without ${name} metadata, so its ${prefix} page cannot be built`,
                  hint: `add seo.${lang} (title, description, keywords, structuredData)`,
                },
          )
        if (!route.translatable && route.seo[lang])
          problems.push({
            check: 'es-mapping',
            file: files.manifest,
            route: route.path,
            key: `seo.${lang}`,
            message: `${name} metadata on a route that has no ${prefix} page`,
            hint: `set translatable: true, or remove seo.${lang}`,
          })
      }
    }
    for (const route of site.manifest.routes)
      if (route.contentLanguage && !route.translatable)
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: route.path,
          key: 'contentLanguage',
          message: 'contentLanguage only makes sense on a translatable route',
          hint: 'remove contentLanguage',
        })
    problems.push(...standInProblems(site, files.manifest))
    for (const lang of OTHERS) {
      const name = LANGUAGE_NAME[lang]
      if (site.pages.some((p) => p.lang === lang) && !site.manifest.notFound.seo[lang])
        problems.push({
          check: 'es-mapping',
          file: files.manifest,
          route: notFoundUrl(lang),
          key: `notFound.seo.${lang}`,
          message: `the site has ${name} pages but no ${name} 404 page: an unknown ${prefixOf(lang)}/… address would answer in ${LANGUAGE_NAME[DEFAULT_LANG]}`,
          hint: `add notFound.seo.${lang} (title, description, keywords, robots: 'noindex,follow', structuredData) beside notFound.seo.${DEFAULT_LANG}, then \`npm run translations -- accept ${notFoundUrl(lang)}\``,
        })
    }
    const urls = new Set(site.pages.map((p) => p.url))
    for (const lang of OTHERS)
      for (const route of site.manifest.routes) {
        const url = localizedPath(route.path, lang)
        if (route.translatable && route.seo[lang] && !urls.has(url))
          problems.push({
            check: 'es-mapping',
            file: files.manifest,
            route: route.path,
            key: 'path',
            message: `no page at ${url}`,
          })
        if (!route.translatable && urls.has(url))
          problems.push({
            check: 'es-mapping',
            file: files.manifest,
            route: route.path,
            key: 'path',
            message: `unexpected page at ${url}`,
          })
      }
    return problems
  },
}

/** "/es", "/es or /pt": the prefixed versions a page may have. */
const otherPrefixes = () => OTHERS.map(prefixOf).join(' or ')
/** "/es/", "/es/ or /pt/": the home pages of the other languages. */
const otherHomes = () => OTHERS.map(homeUrl).join(' or ')

/**
 * `inOtherLanguages` leads the language switch of a page without versions in
 * the other languages to another page's: only on such a page, and only to a
 * route that has them (a translatable one).
 */
function standInProblems(site: Site, manifestFile: string): Problem[] {
  const problems: Problem[] = []
  const at = (path: string, message: string, hint: string): Problem => ({
    check: 'es-mapping',
    file: manifestFile,
    route: path,
    key: 'inOtherLanguages',
    message,
    hint,
  })
  for (const route of site.manifest.routes) {
    const target = route.inOtherLanguages
    if (target === undefined) continue
    if (route.translatable) {
      problems.push(
        at(
          route.path,
          `inOtherLanguages on a translatable route: the language switch already leads to its own ${otherPrefixes()} page`,
          'remove inOtherLanguages; it is for a page that is not translatable',
        ),
      )
      continue
    }
    const named = site.routes.get(target)
    if (!named)
      problems.push(
        at(
          route.path,
          `inOtherLanguages names no page: no route "${target}" in ${manifestFile}`,
          hasLanguagePrefix(target)
            ? `write "${splitLang(target).path}": the switch leads to its ${prefixOf(splitLang(target).lang)} page by itself`
            : `name a translatable route of ${manifestFile}, or remove inOtherLanguages (the switch then leads to ${otherHomes()}, the home page)`,
        ),
      )
    else if (!named.translatable)
      problems.push(
        at(
          route.path,
          `inOtherLanguages names "${target}", which is not translatable: it has no ${otherPrefixes()} page for the language switch to lead to`,
          `name a translatable route (translatable: true), or remove inOtherLanguages (the switch then leads to ${otherHomes()}, the home page)`,
        ),
      )
  }
  return problems
}

import { localeDir, localeFile } from '../../locales/paths.ts'
import { founders } from '../../site.facts.ts'
import type { Problem } from '../../site/errors.ts'
import type { PageEntry } from '../../site/routes.ts'
import type { Site } from '../../site/site.ts'
import { structuredData } from '../../site/structured-data.ts'
import type { Check } from './types.ts'
import { DEFAULT_LANG, languageOf, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'

/**
 * Keys whose values are identifiers, addresses or codes, the same in every
 * language: a URL, an email, a schema.org enumeration, a language or unit code.
 */
const CODE_KEYS = new Set([
  '@context',
  '@type',
  '@id',
  'url',
  'logo',
  'email',
  'sameAs',
  'inLanguage',
  'availableLanguage',
  'priceCurrency',
  'unitCode',
  'applicationCategory',
  'itemListOrder',
])

/** Names that read the same in every language: the brand, the legal name, the founders and their titles. */
function namesOf(site: Site): Set<string> {
  const names = [site.config.brand, site.config.legalName, ...founders.flatMap((f) => [f.name, f.title])]
  return new Set(names.flatMap((n) => n.split(/\s+/)))
}

/** Whether a text is made of names and acronyms only ("Arcline LLC", "Valeria Montes", "CEO"). */
const onlyNames = (text: string, names: Set<string>) =>
  text
    .split(/[\s,()|·]+/)
    .filter(Boolean)
    .every((word) => names.has(word) || /^[\p{Lu}\p{N}&.-]+$/u.test(word))

interface Leaf {
  path: string
  key: string
  value: string
}

function leaves(node: unknown, path: string, key: string, out: Leaf[]): Leaf[] {
  if (typeof node === 'string') out.push({ path, key, value: node })
  else if (Array.isArray(node)) node.forEach((child, i) => leaves(child, `${path}[${i}]`, key, out))
  else if (node && typeof node === 'object') {
    // A nested object that states the default language (an English-only entry listed on a Spanish page) is exempt.
    // (Not a whole document, `[0]`: a document's language is checked against its page's above.)
    const nested = /[.\]]./.test(path)
    if (nested && (node as { inLanguage?: unknown }).inLanguage === languageOf(DEFAULT_LANG).tag) return out
    for (const [k, child] of Object.entries(node)) leaves(child, path ? `${path}.${k}` : k, k, out)
  }
  return out
}

/** Where a JSON-LD value in a translated language comes from, for the fix. */
function sourceOf(leaf: Leaf, lang: Lang, page: PageEntry): { file: string; hint: string } {
  const language = languageName(lang)
  // A document's name and description are the page's search texts: the manifest's (an entry's own file's).
  const field = leaf.value === page.seo.title ? 'title' : leaf.value === page.seo.description ? 'description' : null
  if (field)
    return page.route.origin?.kind === 'entry'
      ? {
          file: page.route.origin.files?.[lang] ?? page.route.origin.files?.[DEFAULT_LANG] ?? 'site.manifest.ts',
          hint: `write the entry's ${field} in ${language} in its ${language} file`,
        }
      : {
          file: 'site.manifest.ts',
          hint: `write seo.${lang}.${field} of route "${page.route.path}" in ${language} in site.manifest.ts`,
        }
  if (['serviceType', 'areaServed', 'contactType', 'operatingSystem'].includes(leaf.key))
    return {
      file: localeFile(lang, 'common'),
      hint: `write the ${language} of structuredData.${leaf.key} in ${localeFile(lang, 'common')} (site/structured-data.ts reads it), then accept it: \`npm run translations -- accept common.structuredData\``,
    }
  if (leaf.key === 'name' || leaf.key === 'text')
    return {
      file: `${localeDir(lang)}/`,
      hint: `the question or answer comes from the page’s FAQ copy: write it in ${language} in its ${localeDir(lang)}/ file`,
    }
  return {
    file: 'site/structured-data.ts',
    hint: `write the value from ${language} copy (or a language code) in site/structured-data.ts, not a fixed English text`,
  }
}

/**
 * The JSON-LD of a page in a translated language speaks that language (a
 * Spanish page's Spanish, issue 40): every text value
 * that is the same as on its English twin, and is more than names, codes and
 * addresses, is English left untranslated ("AI advertising automation",
 * "Worldwide"). And each document's `inLanguage` is the language of what the
 * page says (/es/story's body is English under Spanish search texts).
 */
export const structuredDataLanguage: Check = {
  id: 'structured-data-language',
  title: 'JSON-LD in the page language',
  summary: (_site) => {
    const names = TRANSLATED_LANGS.map(languageName)
    const own = names.length === 1 ? names[0] : 'its language'
    return `the JSON-LD of every ${names.join(' and ')} page in ${own}, each document in its page’s language`
  },
  run(ctx) {
    const { site } = ctx
    if (!site) return []
    const problems: Problem[] = []
    const names = namesOf(site)
    for (const page of site.pages) {
      if (page.lang === DEFAULT_LANG) continue
      const docs = structuredData(site, page)
      docs.forEach((doc, i) => {
        const inLanguage = (doc as { inLanguage?: string }).inLanguage
        if (inLanguage !== undefined && inLanguage !== languageOf(page.contentLang).tag)
          problems.push({
            check: 'structured-data-language',
            file: 'site/structured-data.ts',
            route: page.url,
            key: `jsonld[${i}].inLanguage`,
            message: `inLanguage is "${inLanguage}" over a page whose text is ${languageOf(page.contentLang).tag}`,
            hint: 'write the tag of the page’s content language (languageOf(page.contentLang).tag) as inLanguage',
          })
      })
      if (page.contentLang !== page.lang) continue
      const twin = englishTwin(site, page)
      if (!twin) continue
      const english = new Map(leaves(structuredData(site, twin), '', '', []).map((l) => [l.path, l.value]))
      for (const leaf of leaves(docs, '', '', [])) {
        if (CODE_KEYS.has(leaf.key) || english.get(leaf.path) !== leaf.value) continue
        if (!/\p{L}/u.test(leaf.value) || onlyNames(leaf.value, names)) continue
        const { file, hint } = sourceOf(leaf, page.lang, page)
        problems.push({
          check: 'structured-data-language',
          file,
          route: page.url,
          key: `jsonld${leaf.path}`,
          message: `English in the JSON-LD of a ${languageName(page.lang)} page: ${JSON.stringify(leaf.value)} (the same as on ${twin.url})`,
          hint,
        })
      }
    }
    return problems
  },
}

function englishTwin(site: Site, page: PageEntry): PageEntry | undefined {
  return site.byUrl.get(page.alternates[DEFAULT_LANG])
}

/**
 * A synthetic site: the real site plus N routes of real section types, each
 * with its own search texts, the first T of them translatable (with Spanish).
 * Pure: the routes and their copy as data; `write.ts` puts them into a
 * scratch copy of the repository, never into the real manifest or locales/.
 *
 * English-only routes are long-form documents in Markdown (the privacy
 * policy's body under their own title and summary: the largest page kind of
 * the site);
 * translatable routes are a page header, three cards, questions and a call
 * to action. Every page links to the next one of its kind, so none is an
 * orphan and the link checks have real work to do.
 */
import { readFileSync } from 'node:fs'
import { stringify } from 'yaml'
import { DOCUMENTS_DIR } from '../../site/content/documents.ts'
import { readMarkdownFile } from '../../site/content/source.ts'
import { readMarkdownBody } from '../../site/content/markdown.ts'
import { sectionCopy } from '../../generator/add-page/stubs.ts'
import { DEFAULT_PROPS } from '../../generator/add-page/sections.ts'
import type { AuthorSectionType } from '../../site/schema/sections/index.ts'
import { ES, EN, type Bank } from './words.ts'

/** What a synthetic-site request asks for. */
export interface SyntheticRequest {
  /** Routes to add to the real site's. */
  routes: number
  /** How many of them have a Spanish twin. */
  translatable: number
}

/** The most a request may ask for: the word banks give this many distinct titles per kind. */
export const MAX_ROUTES = EN.industries.length * EN.channels.length * EN.themes.length

/** Why a request makes no sense, or null. Says what to ask for instead. */
export function requestProblem(request: SyntheticRequest): string | null {
  const { routes, translatable } = request
  if (!Number.isInteger(routes) || routes < 1)
    return `--routes must be a whole number of routes to add, at least 1 (got ${String(routes)})`
  if (routes > MAX_ROUTES) return `--routes can be at most ${MAX_ROUTES} (the distinct titles the word banks make)`
  if (!Number.isInteger(translatable) || translatable < 0)
    return `--translatable must be a whole number, 0 or more (got ${String(translatable)})`
  if (translatable > routes)
    return `--translatable (${translatable}) cannot exceed --routes (${routes}): it counts routes that also have a Spanish page`
  return null
}

/** Pages a request makes: every route in English, the translatable ones in Spanish too. */
export const pagesOf = (request: SyntheticRequest) => request.routes + request.translatable

interface Topic {
  industry: number
  channel: number
  theme: number
}

/** The i-th distinct (industry, channel, theme): consecutive routes differ in all three where they can. */
function topicOf(i: number): Topic {
  const a = EN.industries.length
  const b = EN.channels.length
  return { industry: i % a, channel: Math.floor(i / a) % b, theme: Math.floor(i / (a * b)) % EN.themes.length }
}

const pad = (i: number) => String(i + 1).padStart(4, '0')

/** Words of a topic in one language. */
function words(bank: Bank, t: Topic) {
  return { industry: bank.industries[t.industry]!, channel: bank.channels[t.channel]!, theme: bank.themes[t.theme]! }
}

/** Room left in the 70-character title limit for " | " and the brand. */
const SEO_SUFFIX_ROOM = 14

function seoOf(bank: Bank, t: Topic, kind: 'doc' | 'guide') {
  const w = words(bank, t)
  const title = bank.title(w, kind)
  if (title.length > 70 - SEO_SUFFIX_ROOM) throw new Error(`synthetic title too long: ${title}`)
  return {
    title,
    description: bank.description(w, kind),
    keywords: [w.theme.toLowerCase(), `${w.channel} ${bank.adsWord}`, w.industry.toLowerCase()],
    structuredData: 'webPage',
  }
}

/** A manifest route as site.manifest.ts writes one. */
export interface SyntheticRoute {
  path: string
  translatable: boolean
  seo: { en: ReturnType<typeof seoOf>; es?: ReturnType<typeof seoOf> }
  sections: { type: AuthorSectionType; copy: string; props: Record<string, unknown> }[]
}

/** Everything the scratch copy needs: routes, translatable copy per language, English-only documents. */
export interface SyntheticSite {
  routes: SyntheticRoute[]
  /** `synthetic` namespace of locales/i18n/{en,es}. */
  copy: { en: Record<string, unknown>; es: Record<string, unknown> }
  /** Markdown documents of content/documents/, by name. */
  documents: Record<string, string>
}

/** The privacy policy's Markdown: its blocks after the first (the documents' own first paragraph replaces it). */
function privacyBody(): string[] {
  const source = readMarkdownFile(readFileSync(`${DOCUMENTS_DIR}/privacy.md`, 'utf8'))
  return readMarkdownBody(source.body).blocks.map((b) => b.source)
}

export const GUIDE_PREFIX = '/guides'
export const LIBRARY_PREFIX = '/library'

/** The routes and copy of a request. Throws with the request's problem when it makes no sense. */
export function syntheticSite(request: SyntheticRequest): SyntheticSite {
  const problem = requestProblem(request)
  if (problem) throw new Error(problem)
  const site: SyntheticSite = { routes: [], copy: { en: {}, es: {} }, documents: {} }
  const guides = request.translatable
  const docs = request.routes - guides
  const body = docs > 0 ? privacyBody() : []
  const guidePath = (i: number) => `${GUIDE_PREFIX}/${slugOf(topicOf(i))}-${pad(i)}`
  const docPath = (i: number) => `${LIBRARY_PREFIX}/${slugOf(topicOf(MAX_ROUTES - 1 - i))}-${pad(i)}`

  for (let i = 0; i < guides; i++) {
    const t = topicOf(i)
    const name = `guide${pad(i)}`
    const next = guidePath((i + 1) % guides)
    const sections: SyntheticRoute['sections'] = [
      { type: 'pageHero', copy: `synthetic.${name}.hero`, props: {} },
      { type: 'cardGrid', copy: `synthetic.${name}.features`, props: { ...DEFAULT_PROPS.cardGrid } },
      { type: 'faq', copy: `synthetic.${name}.questions`, props: { ...DEFAULT_PROPS.faq } },
      {
        type: 'ctaBanner',
        copy: `synthetic.${name}.cta`,
        props: { primary: { href: '/book-demo' }, secondary: { href: next, variant: 'secondary' } },
      },
    ]
    site.routes.push({
      path: guidePath(i),
      translatable: true,
      seo: { en: seoOf(EN, t, 'guide'), es: seoOf(ES, t, 'guide') },
      sections,
    })
    for (const [lang, bank] of [
      ['en', EN],
      ['es', ES],
    ] as const) {
      const w = words(bank, t)
      const page: Record<string, unknown> = {}
      for (const section of sections) {
        const key = section.copy.split('.').at(-1)!
        page[key] = sectionCopy(section, (path) => bank.text(key, path.slice(1), w))
      }
      site.copy[lang][name] = page
    }
  }

  for (let i = 0; i < docs; i++) {
    const t = topicOf(MAX_ROUTES - 1 - i)
    const name = `library-doc${pad(i)}`
    const w = words(EN, t)
    const seo = seoOf(EN, t, 'doc')
    site.routes.push({
      path: docPath(i),
      translatable: false,
      seo: { en: seo },
      sections: [{ type: 'longform', copy: `documents.${name}`, props: {} }],
    })
    const next = docPath((i + 1) % docs)
    const front = stringify({ title: seo.title, summary: EN.description(w, 'doc') }, { lineWidth: 0 })
    site.documents[name] = `---\n${front}---\n\n${[EN.docIntro(w, next), ...body.slice(1)].join('\n\n')}\n`
  }
  return site
}

/** "Outdoor gear" + "TikTok" + "Budget pacing" → "budget-pacing-outdoor-gear-tiktok". */
function slugOf(t: Topic): string {
  const w = words(EN, t)
  return `${w.theme}-${w.industry}-${w.channel}`
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

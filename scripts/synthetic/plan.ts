/**
 * A synthetic site: the real site plus a library of N Markdown entries, a
 * collection as an author would write one (content/library/<slug>.md, the
 * first T with a Spanish twin <slug>.es.md), with a paginated index sorted
 * by date, a page per tag and both languages. Pure: the files and the
 * listing's copy as data; `write.ts` puts them into a scratch copy of the
 * repository, never into the real content/ or locales/.
 *
 * Each entry links to the one before and after it in the folder and to a
 * related one, so the link checks have real work; the index is in the
 * footer, and lists every entry, so none is an orphan.
 */
import { stringify } from 'yaml'
import { englishBody, spanishBody, type EntryLinks } from './body.ts'
import { ANGLES, EN, ES, type Bank, type TopicWords } from './words.ts'

/** What a synthetic-site request asks for. */
export interface SyntheticRequest {
  /** Entries of the library. */
  entries: number
  /** How many of them have a Spanish twin (the first ones). */
  translated: number
}

/** The library collection: its name, addresses and listing. */
export const LIBRARY = {
  name: 'library',
  prefix: '/library',
  folder: 'content/library',
  perPage: 20,
} as const

/** The search texts of the listing's first page; tag pages and later pages lead with their tag and number. */
export const LIBRARY_INDEX_SEO = {
  en: {
    title: 'Advertising library',
    description:
      'Practical notes on planning, launching and reviewing ad campaigns on Meta, Google and TikTok, by channel and by topic.',
    keywords: ['advertising notes', 'ad campaign guides'],
  },
  es: {
    title: 'Biblioteca de anuncios',
    description:
      'Notas prácticas para planificar, lanzar y revisar campañas en Meta, Google y TikTok, por canal y por tema.',
    keywords: ['notas de publicidad', 'guías de campañas'],
  },
}

/** The most a request may ask for: the word banks give this many distinct titles. */
export const MAX_ENTRIES = EN.industries.length * EN.channels.length * EN.themes.length * ANGLES

/** Why a request makes no sense, or null. Says what to ask for instead. */
export function requestProblem(request: SyntheticRequest): string | null {
  const { entries, translated } = request
  if (!Number.isInteger(entries) || entries < 1)
    return `--entries must be a whole number of library entries, at least 1 (got ${String(entries)})`
  if (entries > MAX_ENTRIES) return `--entries can be at most ${MAX_ENTRIES} (the distinct titles the word banks make)`
  if (!Number.isInteger(translated) || translated < 0)
    return `--translated must be a whole number, 0 or more (got ${String(translated)})`
  if (translated > entries)
    return `--translated (${translated}) cannot exceed --entries (${entries}): it counts entries that also have a Spanish version`
  return null
}

/**
 * The i-th topic. Entries walk every topic once (the step is coprime with
 * their number), and the step, 1 + 60 × 67, moves the industry and the
 * channel by one and the theme by about eleven at each entry, so that
 * neighbours differ and even a small library spreads over every tag.
 */
const STEP = 4021
function topicOf(i: number): { industry: number; channel: number; theme: number; angle: number } {
  const n = (i * STEP) % MAX_ENTRIES
  const a = EN.industries.length
  const b = EN.channels.length
  const c = EN.themes.length
  return {
    industry: n % a,
    channel: Math.floor(n / a) % b,
    theme: Math.floor(n / (a * b)) % c,
    angle: Math.floor(n / (a * b * c)),
  }
}

const wordsOf = (bank: Bank, t: ReturnType<typeof topicOf>): TopicWords => ({
  industry: bank.industries[t.industry]!,
  channel: bank.channels[t.channel]!,
  theme: bank.themes[t.theme]!,
  angle: t.angle,
})

/** "Budget pacing for outdoor gear on Meta" → "budget-pacing-for-outdoor-gear-on-meta". */
export const slugOf = (title: string) =>
  title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A tag of an English word: "Google Search" → "google-search". */
const tagOf = slugOf

/** Room left in the 70-character title limit for " | " and the brand. */
const SEO_SUFFIX_ROOM = 14

/** One entry as the tests and the Astro reference need it. */
export interface SyntheticEntry {
  slug: string
  path: string
  date: string
  tags: string[]
  title: { en: string; es?: string }
}

/** Everything the scratch copy needs. */
export interface SyntheticSite {
  entries: SyntheticEntry[]
  /** Entry files by name in LIBRARY.folder (`<slug>.md`, `<slug>.es.md`). */
  files: Record<string, string>
  /** The listing's text (`library.index`), per language. */
  copy: { en: ListingCopy; es: ListingCopy }
}

interface ListingCopy {
  index: { eyebrow: string; title: string; intro: string; empty: string; tags: Record<string, string> }
}

/** Newest first, one a day backwards from this date: the listing's order is the entries' order. */
const LATEST = Date.UTC(2026, 9, 30)
const dateOf = (i: number) => new Date(LATEST - i * 86_400_000).toISOString().slice(0, 10)

function frontmatter(fields: Record<string, unknown>): string {
  return `---\n${stringify(fields, { lineWidth: 0, collectionStyle: 'flow' })}---\n\n`
}

/** The entries and listing copy of a request. Throws with the request's problem when it makes no sense. */
export function syntheticSite(request: SyntheticRequest): SyntheticSite {
  const problem = requestProblem(request)
  if (problem) throw new Error(problem)
  const topics = Array.from({ length: request.entries }, (_, i) => topicOf(i))
  const entries: SyntheticEntry[] = topics.map((t, i) => {
    const en = EN.title(wordsOf(EN, t))
    const es = i < request.translated ? ES.title(wordsOf(ES, t)) : undefined
    for (const title of [en, es])
      if (title && title.length > 70 - SEO_SUFFIX_ROOM) throw new Error(`synthetic title too long: ${title}`)
    const slug = slugOf(en)
    return {
      slug,
      path: `${LIBRARY.prefix}/${slug}`,
      date: dateOf(i),
      tags: [tagOf(EN.channels[t.channel]!), tagOf(EN.themes[t.theme]!)],
      title: { en, ...(es ? { es } : {}) },
    }
  })
  const files: Record<string, string> = {}
  const n = entries.length
  entries.forEach((entry, i) => {
    const links: EntryLinks = {
      previous: entries[(i + n - 1) % n]!.path,
      next: entries[(i + 1) % n]!.path,
      related: entries[(i * 31 + 7) % n]!.path,
    }
    const en = wordsOf(EN, topics[i]!)
    files[`${entry.slug}.md`] =
      frontmatter({
        title: entry.title.en,
        description: EN.description(en),
        keywords: EN.keywords(en),
        summary: EN.summary(en),
        date: entry.date,
        tags: entry.tags,
      }) + englishBody(en, links)
    if (i >= request.translated) return
    const es = wordsOf(ES, topics[i]!)
    files[`${entry.slug}.es.md`] =
      frontmatter({
        title: entry.title.es,
        description: ES.description(es),
        keywords: ES.keywords(es),
        summary: ES.summary(es),
      }) + spanishBody(es, links)
  })
  const tagLabels = (bank: Bank) =>
    Object.fromEntries([
      ...EN.channels.map((c, i) => [tagOf(c), bank.channels[i]!]),
      ...EN.themes.map((th, i) => [tagOf(th), bank.themes[i]!]),
    ])
  return {
    entries,
    files,
    copy: {
      en: {
        index: {
          eyebrow: 'Library',
          title: 'Notes for teams that run their own ads',
          intro: 'Practical notes on planning, launching and reviewing campaigns, by channel and by topic.',
          empty: 'No notes yet.',
          tags: tagLabels(EN),
        },
      },
      es: {
        index: {
          eyebrow: 'Biblioteca',
          title: 'Notas para equipos que llevan sus propios anuncios',
          intro: 'Notas prácticas para planificar, lanzar y revisar campañas, por canal y por tema.',
          empty: 'Todavía no hay notas.',
          tags: tagLabels(ES),
        },
      },
    },
  }
}

/** The listing's pages in one language: the index, then each tag's, each paginated. */
export function listingPagesOf(entries: readonly SyntheticEntry[]): number {
  const pages = (count: number) => Math.max(1, Math.ceil(count / LIBRARY.perPage))
  const byTag = new Map<string, number>()
  for (const e of entries) for (const t of e.tags) byTag.set(t, (byTag.get(t) ?? 0) + 1)
  return pages(entries.length) + [...byTag.values()].reduce((sum, count) => sum + pages(count), 0)
}

/** Pages a request adds to the site: every entry in English, the translated ones in Spanish, the listing in both. */
export function pagesOf(site: SyntheticSite): number {
  const translated = site.entries.filter((e) => e.title.es).length
  return site.entries.length + translated + 2 * listingPagesOf(site.entries)
}

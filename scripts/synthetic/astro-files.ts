/**
 * The source of the Astro reference project (scripts/synthetic/astro.ts):
 * what an Astro 5 user writes for the same library. Two content collections
 * (English, Spanish) loaded by `glob()` with a zod schema, entry pages from
 * `getStaticPaths` and `render()`, listing and tag pages from `paginate()`,
 * both languages, each page inside our own header and footer with our CSS.
 */

/** src/content.config.ts: the entries' schema as ours checks it (lengths, dates, tags). */
export const CONTENT_CONFIG = `import { defineCollection, z } from 'astro:content'
import { glob } from 'astro/loaders'

const text = {
  title: z.string().min(1),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string()).min(1),
  summary: z.string().optional(),
}
const library = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/library' }),
  schema: z.object({
    ...text,
    date: z.coerce.date(),
    tags: z.array(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)).default([]),
  }).strict(),
})
const libraryEs = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/library-es' }),
  schema: z.object(text).strict(),
})
export const collections = { library, libraryEs }
`

/** src/lib/library.ts: the entries newest first, the Spanish by slug, the words of each language. */
export const LIBRARY_LIB = `import { getCollection } from 'astro:content'
import site from '../data/site.json'

export const PER_PAGE = site.perPage
export async function entries() {
  const all = await getCollection('library')
  return all.sort((a, b) => b.data.date.getTime() - a.data.date.getTime() || a.data.title.localeCompare(b.data.title))
}
export async function spanish() {
  return new Map((await getCollection('libraryEs')).map((e) => [e.id, e]))
}
export async function tags() {
  return [...new Set((await entries()).flatMap((e) => e.data.tags))].sort()
}
export const words = {
  en: { pages: 'Pages', page: 'Page', previous: 'Previous', next: 'Next', topics: 'Topics', all: 'All', english: '' },
  es: { pages: 'Páginas', page: 'Página', previous: 'Anterior', next: 'Siguiente', topics: 'Temas', all: 'Todas', english: ' (en inglés)' },
}
`

/** src/layouts/Page.astro: our header and footer around the page, with its own head. */
export const LAYOUT = `---
import site from '../data/site.json'
import '../styles/site.css'
const { lang, title, description, path, alternates = [] } = Astro.props
---
<html lang={lang === 'es' ? 'es-419' : 'en'}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>{title} | {site.brand}</title>
    <meta name="description" content={description} />
    <link rel="canonical" href={site.origin + path} />
    {alternates.map((a) => <link rel="alternate" hreflang={a.lang} href={site.origin + a.path} />)}
  </head>
  <body>
    <Fragment set:html={site.header} />
    <main id="main"><slot /></main>
    <Fragment set:html={site.footer} />
  </body>
</html>
`

/** src/components/Listing.astro: one page of a listing, in a language. */
export const LISTING = `---
import Page from '../layouts/Page.astro'
import site from '../data/site.json'
import { words } from '../lib/library'
const { page, lang, tag, spanish } = Astro.props
const w = words[lang]
const prefix = lang === 'es' ? '/es' : ''
const base = prefix + '/library' + (tag ? '/tags/' + tag : '')
const label = tag ? site.tagLabels[lang][tag] : site.index[lang].heading
const title = (tag ? label + ' · ' : '') + site.index[lang].title + (page.currentPage > 1 ? ' · ' + w.page + ' ' + page.currentPage : '')
const at = (n) => (n === 1 ? base + '/' : base + '/' + n + '/')
// The first, the last and two either side of this page, as ours links them.
const numbers = []
for (let n = 1; n <= page.lastPage; n++) {
  const linked = (k) => k === 1 || k === page.lastPage || Math.abs(k - page.currentPage) <= 2
  if (linked(n) || (linked(n - 1) && linked(n + 1))) numbers.push(n)
  else if (numbers.at(-1) !== null) numbers.push(null)
}
---
<Page lang={lang} title={title} description={site.index[lang].description} path={at(page.currentPage)}>
  <section>
    <h1>{label}</h1>
    <nav aria-label={w.topics}><ul>
      {site.tags.map((t) => <li><a href={prefix + '/library/tags/' + t + '/'} aria-current={t === tag ? 'page' : undefined}>{site.tagLabels[lang][t]}</a></li>)}
    </ul></nav>
    <ul>
      {page.data.map((entry) => {
        const own = lang === 'es' ? spanish.get(entry.id) : entry
        const data = own ? own.data : entry.data
        const href = (own && lang === 'es' ? '/es' : '') + '/library/' + entry.id + '/'
        return (
          <li>
            <p><time datetime={entry.data.date.toISOString().slice(0, 10)}>{entry.data.date.toLocaleDateString(lang === 'es' ? 'es-419' : 'en-US', { dateStyle: 'long' })}</time></p>
            <h2><a href={href} hreflang={own ? undefined : 'en'}><span lang={own ? undefined : 'en'}>{data.title}</span>{own ? '' : w.english}</a></h2>
            <p lang={own ? undefined : 'en'}>{data.description}</p>
            <p>{entry.data.tags.map((t) => site.tagLabels[lang][t]).join(' · ')}</p>
          </li>
        )
      })}
    </ul>
    <nav aria-label={w.pages}><ul>
      {page.url.prev ? <li><a href={at(page.currentPage - 1)}>{w.previous}</a></li> : null}
      {numbers.map((n) => n === null ? <li aria-hidden="true">…</li> : <li><a href={at(n)} aria-current={n === page.currentPage ? 'page' : undefined} aria-label={w.page + ' ' + n}>{n}</a></li>)}
      {page.url.next ? <li><a href={at(page.currentPage + 1)}>{w.next}</a></li> : null}
    </ul></nav>
  </section>
</Page>
`

/** src/components/Entry.astro: an entry's page in a language. */
export const ENTRY = `---
import { render } from 'astro:content'
import Page from '../layouts/Page.astro'
const { entry, english, lang, previous, next, translated } = Astro.props
const { Content } = await render(entry)
const path = (lang === 'es' ? '/es' : '') + '/library/' + english.id + '/'
const alternates = translated ? [{ lang: 'en', path: '/library/' + english.id + '/' }, { lang: 'es-419', path: '/es/library/' + english.id + '/' }] : []
---
<Page lang={lang} title={entry.data.title} description={entry.data.description} path={path} alternates={alternates}>
  <article>
    <h1>{entry.data.title}</h1>
    {entry.data.summary ? <p>{entry.data.summary}</p> : null}
    <p><time datetime={english.data.date.toISOString().slice(0, 10)}>{english.data.date.toLocaleDateString(lang === 'es' ? 'es-419' : 'en-US', { dateStyle: 'long' })}</time></p>
    <Content />
    <nav aria-label={lang === 'es' ? 'Más notas' : 'More notes'}><ul>
      {previous ? <li><a href={'/library/' + previous.id + '/'}>{previous.data.title}</a></li> : null}
      {next ? <li><a href={'/library/' + next.id + '/'}>{next.data.title}</a></li> : null}
    </ul></nav>
  </article>
</Page>
`

const entryRoute = (lang: 'en' | 'es') => `---
import Entry from '../../${lang === 'es' ? '../' : ''}components/Entry.astro'
import { entries, spanish } from '../../${lang === 'es' ? '../' : ''}lib/library'
export async function getStaticPaths() {
  const all = await entries()
  const es = await spanish()
  return all.flatMap((english, i) => {
    const entry = ${lang === 'es' ? 'es.get(english.id)' : 'english'}
    if (!entry) return []
    return [{ params: { slug: english.id }, props: { entry, english, previous: all[i - 1], next: all[i + 1], translated: es.has(english.id) } }]
  })
}
---
<Entry {...Astro.props} lang="${lang}" />
`

const listingRoute = (lang: 'en' | 'es', tagged: boolean) => {
  const up = '../'.repeat((lang === 'es' ? 1 : 0) + (tagged ? 2 : 0) + 2)
  return `---
import Listing from '${up}components/Listing.astro'
import { entries, spanish, tags, PER_PAGE } from '${up}lib/library'
export async function getStaticPaths({ paginate }) {
  const all = await entries()
  ${
    tagged
      ? 'return (await tags()).flatMap((tag) => paginate(all.filter((e) => e.data.tags.includes(tag)), { params: { tag }, pageSize: PER_PAGE }))'
      : 'return paginate(all, { pageSize: PER_PAGE })'
  }
}
const spanishEntries = await spanish()
---
<Listing page={Astro.props.page} lang="${lang}" tag={Astro.params.tag} spanish={spanishEntries} />
`
}

/** The pages, by path under src/pages. */
export const ROUTES: Record<string, string> = {
  'library/[slug].astro': entryRoute('en'),
  'es/library/[slug].astro': entryRoute('es'),
  'library/[...page].astro': listingRoute('en', false),
  'es/library/[...page].astro': listingRoute('es', false),
  'library/tags/[tag]/[...page].astro': listingRoute('en', true),
  'es/library/tags/[tag]/[...page].astro': listingRoute('es', true),
}

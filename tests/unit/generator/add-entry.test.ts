/**
 * add-entry end to end, on copies of the repository in temp directories with
 * the guides fixture collection added to the manifest: the real content is
 * never written. The written file is read back through the build's own
 * reader and checked by `npm run check`.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugOf } from '../../../generator/add-entry/slug.ts'
import { loadContent } from '../../../site/content/index.ts'
import { CollectionSchema, EntrySchema } from '../../../site/schema/collection.ts'
import { readMarkdownFile } from '../../../site/content/source.ts'
import { makeScratchCopy } from '../../../scripts/lib/scratch.ts'
import { GUIDES_FIXTURE, guidesCollection, guidesCopy, guidesInputs } from '../../fixtures/content/guides-site.ts'
import type { ComponentType } from 'react'
import { renderDocumentHtml } from '../../../renderer/html.tsx'
import SitePage from '../../../renderer/pages/site/+Page.tsx'
import { loadSiteConfig } from '../../../site/config.ts'
import { siteOf } from '../../../generator/site.ts'
import { addEntryMain } from '../../../generator/add-entry/main.ts'
import { HEAVY_TEST_MS, runTsx } from '../../harness/limits.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const copies: string[] = []
const TIMEOUT = HEAVY_TEST_MS

let template: string | null = null

/**
 * A copy of the repository whose manifest also has the guides collection
 * (its listing in the footer) and whose locales have the listing's copy:
 * prepared once (its Spanish accepted), then copied for each test group.
 */
function makeCopy(): string {
  template ??= prepareCopy()
  const dir = mkdtempSync(join(tmpdir(), 'add-entry-'))
  copies.push(dir)
  cpSync(template, dir, { recursive: true, verbatimSymlinks: true })
  return dir
}

function prepareCopy(): string {
  const dir = makeScratchCopy(REPO, 'add-entry-template-')
  copies.push(dir)
  cpSync(join(GUIDES_FIXTURE, 'content/guides'), join(dir, 'content/guides'), { recursive: true })
  const manifest = join(dir, 'site.manifest.ts')
  const collection = `{ name: 'guides', path: '/guides/:slug', folder: 'content/guides', translatable: true, schema: EntrySchema,
      sections: [{ type: 'longform', props: { toc: false } }], seo: { structuredData: 'webPage', ogType: 'article' },
      index: { path: '/guides', copy: 'guides.index', seo: ${JSON.stringify(guidesCollection.index!.seo)},
        perPage: 12, sort: { by: 'date', order: 'desc' }, tags: false } },\n`
  const text = readFileSync(manifest, 'utf8')
    .replace('  collections: [\n', `  collections: [\n    ${collection}`)
    .replace(
      "{ to: '/book-demo', label: 'common.footer.links.bookDemo' },",
      "{ to: '/book-demo', label: 'common.footer.links.bookDemo' },\n            { to: '/guides', label: 'common.footer.links.blog' },",
    )
  writeFileSync(manifest, text)
  for (const lang of ['en', 'es'] as const) {
    writeFileSync(
      join(dir, `locales/i18n/${lang}/guides.ts`),
      `const guides = ${JSON.stringify(guidesCopy[lang])}\nexport default guides\n`,
    )
    const index = join(dir, `locales/i18n/${lang}/index.ts`)
    const source = readFileSync(index, 'utf8')
    writeFileSync(
      index,
      `import guides from './guides.ts'\n${source.replace(/(const \w+\s*(?::[^=]+)?=\s*\{)/, '$1\n  guides,')}`,
    )
  }
  // The fixture's Spanish (its entries, its listing's copy) is taken as reviewed: only the new entry is pending.
  const accepted = run(dir, ['generator/cli/translations.ts', 'accept', '--all'])
  if (accepted.status !== 0) throw new Error(`accept --all failed in ${dir}:\n${accepted.stdout}${accepted.stderr}`)
  return dir
}

function run(dir: string, args: string[]) {
  return runTsx(args, { cwd: dir, env: { ...process.env, NO_COLOR: '1' } })
}
const addEntry = (dir: string, ...args: string[]) => run(dir, ['generator/cli/add-entry.ts', ...args])
/**
 * The same command in this process (generator/add-entry/main.ts): the refusals, each a few
 * milliseconds instead of a process start; the entries written above go through the real command.
 */
async function addEntryHere(dir: string, ...args: string[]) {
  let stdout = ''
  let stderr = ''
  const status = await addEntryMain(args, dir, { out: (t) => (stdout += `${t}\n`), err: (t) => (stderr += `${t}\n`) })
  return { status, stdout, stderr }
}
const check = (dir: string) => run(dir, ['generator/cli/check.ts'])

/** Every byte under content/, to prove a refusal changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  const walk = (rel: string) => {
    for (const entry of readdirSync(join(dir, rel), { withFileTypes: true })) {
      const path = `${rel}/${entry.name}`
      if (entry.isDirectory()) walk(path)
      else files[path] = readFileSync(join(dir, path), 'utf8')
    }
  }
  walk('content')
  return files
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
})

describe('slugs from titles', () => {
  it('fold accents into lowercase ASCII, one dash between words', () => {
    expect(slugOf('Guía rápida')).toBe('guia-rapida')
    expect(slugOf('  Año nuevo: ¿qué cambia en Meta?  ')).toBe('ano-nuevo-que-cambia-en-meta')
    expect(slugOf('Straße & Ærø')).toBe('strasse-and-aero')
    expect(slugOf("TikTok's 3 hooks")).toBe('tiktoks-3-hooks')
    expect(slugOf('{brand} vs HubSpot')).toBe('vs-hubspot')
    expect(slugOf('¿?')).toBe('')
  })
})

describe('add-entry: a Markdown entry of a translatable collection', () => {
  let dir: string
  let out: ReturnType<typeof run>
  const file = 'content/guides/guia-rapida.md'

  beforeAll(() => {
    dir = makeCopy()
    out = addEntry(dir, 'guides', 'Guía rápida')
  }, TIMEOUT)

  it('writes every field of the schema, each explained, and says what is left', () => {
    expect(out.stderr).toBe('')
    expect(out.status).toBe(0)
    expect(out.stdout).toContain(`Wrote ${file}: a new entry of "guides" (Markdown: fields, then the text).`)
    expect(out.stdout).toContain('Its page: /guides/guia-rapida/ (listed on /guides/)')
    expect(out.stdout).toMatch(/content\/guides\/guia-rapida\.md:\d+ +description/)
    expect(out.stdout).toMatch(/content\/guides\/guia-rapida\.md:\d+ +body\.0/)
    expect(out.stdout).toContain('npm run check')
    const text = readFileSync(join(dir, file), 'utf8')
    for (const field of Object.keys(EntrySchema.shape)) expect(text).toMatch(new RegExp(`^(# )?${field}:`, 'm'))
    expect(text).toContain('# Publication date, YYYY-MM-DD')
    expect(text).toContain('Tags in use: checklists, meta, reporting, tiktok.')
    const data = readMarkdownFile(text).data as Record<string, unknown>
    expect(data.title).toBe('Guía rápida')
    expect(data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('the file passes the collection schema through the reader the build uses', () => {
    const collection = CollectionSchema.parse(guidesCollection)
    const content = loadContent(dir, {
      collections: [collection],
      copy: { en: { guides: guidesCopy.en }, es: { guides: guidesCopy.es } },
    })
    const entry = content.entryAt('/guides/guia-rapida')
    expect(entry?.files).toEqual({ en: file })
  })

  it(
    '--lang es refuses while the English still has texts to write, changing nothing',
    () => {
      const es = addEntry(dir, 'guides', 'Guía rápida para empezar', '--lang', 'es', '--slug', 'guia-rapida')
      expect(es.status).toBe(1)
      expect(es.stderr).toMatch(
        /content\/guides\/guia-rapida\.md still has 5 texts to write \(line \d+ description, line \d+ keywords\.0, line \d+ body\.0, …\): write the English first/,
      )
      expect(existsSync(join(dir, 'content/guides/guia-rapida.es.md'))).toBe(false)
    },
    TIMEOUT,
  )

  it(
    'the check names each stub at its line until written, then passes',
    () => {
      const failing = check(dir)
      expect(failing.status).toBe(1)
      const lines = readFileSync(join(dir, file), 'utf8').split('\n')
      const lineOf = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1
      expect(failing.stdout).toContain(
        `${file}:${lineOf('description:')} › description: English text is still the add-entry stub:`,
      )
      expect(failing.stdout).toContain(
        `${file}:${lineOf('  - ')} › keywords.0: English text is still the add-entry stub`,
      )
      expect(failing.stdout).toContain(
        `${file}:${lineOf('## Replace')} › body.1: English text is still the add-entry stub`,
      )
      writeFileSync(
        join(dir, file),
        readFileSync(join(dir, file), 'utf8')
          .replace(
            /^description: .*$/m,
            'description: A short guide to the first week of a campaign with {brand}, from the brief to the first report.',
          )
          .replace(/^ {2}- 'Replace this text: .*$/m, '  - campaign launch')
          .replace(
            /^Replace this text: the opening.*$/m,
            'The first week of a campaign decides what the next ones learn.',
          )
          .replace(/^## Replace this text: .*$/m, '## The brief')
          .replace(
            /^Replace this text: the text under it.*$/m,
            'Write the goal in one sentence, with its budget and its market.',
          ),
      )
      const passing = check(dir)
      expect(passing.stdout).toContain('All checks passed.')
      expect(passing.status).toBe(0)
      // The page as the build renders it, from the written file, and its card in the listing.
      const { manifest, copy } = guidesInputs({
        ...guidesCollection,
        index: { ...guidesCollection.index!, perPage: 12, tags: false },
      })
      const site = siteOf({ manifest, copy, root: dir, config: loadSiteConfig({ env: {}, mode: 'development' }) })
      const render = (url: string) =>
        renderDocumentHtml(site, { urlPathname: url, Page: SitePage as ComponentType, is404: false })
      const page = render('/guides/guia-rapida/')
      expect(page).toMatch(/<h1[^>]*>Guía rápida<\/h1>/)
      expect(page).toMatch(/<h2 id="the-brief">The brief<\/h2>/)
      expect(page).toContain('Write the goal in one sentence, with its budget and its market.')
      expect(page).toContain(
        '<meta name="description" content="A short guide to the first week of a campaign with Arcline',
      )
      expect(render('/guides/')).toMatch(/href="\/guides\/guia-rapida\/"[\s\S]*Guía rápida/)
    },
    2 * TIMEOUT,
  )

  it(
    '--lang es writes the Spanish beside it, each text its English marked [ES-PENDING], block for block',
    () => {
      const es = addEntry(dir, 'guides', 'Guía rápida para empezar', '--lang', 'es', '--slug', 'guia-rapida')
      expect(es.stderr).toBe('')
      expect(es.stdout).toContain(
        'Wrote content/guides/guia-rapida.es.md: the Spanish of content/guides/guia-rapida.md.',
      )
      expect(es.stdout).toContain('npm run translations -- accept guides/guia-rapida')
      const text = readFileSync(join(dir, 'content/guides/guia-rapida.es.md'), 'utf8')
      expect(text).toContain('title: Guía rápida para empezar')
      expect(text).toContain("description: '[ES-PENDING] A short guide to the first week")
      expect(text).toContain('[ES-PENDING] ## The brief')
      expect(text).not.toMatch(/^date:/m)
      const failing = check(dir)
      expect(failing.status).toBe(1)
      expect(failing.stdout).toMatch(
        /content\/guides\/guia-rapida\.es\.md:\d+ › body\.1: Spanish text still pending: "\[ES-PENDING\] ## The brief"/,
      )
    },
    2 * TIMEOUT,
  )
})

describe('add-entry refuses, changing nothing', () => {
  let dir: string
  let before: Record<string, string>
  beforeAll(() => {
    dir = makeCopy()
    before = snapshot(dir)
  }, TIMEOUT)

  const refusals: [string, string[], RegExp][] = [
    [
      'an existing slug, naming the file',
      ['guides', 'A launch checklist for Meta ads', '--slug', 'meta-ads-checklist'],
      /the slug "meta-ads-checklist" is taken: content\/guides\/meta-ads-checklist\.es\.md, content\/guides\/meta-ads-checklist\.md exist already/,
    ],
    [
      'an unknown collection, listing the valid ones',
      ['guide', 'A title'],
      /unknown collection "guide"\. The collections in site\.manifest\.ts: guides \(\/guides\/:slug, content\/guides\), comparisons \(\/vs\/:slug, content\/comparisons\), solutions/,
    ],
    ['an empty title', ['guides', '  '], /the title is empty/],
    // " | Arcline" (the local brand) makes a 61-character title a 71-character search title, over 70.
    [
      'a title whose search title is too long, naming its limit with the brand',
      ['guides', 'A'.repeat(61)],
      /the title is 61 characters, at most 60: its page's search title adds " \| Arcline" and is held to 70 \(SEO lengths\)\. Shorten it; a longer heading can stay once the entry sets seoTitle/,
    ],
    ['a title with no word', ['guides', '¿?'], /has no letter or digit/],
    ['a bad --slug', ['guides', 'A title', '--slug', 'Bad Slug'], /--slug "Bad Slug" is not a slug/],
    [
      'Spanish in an English-only collection',
      ['comparisons', 'Una comparación', '--lang', 'es', '--slug', 'madgicx'],
      /collection "comparisons" is English only/,
    ],
    [
      'Spanish without its English, listing the untranslated entries',
      ['guides', 'Guía sin inglés', '--lang', 'es'],
      /no English entry "guia-sin-ingles" in content\/guides\/ to translate.*entries without Spanish: tiktok-creative-basics/,
    ],
    [
      'Spanish that exists already',
      ['guides', 'Otra lista', '--lang', 'es', '--slug', 'meta-ads-checklist'],
      /content\/guides\/meta-ads-checklist\.es\.md exists already/,
    ],
  ]
  for (const [what, args, message] of refusals)
    it(
      what,
      async () => {
        const out = await addEntryHere(dir, ...args)
        expect(out.status).toBe(1)
        expect(out.stdout).toBe('')
        expect(out.stderr).toMatch(message)
        expect(out.stderr).toContain('Nothing was changed.')
        expect(snapshot(dir)).toEqual(before)
      },
      TIMEOUT,
    )
})

describe('add-entry: a data entry modelled on its collection', () => {
  it(
    'keeps the model’s ids and links, stubs its words and every text, and the check names each',
    () => {
      const dir = makeCopy()
      const out = addEntry(dir, 'comparisons', '{brand} vs HubSpot: AI Ads Compared', '--slug', 'hubspot')
      expect(out.stderr).toBe('')
      expect(out.stdout).toContain('its sections modelled on content/comparisons/madgicx.yaml')
      expect(out.stdout).toContain('No listing shows "comparisons": link the page from another page or the navigation')
      const file = join(dir, 'content/comparisons/hubspot.yaml')
      expect(existsSync(file)).toBe(true)
      const text = readFileSync(file, 'utf8')
      expect(text).toContain("competitor: 'Replace this text: table › competitor'")
      expect(text).toContain('# the model says: Madgicx')
      expect(text).toContain('href: /solutions/ai-media-buyer')
      expect(text).toContain("title: 'Replace this text: hero › title'")
      const failing = check(dir)
      expect(failing.status).toBe(1)
      const line = text.split('\n').findIndex((l) => l.includes('competitor:')) + 1
      expect(failing.stdout).toContain(
        `content/comparisons/hubspot.yaml:${line} › props.table.competitor: still the add-entry stub`,
      )
      // The model's source and date are Madgicx's: the report says so, and a stub written from the model's
      // text with them left in fails the check at its line, with the fix.
      expect(out.stdout).toContain(
        "The model's text uses {comparisonReviewed}, {comparisonSource}: facts about comparisons/madgicx (site.facts.ts), not about this page.",
      )
      const intro = text.split('\n').findIndex((l) => l.includes("intro: 'Replace this text: table › intro'")) + 1
      expect(intro).toBeGreaterThan(0)
      writeFileSync(
        file,
        text.replace(
          "intro: 'Replace this text: table › intro'",
          "intro: 'What this table says about HubSpot comes from {comparisonSource}, checked on {comparisonReviewed}.'",
        ),
      )
      const copied = check(dir)
      expect(copied.stdout).toContain(
        `content/comparisons/hubspot.yaml:${intro} › content.comparisons.hubspot.copy.table.intro: {comparisonSource} is a fact about comparisons/madgicx (site.facts.ts), used in the text of another page`,
      )
    },
    2 * TIMEOUT,
  )
})

describe('add-entry: the first entry of a data collection', () => {
  it(
    'writes each named section’s text as its type needs it, in a folder it creates',
    () => {
      const dir = makeCopy()
      const manifest = join(dir, 'site.manifest.ts')
      const stories = `{ name: 'stories', path: '/stories/:slug', folder: 'content/stories', translatable: false, schema: EntrySchema,
      sections: [{ name: 'hero', type: 'pageHero' }], seo: { structuredData: 'webPage' } },\n`
      writeFileSync(
        manifest,
        readFileSync(manifest, 'utf8').replace('  collections: [\n', `  collections: [\n    ${stories}`),
      )
      const out = addEntry(dir, 'stories', 'How Kinfolk Goods grew')
      expect(out.stderr).toBe('')
      expect(out.stdout).toContain('Wrote content/stories/how-kinfolk-goods-grew.yaml: a new entry of "stories" (YAML')
      const text = readFileSync(join(dir, 'content/stories/how-kinfolk-goods-grew.yaml'), 'utf8')
      expect(text).toContain("    title: 'Replace this text: hero › title'")
      const line = text.split('\n').findIndex((l) => l.includes('hero › title')) + 1
      const failing = check(dir)
      expect(failing.status).toBe(1)
      expect(failing.stdout).toContain(
        `content/stories/how-kinfolk-goods-grew.yaml:${line} › copy.hero.title: English text is still the add-entry stub`,
      )
    },
    2 * TIMEOUT,
  )
})

/**
 * What add-entry writes: the file of a new entry of a collection, or the
 * file of an English entry in another declared language (`--lang <code>`). Everything is decided and checked
 * before anything is written; a refusal throws AddEntryError and changes
 * nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { holdsPendingMarker, isUntranslated, STUB_MARKER, untranslatedMarker, walkStrings } from '../../site/copy.ts'
import { findEntryFiles, type EntryFiles } from '../../site/content/entries.ts'
import { translatedFileOf } from '../../site/content/index.ts'
import { escapeRegExp } from '../../site/escape.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { localizedPath } from '../../site/routes.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'
import { readMarkdownBody } from '../../site/content/markdown.ts'
import { readDataFile, readMarkdownFile } from '../../site/content/source.ts'
import { ManifestError, formatProblem } from '../../site/errors.ts'
import type { Collection } from '../../site/schema/collection.ts'
import { parseManifest } from '../../site/schema/manifest.ts'
import { loadSiteConfig } from '../../site/config.ts'
import { documentTitle } from '../../site/head.ts'
import { TITLE_LENGTH } from '../checks/seo.ts'
import type { AddEntryOptions } from './args.ts'
import { modelledBody, unmodelledBody } from './data-body.ts'
import { AddEntryError } from './errors.ts'
import { englishFields, textStub, type FieldValue } from './fields.ts'
import { slugOf, slugProblem } from './slug.ts'
import { translationFile } from './spanish.ts'

/** The default language's file of an entry. */
const defaultFileOf = (entry: EntryFiles): string => entry[DEFAULT_LANG]

/** The file of an entry in a translated language, when it exists. */
const translationOf = (root: string, entry: EntryFiles, lang: Lang): string | undefined => {
  const file = translatedFileOf(defaultFileOf(entry), lang)
  return existsSync(join(root, file)) ? file : undefined
}

/** An entry file's name: its slug, then a translated language's code or none, then its format. */
const entryFileName = (slug: string) =>
  new RegExp(`^${slug}(\\.(${TRANSLATED_LANGS.map(escapeRegExp).join('|')}))?\\.(md|ya?ml|json)$`)

export interface EntryPlan {
  options: AddEntryOptions
  collection: Collection
  slug: string
  /** The file to write, repository-relative. */
  file: string
  text: string
  format: 'md' | 'yaml'
  /** The page's address. */
  url: string
  /** The listing that shows it, if any. */
  listing?: string
  /** The English entry a translated file translates. */
  english?: string
  /** The entry a data entry's sections were modelled on. */
  model?: string
  /** Each text left to write, at its line. */
  left: { key: string; line: number }[]
  /** Fields written for the author (the title, today's date). */
  written: { key: string; value: string; note?: string }[]
  /** Optional fields, commented out. */
  optional: string[]
}

/**
 * Why a title cannot be an entry's, or null. Its page's search title is the title with " | <brand>"
 * (site/head.ts), held to TITLE_LENGTH by the SEO check: a title the check would refuse is refused here.
 */
function titleProblem(title: string, brand: string): string | null {
  if (!title) return 'the title is empty: give it in quotes, e.g. "A launch checklist for Meta ads"'
  if (/[\r\n]/.test(title)) return 'the title is one line: remove its line breaks'
  if (title.includes(STUB_MARKER.trim()) || holdsPendingMarker(title))
    return `the title is a stub marker ("${STUB_MARKER.trim()}", "${untranslatedMarker('xx').trim()}"): give the real title`
  const searchTitle = documentTitle({ title }, brand)
  if (searchTitle.length > TITLE_LENGTH.max) {
    const most = TITLE_LENGTH.max - (searchTitle.length - title.length)
    return `the title is ${title.length} characters, at most ${most}: its page's search title adds " | ${brand}" and is held to ${TITLE_LENGTH.max} (SEO lengths). Shorten it; a longer heading can stay once the entry sets seoTitle, a search title of at most ${most} characters, in its file`
  }
  if (!/[\p{L}\p{N}]/u.test(title)) return `"${title}" has no letter or digit: give a title in words`
  return null
}

/** The manifest's collections, through the same parse the build uses. */
async function loadCollections(root: string, manifest: string): Promise<readonly Collection[]> {
  const file = resolve(root, manifest)
  if (!existsSync(file)) throw new AddEntryError(`no manifest at ${file} (--manifest names it, relative to --root)`)
  const raw = ((await import(pathToFileURL(file).href)) as { default?: unknown }).default
  try {
    return parseManifest(raw, manifest).collections
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error
    throw new AddEntryError(
      `${manifest} does not pass its schema; fix it first (npm run check):\n${error.problems.map(formatProblem).join('\n')}`,
    )
  }
}

/** Markdown when the collection's entries are (or its page shows the entry's own text), else YAML. */
function formatOf(collection: Collection, english: readonly string[]): 'md' | 'yaml' {
  if (english.length > 0) return english.filter((f) => f.endsWith('.md')).length * 2 >= english.length ? 'md' : 'yaml'
  return collection.sections.some((s) => s.copy === 'entry' || (!s.copy && !s.name)) ? 'md' : 'yaml'
}

/** Each stub of a written file, with its key and line, read the way the build reads the file. */
export function stubsOf(text: string, markdown: boolean): { key: string; line: number }[] {
  const source = markdown ? readMarkdownFile(text) : readDataFile(text)
  if (source.error) throw new Error(`add-entry wrote YAML that does not parse: ${source.error.message}`)
  const out: { key: string; line: number }[] = []
  const pending = (v: string) => v.includes(STUB_MARKER) || isUntranslated(v)
  walkStrings(source.data, '', (value, key) => {
    const path = key.replace(/^\./, '').split('.')
    if (pending(value))
      out.push({ key: path.join('.'), line: source.lineOf(path.map((p) => (/^\d+$/.test(p) ? Number(p) : p))) })
  })
  if (markdown)
    readMarkdownBody(source.body, source.bodyLine).blocks.forEach((b, i) => {
      if (pending(b.source)) out.push({ key: `body.${i}`, line: b.line })
    })
  return out.sort((a, b) => a.line - b.line)
}

/** The plan of `npm run add-entry`. */
export async function planAddEntry(options: AddEntryOptions): Promise<EntryPlan> {
  const collections = await loadCollections(options.root, options.manifest)
  const collection = collections.find((c) => c.name === options.collection)
  if (!collection)
    throw new AddEntryError(
      collections.length === 0
        ? `no collection is declared in ${options.manifest} (collections: [...]); see docs/editing.md#add-an-entry`
        : `unknown collection "${options.collection}". The collections in ${options.manifest}: ${collections
            .map((c) => `${c.name} (${c.path}, ${c.folder})`)
            .join(', ')}`,
    )
  const folder = collection.folder
  if (folder === undefined)
    throw new AddEntryError(
      `collection "${collection.name}" reads its entries with its loader "${collection.loader?.name ?? '?'}", not from files of a folder: add the entry where that loader reads it`,
    )
  const title = titleProblem(options.title, loadSiteConfig({ root: options.root, mode: 'development' }).brand)
  if (title) throw new AddEntryError(title)
  const slug = options.slug ?? slugOf(options.title)
  const bad = slugProblem(slug)
  if (bad) throw new AddEntryError(`the title gives no slug (${bad}); give one with --slug`)
  const url = `${collection.path.replace(':slug', slug)}/`
  const found = existsSync(join(options.root, folder))
    ? findEntryFiles(options.root, { ...collection, folder }).entries
    : []
  const same = found.find((e) => e.slug === slug)
  const others = existsSync(join(options.root, folder))
    ? readdirSync(join(options.root, folder)).filter((n) => entryFileName(slug).test(n))
    : []
  const listing = collection.index ? `${collection.index.path === '/' ? '/' : `${collection.index.path}/`}` : undefined

  const { lang, root } = options
  if (lang !== DEFAULT_LANG) {
    const name = languageName(lang)
    if (!collection.translatable)
      throw new AddEntryError(
        `collection "${collection.name}" is English only (translatable: false in ${options.manifest}): its entries have no ${name} file`,
      )
    if (!same) {
      const untranslated = found.filter((e) => !translationOf(root, e, lang)).map((e) => e.slug)
      throw new AddEntryError(
        `no English entry "${slug}" in ${folder}/ to translate. The ${name} goes beside its English: ` +
          (untranslated.length > 0
            ? `give its slug with --slug (entries without ${name}: ${untranslated.join(', ')})`
            : `write the English first: npm run add-entry -- ${collection.name} "<English title>"`),
      )
    }
    const existing = translationOf(root, same, lang)
    if (existing) throw new AddEntryError(`${existing} exists already: edit it instead`)
    // Nothing to translate yet: the translation would copy the stubs.
    const original = defaultFileOf(same)
    const stubs = stubsOf(readFileSync(join(root, original), 'utf8'), original.endsWith('.md'))
    if (stubs.length > 0)
      throw new AddEntryError(
        `${original} still has ${stubs.length} text${stubs.length === 1 ? '' : 's'} to write (${stubs
          .slice(0, 3)
          .map((s) => `line ${s.line} ${s.key}`)
          .join(', ')}${stubs.length > 3 ? ', …' : ''}): write the English first, then add its ${name}`,
      )
    const draft = translationFile(root, collection, original, options.title, lang)
    const format = original.endsWith('.md') ? 'md' : 'yaml'
    return {
      options,
      collection,
      slug,
      file: draft.file,
      text: draft.text,
      format,
      url: localizedPath(url, lang),
      ...(listing ? { listing: localizedPath(listing, lang) } : {}),
      english: original,
      left: stubsOf(draft.text, format === 'md'),
      written: [{ key: 'title', value: options.title }],
      optional: [],
    }
  }

  if (others.length > 0)
    throw new AddEntryError(
      `the slug "${slug}" is taken: ${others.map((n) => `${folder}/${n}`).join(', ')} ${others.length > 1 ? 'exist' : 'exists'} already. ` +
        `Edit it, or give the new entry another title or --slug`,
    )
  const englishFiles = found.map(defaultFileOf)
  const format = formatOf(collection, englishFiles)
  const tags = [...new Set(found.flatMap((e) => tagsOf(options.root, defaultFileOf(e))))].sort()
  const fields = englishFields(collection, options.title, options.today, tags)
  const file = `${folder}/${slug}.${format === 'md' ? 'md' : 'yaml'}`
  const header = [
    `# A new entry of "${collection.name}": its page is ${url}. Each field below says what it is;`,
    `# every "${STUB_MARKER.trim()} …" is left to write (npm run check names each until it is). docs/editing.md#add-an-entry`,
  ]
  let text: string
  let model: string | undefined
  if (format === 'md') {
    text = [
      '---',
      ...header,
      ...fields.lines,
      '# The text goes below the closing "---", in Markdown: docs/editing.md#long-texts-in-markdown',
      '---',
      '',
      textStub('the opening paragraph, set larger: what the reader learns here, in two or three sentences.'),
      '',
      `## ${textStub('a first heading')}`,
      '',
      textStub(
        'the text under it. Each "## heading" is an entry of the contents; a link to a page of the site is written [like this](/book-demo).',
      ),
      '',
    ].join('\n')
  } else {
    model = englishFiles.find((f) => !f.endsWith('.md'))
    text = [
      ...header,
      ...fields.lines,
      ...(model ? modelledBody(options.root, model) : unmodelledBody(collection)),
      '',
    ].join('\n')
  }
  return {
    options,
    collection,
    slug,
    file,
    text,
    format,
    url,
    ...(listing ? { listing } : {}),
    ...(model ? { model } : {}),
    left: stubsOf(text, format === 'md'),
    written: written(fields.values),
    optional: [...fields.values].filter(([, v]) => v.commented).map(([k]) => k),
  }
}

/** Fields add-entry filled in: the title, a date. */
function written(values: Map<string, FieldValue>): EntryPlan['written'] {
  return [...values]
    .filter(([, v]) => !v.commented && typeof v.value === 'string' && !v.value.includes(STUB_MARKER))
    .map(([key, v]) => ({ key, value: v.value as string, ...(v.note ? { note: v.note } : {}) }))
}

/** The tags an entry file gives (for the list of tags in use). */
function tagsOf(root: string, file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8')
  const source = file.endsWith('.md') ? readMarkdownFile(text) : readDataFile(text)
  const tags = (source.data as { tags?: unknown } | null)?.tags
  return Array.isArray(tags) ? tags.filter((t): t is string => typeof t === 'string') : []
}

/**
 * The collections of the manifest, read into routes and texts: each entry
 * file becomes a route (`/vs/:slug` → `/vs/madgicx`) whose sections are the
 * collection's, each with the entry's props and text; each entry's text is
 * kept with the content, read at `content.<collection>.<slug>` (site/text.ts); a listing
 * becomes its pages (site/content/listings.ts). Every problem names the
 * file and the line. Server-only.
 */
import { z } from 'zod'
import type { Problem } from '../errors.ts'
import { DEFAULT_LANG, perLanguage, type Lang } from '../lang.ts'
import { LANGUAGE_NAME } from '../lang-tags.ts'
import { TRANSLATED_LANGS } from '../translated-langs.ts'
import { ENTRY_TEXT_FIELDS, type Collection } from '../schema/collection.ts'
import { STRUCTURED_DATA } from '../schema/seo.ts'
import { isRecord } from '../guards.ts'
import { fieldIssues } from '../schema/issues.ts'
import { RouteSchema, type Route } from '../schema/route.ts'
import { filesLoader, FILES_LOADER, SLUG } from './entries.ts'
import { runLoader, type EntrySource, type InLanguages, type Loader } from './loader.ts'
import type { MarkdownStore } from './markdown.ts'
import { contentProblem, readContentSource, type ContentFile } from './read.ts'
import { CONTENT_NS } from './roots.ts'

export { CONTENT_NS }
/** Where an entry's text is read (site/text.ts). */
export const entryRoot = (collection: string, slug: string): string => `${CONTENT_NS}.${collection}.${slug}`

/** One entry, as the listings, the structured data and the sitemap need it. */
export interface Entry {
  collection: string
  slug: string
  /** Its route path: the collection's pattern with its slug. */
  path: string
  /** The key its text is read at (site/text.ts). */
  root: string
  /** Its files per language: the default language's, and each translation's. */
  files: InLanguages<string>
  /** Its data fields (date, tags…), the same in every language. */
  data: Record<string, unknown>
  /** Its title in the default language, for the listing's order. */
  title: string
}

export interface LoadedCollections {
  routes: Route[]
  /** The entries' texts per language, by collection and slug. */
  text: Record<Lang, Record<string, unknown>>
  files: ContentFile[]
  /** Entries per collection, in the collection's listing order (else by slug). */
  entries: Map<string, Entry[]>
  problems: Problem[]
}

/** What a data entry (YAML) may write beside its fields: its sections' props and text, or its own sections. */
const BodySchema = z.strictObject({
  /** Props per section name, merged over the collection's. */
  props: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** The text of each named section. */
  copy: z.record(z.string(), z.unknown()).optional(),
  /** Sections of its own, in place of the collection's. */
  sections: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[a-zA-Z][\w-]*$/),
        type: z.string(),
        id: z.string().optional(),
        props: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
})

/** The text fields of a collection (what a translation writes), `copy` and the Markdown body included. */
function textFields(collection: Collection): string[] {
  return [...ENTRY_TEXT_FIELDS, ...collection.text, 'copy']
}

/**
 * The schema of an entry file in a language: the collection's fields, and for the default language the
 * body keys: a data file's props, copy and sections; a Markdown file's props, where a section is named
 * to give them to (its text is its body).
 */
function fileSchema(collection: Collection, lang: Lang, markdown: boolean): z.ZodType {
  const base = collection.schema
  const named = collection.sections.some((s) => s.name !== undefined)
  if (lang === DEFAULT_LANG)
    return markdown ? (named ? base.extend({ props: BodySchema.shape.props }) : base) : base.extend(BodySchema.shape)
  const shape = base.shape as Record<string, z.ZodType>
  const text = Object.fromEntries(textFields(collection).flatMap((f) => (shape[f] ? [[f, shape[f]]] : [])))
  return z.strictObject({ ...text, ...(markdown ? {} : { copy: BodySchema.shape.copy }) })
}

/** The route path of an entry. */
const pathOf = (collection: Collection, slug: string) => collection.path.replace(':slug', slug)

interface ReadEntry {
  files: InLanguages<ContentFile>
  slug: string
  /** What its file in the default language writes beside its fields: its sections' props, or its own sections. */
  body: EntryBody
}

type EntryBody = z.output<typeof BodySchema>

/**
 * The keys of BodySchema an entry file wrote (its props and sections; its `copy` is text, kept with
 * the other texts), typed by parsing them again: the file passed its schema, BodySchema's keys
 * included, so this parse only gives them their type.
 */
function bodyOf(file: ContentFile): EntryBody {
  const { props, sections } = file.data
  return BodySchema.parse({
    ...(props === undefined ? {} : { props }),
    ...(sections === undefined ? {} : { sections }),
  })
}

/** The search texts every entry has (EntrySchema's), typed from its text as read. */
const SeoTextSchema = z.object({
  title: z.string(),
  seoTitle: z.string().optional(),
  description: z.string(),
  keywords: z.array(z.string()),
})

/** The structured data an entry sets for itself (EntrySchema's `structuredData`), if any. */
const OwnStructuredData = z.enum(STRUCTURED_DATA).optional()

/**
 * The sections of an entry's page: the collection's (or the entry's own),
 * each with its props merged and its copy key resolved.
 */
function sectionsOf(collection: Collection, entry: ReadEntry, root: string) {
  const body = entry.body
  const template = body.sections ?? collection.sections
  return template.map((section) => {
    const name = section.name
    const own = 'copy' in section ? (section as { copy?: string }).copy : undefined
    const copy =
      own === 'entry' || (own === undefined && !name)
        ? root
        : own?.startsWith('entry.')
          ? `${root}.${own.slice('entry.'.length)}`
          : (own ?? `${root}.copy.${name}`)
    return {
      type: section.type,
      copy,
      ...(section.id === undefined ? {} : { id: section.id }),
      props: { ...section.props, ...(name && !body.sections ? body.props?.[name] : {}) },
    }
  })
}

/** Where an issue of an entry's route comes from in its file in the default language. */
function lineOfRouteIssue(entry: ReadEntry, collection: Collection, path: readonly PropertyKey[]): number {
  const file = entry.files[DEFAULT_LANG]
  if (path[0] !== 'sections' || typeof path[1] !== 'number') return 1
  const body = entry.body
  const rest = path.slice(3) as (string | number)[]
  if (body.sections) return file.fieldLine(['sections', path[1], ...path.slice(2)] as (string | number)[])
  const name = collection.sections[path[1]]?.name
  return name ? file.fieldLine(['props', name, ...rest]) : 1
}

/** A collection's loader: its own, else the files loader of its folder. */
export const loaderOf = (collection: Collection): Loader =>
  collection.loader ?? filesLoader(collection.folder ?? `content/${collection.name}`)

/** Reads every entry of every collection under `root`; `manifestFile` is where the collections are declared. */
export function loadCollections(
  collections: readonly Collection[],
  root: string,
  store?: MarkdownStore,
  manifestFile = 'site.manifest.ts',
): LoadedCollections {
  const out: LoadedCollections = {
    routes: [],
    text: perLanguage(() => ({})),
    files: [],
    entries: new Map(),
    problems: [],
  }
  for (const collection of collections) {
    const loader = loaderOf(collection)
    const context = { root, collection: { name: collection.name, translatable: collection.translatable } }
    const found = runLoader(loader, context, manifestFile)
    out.problems.push(...found.problems)
    const entries: Entry[] = []
    const copy: Record<Lang, Record<string, unknown>> = perLanguage(() => ({}))
    const seen = new Set<string>()
    for (const loaded of found.entries) {
      const slug = loaded.id
      const route = pathOf(collection, slug)
      const where = `the loader "${loader.name}" of collection "${collection.name}"`
      const original = loaded[DEFAULT_LANG]
      const translations = TRANSLATED_LANGS.filter((lang) => loaded[lang] !== undefined)
      if (!SLUG.test(slug) || seen.has(slug) || (translations.length > 0 && !collection.translatable)) {
        const [message, hint] = !SLUG.test(slug)
          ? [
              `"${slug}" is not a slug: an entry's id is its address`,
              `give it an id of lowercase letters, digits and dashes only (${where})`,
            ]
          : seen.has(slug)
            ? [`two entries with the id "${slug}"`, `give each entry its own id (${where})`]
            : [
                `collection "${collection.name}" is ${LANGUAGE_NAME[DEFAULT_LANG]} only, so its entries have no ${LANGUAGE_NAME[translations[0]!]}`,
                `return no ${translations[0]} for it (${where}), or make the collection translatable (translatable: true in ${manifestFile})`,
              ]
        // A file of the files loader is the entry (its name is the id); a custom loader's file (an export)
        // holds many entries, at lines the loader does not say.
        const line = loader.name === FILES_LOADER ? 1 : undefined
        out.problems.push(contentProblem('content', original.file, line, route, '(id)', message, hint))
        continue
      }
      seen.add(slug)
      const root_ = entryRoot(collection.name, slug)
      const read = (lang: Lang, source: EntrySource) => {
        const r = readContentSource(
          root,
          source,
          root_,
          fileSchema(collection, lang, source.body !== undefined),
          route,
          lang,
          textFields(collection),
          store,
        )
        out.problems.push(...r.problems)
        return r.file
      }
      const base = read(DEFAULT_LANG, original)
      const read_ = translations.map((lang) => [lang, read(lang, loaded[lang]!)] as const)
      if (!base || read_.some(([, file]) => !file)) continue
      // A translation is written in the format of the original: Markdown for Markdown, data for data.
      const otherFormat = translations.find(
        (lang) => (original.body !== undefined) !== (loaded[lang]!.body !== undefined),
      )
      if (otherFormat) {
        out.problems.push(
          contentProblem(
            'content',
            loaded[otherFormat]!.file,
            1,
            route,
            '(file)',
            `a translation is written in the same format as its ${LANGUAGE_NAME[DEFAULT_LANG]}`,
            `name it ${slug}.${otherFormat}${original.body !== undefined ? '.md' : '.yaml'}`,
          ),
        )
        continue
      }
      const translated = read_.filter((pair): pair is readonly [Lang, ContentFile] => pair[1] !== null)
      const inLanguages = <T>(of: (file: ContentFile) => T) =>
        ({
          [DEFAULT_LANG]: of(base),
          ...Object.fromEntries(translated.map(([lang, file]) => [lang, of(file)])),
        }) as InLanguages<T>
      const body = bodyOf(base)
      const entry: ReadEntry = { slug, files: inLanguages((file) => file), body }
      // Props and text are given by section name: a name the page has no section for is a typo.
      const names = (body.sections ?? collection.sections).flatMap((s) => (s.name ? [s.name] : []))
      const strays = [
        ...Object.keys(body.props ?? {}).map((n) => ['props', n] as const),
        ...Object.keys(isRecord(base.copy.copy) ? base.copy.copy : {}).map((n) => ['copy', n] as const),
      ].filter(([, n]) => !names.includes(n))
      for (const [field, name] of strays)
        out.problems.push(
          contentProblem(
            'content',
            base.file,
            base.fieldLine([field, name]),
            route,
            `${field}.${name}`,
            `no section named "${name}" on this page`,
            `use one of its sections: ${names.join(', ') || '(none is named)'}`,
          ),
        )
      const data = Object.fromEntries(Object.entries(base.data).filter(([k]) => !['props', 'sections'].includes(k)))
      // A translation's data (dates, tags) is the original entry's: the same in every language.
      for (const [, file] of translated) file.data = data
      const structuredData = OwnStructuredData.parse(data.structuredData) ?? collection.seo.structuredData
      const seoOf = (file: ContentFile) => {
        const text = SeoTextSchema.parse(file.copy)
        return {
          title: text.seoTitle ?? text.title,
          description: text.description,
          keywords: text.keywords,
          structuredData,
          ogType: collection.seo.ogType,
        }
      }
      const dated = data.updated ?? data.date
      const lastmod = typeof dated === 'string' ? dated : undefined
      const parsed = RouteSchema.safeParse({
        path: route,
        translatable: translated.length > 0,
        seo: inLanguages(seoOf),
        sections: sectionsOf(collection, entry, root_),
        origin: {
          kind: 'entry',
          collection: collection.name,
          slug: slug,
          files: inLanguages((file) => file.file),
          ...(lastmod ? { lastmod } : {}),
        },
      })
      if (!parsed.success || strays.length > 0) {
        for (const issue of parsed.error ? fieldIssues(parsed.error) : [])
          out.problems.push(
            contentProblem(
              'content',
              base.file,
              lineOfRouteIssue(entry, collection, issue.path),
              route,
              issue.field.replace(/^sections\[(\d+)\](\.props)?/, (m, i: string) => {
                const name = collection.sections[Number(i)]?.name
                return name && !entry.body.sections ? `props.${name}` : m
              }),
              issue.message,
              'see the section types in docs/sections.md and the collection in site.manifest.ts',
            ),
          )
        continue
      }
      out.routes.push(parsed.data)
      out.files.push(base, ...translated.map(([, file]) => file))
      copy[DEFAULT_LANG][slug] = base.copy
      for (const [lang, file] of translated) copy[lang][slug] = file.copy
      entries.push({
        collection: collection.name,
        slug: slug,
        path: route,
        root: root_,
        files: inLanguages((file) => file.file),
        data,
        title: SeoTextSchema.parse(base.copy).title,
      })
    }
    out.entries.set(collection.name, entries)
    out.text[DEFAULT_LANG][collection.name] = copy[DEFAULT_LANG]
    for (const lang of TRANSLATED_LANGS)
      if (Object.keys(copy[lang]).length > 0) out.text[lang][collection.name] = copy[lang]
  }
  return out
}

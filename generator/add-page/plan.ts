/**
 * add-page in two steps: `planAddPage` computes every file's new text and
 * validates the result with the generator's own checks, without writing;
 * `writePlan` writes them all at the end. A refusal (AddPageError) in the
 * first step therefore leaves every file as it was.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadManifestModule, runChecks } from '../checks/index.ts'
import { loadSiteConfig } from '../../site/config.ts'
import { STUB_MARKER, UnknownPlaceholderError, untranslatedMarker } from '../../site/copy.ts'
import { formatProblem, type Problem } from '../../site/errors.ts'
import { localizedPath } from '../../site/routes.ts'
import { placementName, type AddPageOptions } from './args.ts'
import { AddPageError } from './errors.ts'
import { formatSources } from './format.ts'
import { copyFiles, localeChanges, type FileChange } from './locales-edit.ts'
import { insertRoute, readRoutes } from './manifest-edit.ts'
import {
  checkPlacements,
  insertNavLinks,
  labelChanges,
  labelKeyOf,
  setPath,
  withNavigation,
} from './navigation-edit.ts'
import { recordChanges } from './records-edit.ts'
import { namespaceOf, titleOf } from './names.ts'
import { resolveSections, type NewSection } from './sections.ts'
import { pendingStub, sectionStub, stringKeys } from './stubs.ts'
import { localeFile } from '../../locales/paths.ts'
import type * as LocalesModule from '../../locales/index.ts'
import type { LangCopy } from '../../locales/index.ts'
import { DEFAULT_LANG, LANGS, type Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'

export type { FileChange }

/** Strings someone has to write, per file. */
export interface LeftToWrite {
  file: string
  /** Where in the file, e.g. 'route "/pricing"'. */
  where: string
  keys: string[]
  /** Stubs of a translated language, marked [ES-PENDING]: the checks fail until they are written. */
  pending: boolean
  /** The language of pending stubs. */
  lang?: Lang
}

export interface Plan {
  options: AddPageOptions
  namespace: string
  /** The page's URL in each of its languages: the default one, and every other when translatable. */
  urls: Partial<Record<Lang, string>>
  title: string
  sections: NewSection[]
  /** The route the new one follows in the manifest. */
  after: string | null
  changes: FileChange[]
  leftToWrite: LeftToWrite[]
  /** Files Prettier had to reformat (none, unless the printer and Prettier disagree). */
  reformatted: string[]
  /** The navigation label's copy key, when --nav placed the page (null: nothing links to it yet). */
  label: string | null
}

const SEO_KEYS = ['title', 'description', 'keywords'] as const

/**
 * Metadata stubs. The description says what to write and fits the 50-170
 * character rule; the social image needs nothing: the build draws it from
 * the title and description (site/og-image.ts).
 */
export function seoStubs(title: string, translatable: boolean) {
  const original = {
    title,
    description: `${STUB_MARKER}one or two sentences for search results about ${title}.`,
    keywords: [title],
    structuredData: 'webPage',
  }
  const pending = (lang: Lang) => ({
    title: `${untranslatedMarker(lang)}${original.title}`,
    description: `${untranslatedMarker(lang)}${original.description}`,
    keywords: original.keywords.map((k) => `${untranslatedMarker(lang)}${k}`),
    structuredData: 'webPage',
  })
  return Object.fromEntries([
    [DEFAULT_LANG, original],
    ...(translatable ? TRANSLATED_LANGS.map((lang) => [lang, pending(lang)] as const) : []),
  ]) as Partial<Record<Lang, typeof original>>
}

type Trees = Record<Lang, LangCopy>

/**
 * Runs the generator checks on the manifest and copy with the new page added.
 * Problems that existed before are not add-page's business; the new page's
 * stubs and the problems of its pages in the other languages (pending by
 * design) are expected. Anything else
 * means the page would break the build: refuse.
 */
function validate(
  options: AddPageOptions,
  raw: unknown,
  next: unknown,
  trees: Trees,
  copy: Trees,
  urls: Partial<Record<Lang, string>>,
  label: string | null,
) {
  const translated = new Set(TRANSLATED_LANGS.map((lang) => urls[lang]))
  const config = loadSiteConfig({ mode: 'development', root: options.root })
  const common = { config, manifestFile: options.manifest, root: options.root }
  const before = new Set(runChecks({ ...common, raw, copy: trees }).problems.map(formatProblem))
  let after
  try {
    after = runChecks({ ...common, raw: next, copy }).problems
  } catch (error) {
    // A {placeholder} in the title that locales/placeholders.ts does not define.
    if (error instanceof UnknownPlaceholderError)
      throw new AddPageError(
        `unknown placeholder {${error.placeholder}} in the title; use one from factPlaceholders() in locales/placeholders.ts or brand`,
      )
    throw error
  }
  // The new page's own text is stubbed by design: its stubs are listed as left to fill in.
  const stub = (p: Problem) =>
    p.route === urls[DEFAULT_LANG] && p.check === 'translations' && /add-page stub|still pending/.test(p.message)
  // So are its pages and its label in the other languages, and a page placed nowhere is linked by hand later (the report says so).
  const expected = (p: Problem) =>
    stub(p) ||
    (translated.has(p.route) && (p.check === 'translations' || p.check === 'seo')) ||
    (label !== null && p.check === 'translations' && p.key === label) ||
    (p.check === 'orphans' && p.route === options.path)
  const fresh = after.filter((p) => !before.has(formatProblem(p)) && !expected(p))
  if (fresh.length > 0)
    throw new AddPageError(
      `the new page would not pass the site checks:\n${fresh.map((p) => `  ${formatProblem(p)}`).join('\n')}` +
        (fresh.some((p) => p.check === 'seo') ? '\nGive another title with --title "..."' : ''),
    )
}

/** The collection whose URL pattern matches a path (its pages come from files, not routes). */
function collectionAt(raw: unknown, path: string): { name: string; path: string; folder?: string } | undefined {
  const collections = (raw as { collections?: { name: string; path: string; folder?: string }[] }).collections ?? []
  return collections.find((c) => {
    const prefix = c.path.slice(0, -':slug'.length)
    return path.startsWith(prefix) && /^[^/]+$/.test(path.slice(prefix.length))
  })
}

/** Computes every change and validates it; writes nothing. Throws AddPageError to refuse. */
export async function planAddPage(options: AddPageOptions): Promise<Plan> {
  const root = resolve(options.root)
  const read = (file: string) => readFileSync(join(root, file), 'utf8')
  if (!existsSync(join(root, options.manifest)))
    throw new AddPageError(`no manifest at ${join(root, options.manifest)}`)
  const { path, translatable } = options
  const manifestText = read(options.manifest)
  const existing = readRoutes(manifestText, options.manifest).find((r) => r.path === path)
  if (existing)
    throw new AddPageError(
      `"${path}" already exists (${options.manifest}, line ${existing.line}). Edit that route, or choose another path.`,
    )

  const raw = await loadManifestModule(join(root, options.manifest))
  const collection = collectionAt(raw, path)
  if (collection)
    throw new AddPageError(
      `"${path}" is an address of the ${collection.name} collection (${collection.path}): ` +
        (collection.folder
          ? `its pages are files in ${collection.folder}/. Add one with npm run add-entry -- ${collection.name} "<title>"`
          : `its pages are the entries its loader reads. Add one where that loader reads it`),
    )

  const ns = namespaceOf(path)
  const sections = resolveSections(options.sections, ns)
  // The project's own locales/index.ts, under the root add-page writes to.
  const locales: typeof LocalesModule = await import(pathToFileURL(join(root, 'locales/index.ts')).href)
  const copyTrees: Trees = locales.copyTrees
  if (LANGS.some((lang) => ns in (copyTrees[lang] ?? {})))
    throw new AddPageError(
      `the copy namespace "${ns}" (derived from ${path}) is already used in locales/; choose another path`,
    )
  const newFiles = copyFiles(path, ns, translatable)
  const clash = newFiles.find((f) => existsSync(join(root, f)))
  if (clash) throw new AddPageError(`${clash} already exists; choose another path, or remove that file first`)

  const title = options.title ?? titleOf(path)
  const english = Object.fromEntries(
    sections.map((s, i) => [s.copy.slice(ns.length + 1), sectionStub(s, title, i === 0)] as const),
  )
  // Every other language's text starts as the English, marked pending.
  const pending = (lang: Lang) => pendingStub(english, lang)
  const route = {
    path,
    translatable,
    seo: seoStubs(title, translatable),
    sections: sections.map((s) => ({ type: s.type, copy: s.copy, props: s.props })),
  }
  const languages = translatable ? LANGS : [DEFAULT_LANG]
  const urls: Partial<Record<Lang, string>> = Object.fromEntries(
    languages.map((lang) => [lang, localizedPath(path, lang)]),
  )
  const placements = options.nav ?? []
  checkPlacements(placements, raw, options.manifest)
  const label = placements.length > 0 ? labelKeyOf(ns, placements) : null
  const nextManifest = withNavigation(raw, route, placements, label)
  // The copy as it will be; a language declared before its copy exists starts from none.
  const next: Partial<Record<Lang, Record<string, unknown>>> = structuredClone(copyTrees)
  const treeOf = (lang: Lang) => (next[lang] ??= {})
  treeOf(DEFAULT_LANG)[ns] = english
  if (translatable) for (const lang of TRANSLATED_LANGS) treeOf(lang)[ns] = pending(lang)
  const labels = label ? labelChanges(root, read, copyTrees, label, title) : { sources: [], records: [] }
  if (label && labels.records.length > 0) {
    setPath(treeOf(DEFAULT_LANG), label, title)
    for (const lang of TRANSLATED_LANGS) setPath(treeOf(lang), label, `${untranslatedMarker(lang)}${title}`)
  }
  validate({ ...options, root }, raw, nextManifest, copyTrees, next as Trees, urls, label)

  const edit = insertRoute(manifestText, options.manifest, route)
  const placed = label ? insertNavLinks(edit.text, options.manifest, placements, { to: path, label }) : edit.text
  const changes: FileChange[] = [
    {
      file: options.manifest,
      text: placed,
      created: false,
      note: `route ${path} added${placements.length ? `, linked from ${placements.map(placementName).join(', ')}` : ''}`,
    },
    ...localeChanges(read, { path, namespace: ns, urls, english, pending }),
    ...labels.sources,
  ]
  const reformatted = await formatSources(root, changes)
  changes.push(...labels.records)
  // Records are written as accept writes them (one line per key), not by Prettier.
  if (translatable)
    changes.push(
      ...recordChanges(root, read, {
        path,
        namespace: ns,
        // The same keys in every language: the English tree's.
        keys: stringKeys(english, ns),
        seoFields: SEO_KEYS,
      }),
    )

  const seoKeys = (lang: Lang) => SEO_KEYS.map((k) => `seo.${lang}.${k}`)
  const where = `route "${path}"`
  const others = translatable ? TRANSLATED_LANGS : []
  const leftToWrite: LeftToWrite[] = [
    { file: options.manifest, where, keys: seoKeys(DEFAULT_LANG), pending: false },
    ...others.map((lang) => ({ file: options.manifest, where, keys: seoKeys(lang), pending: true, lang })),
    { file: newFiles[0]!, where: `"${ns}"`, keys: stringKeys(english, ns), pending: false },
    ...others.map((lang) => ({
      file: localeFile(lang, ns),
      where: `"${ns}"`,
      keys: stringKeys(pending(lang), ns),
      pending: true,
      lang,
    })),
    ...(label && labels.records.length > 0
      ? TRANSLATED_LANGS.map((lang) => ({
          file: localeFile(lang, 'common'),
          where: 'navigation label',
          keys: [label],
          pending: true,
          lang,
        }))
      : []),
  ]
  return {
    options: { ...options, root },
    namespace: ns,
    urls,
    title,
    sections,
    after: edit.after,
    changes,
    leftToWrite,
    reformatted,
    label,
  }
}

/** Writes every planned file. Only called once the whole plan is built and validated. */
export function writePlan(plan: Plan): void {
  for (const change of plan.changes) writeFileSync(join(plan.options.root, change.file), change.text)
}

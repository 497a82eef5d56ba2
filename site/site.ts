import type { LangCopy } from '../locales/index.ts'
import { loadSiteConfig } from './config.ts'
import { loadContent, type SiteContent } from './content/index.ts'
import type { MarkdownStore } from './content/markdown.ts'
import { NO_MEMO, type SiteMemo } from './memo.ts'
import { resolveCopy } from './copy.ts'
import { buildRouteTable, type PageEntry } from './routes.ts'
import { parseManifest } from './schema/manifest.ts'
import type { SiteConfig } from './schema/config.ts'
import type { Manifest } from './schema/manifest.ts'
import type { Route } from './schema/route.ts'
import { perLanguage, type Lang } from './lang.ts'
import { CONTENT_ROOTS } from './text.ts'
import { ManifestError } from './errors.ts'
import { localeFile, localeIndex } from '../locales/paths.ts'
import type { SiteFacts } from './facts.ts'

/** Everything the renderer and the checks need, built once per process. */
export interface Site {
  config: SiteConfig
  manifest: Manifest
  /** Every pre-rendered URL, in manifest order. */
  pages: PageEntry[]
  byUrl: ReadonlyMap<string, PageEntry>
  /** Routes by unprefixed path. */
  routes: ReadonlyMap<string, Route>
  /** The copy of locales/ per language, raw (placeholders unfilled); the content files' texts are in `content.text`, and site/text.ts reads either by key. */
  copy: Record<Lang, LangCopy>
  /** `{placeholder}` values per language. */
  placeholders: Record<Lang, Record<string, string>>
  /** The content files (documents, collection entries) the copy and the routes were read from. */
  content: SiteContent
  /** The facts the pages show (founders, tools, form limits, measured figures), as handed in. */
  facts: SiteFacts
  /** Where the renderer takes the trees of Markdown blocks read while loading, if anywhere. */
  markdown?: MarkdownStore
  /** Where what the engine works out once is kept: the build's (generator/memo.ts), else nowhere. */
  memo: SiteMemo
}

export interface SiteInputs {
  /** The manifest as written (site.manifest.ts's default export, or a test's): handed in, never imported here. */
  manifest: unknown
  /** The site's facts (site.facts.ts's, or a test's): handed in, never imported here. */
  facts: SiteFacts
  manifestFile?: string
  config?: SiteConfig
  /**
   * The copy per language (the repository's locales/, read by generator/site.ts, or a test's): handed in,
   * never imported here. A test's may hold content texts too, which replace the files' (splitGiven).
   */
  copy: Record<Lang, LangCopy>
  /** The folder content/ is read from (the repository's when not given). */
  root?: string
  /** Where its Markdown is read and its trees kept (a build's store, generator/markdown/store.ts); none: parsed where used. */
  markdown?: MarkdownStore
  /** Where what the engine works out once is kept (the build's, generator/memo.ts); none: computed each time. */
  memo?: SiteMemo
}

/** Placeholder values: the facts' (as handed in) plus brand and contact details from config. */
export function placeholderValues(config: SiteConfig, facts: SiteFacts, lang: Lang): Record<string, string> {
  return {
    ...facts.placeholders(lang),
    brand: config.brand,
    legalName: config.legalName,
    legalAddress: config.legalAddress,
    email: config.contactEmail,
    siteUrl: config.origin,
  }
}

/**
 * Builds a Site from the manifest, facts and copy it is given, and the
 * content and config of `root` unless given too. The core knows no one site:
 * the repository's is handed in by generator/site.ts.
 */
export function createSite(inputs: SiteInputs): Site {
  const config = inputs.config ?? loadSiteConfig()
  const declared = parseManifest(inputs.manifest, inputs.manifestFile ?? 'site.manifest.ts')
  const loaded = loadContent(inputs.root ?? process.cwd(), {
    collections: declared.collections,
    copy: inputs.copy,
    routePaths: declared.routes.map((r) => r.path),
    manifestFile: inputs.manifestFile ?? 'site.manifest.ts',
    ...(inputs.markdown ? { markdown: inputs.markdown } : {}),
  })
  const { copy, content } = splitGiven(inputs.copy, loaded)
  // The collections' pages are routes like the others: every check, the renderer and the sitemap see them.
  const manifest = { ...declared, routes: [...declared.routes, ...content.routes] }
  const placeholders = perLanguage((lang) => placeholderValues(config, inputs.facts, lang))
  // SEO text may use placeholders too ("{brand} vs Madgicx").
  const pages = buildRouteTable(manifest).map((page) => ({
    ...page,
    seo: resolveCopy(page.seo, placeholders[page.lang], `${page.url} seo`),
  }))
  return {
    config,
    manifest,
    pages,
    byUrl: new Map(pages.map((p) => [p.url, p])),
    routes: new Map(manifest.routes.map((r) => [r.path, r])),
    copy,
    placeholders,
    content,
    facts: inputs.facts,
    ...(inputs.markdown ? { markdown: inputs.markdown } : {}),
    memo: inputs.memo ?? NO_MEMO,
  }
}

/**
 * A test's copy (tests/fixtures/util.ts's cloneCopy) may hold content texts
 * beside the copy of locales/ (`documents.privacy-summary`, edited to break
 * one thing): split into the two, the given content texts over the files'
 * (each document or entry as given replaces the file's).
 */
const isTree = (node: unknown): node is Record<string, unknown> =>
  typeof node === 'object' && node !== null && !Array.isArray(node)

function splitGiven(
  given: Record<Lang, LangCopy>,
  content: SiteContent,
): { copy: Record<Lang, LangCopy>; content: SiteContent } {
  const copy = perLanguage(
    (lang) => Object.fromEntries(Object.entries(given[lang]).filter(([root]) => !CONTENT_ROOTS.has(root))) as LangCopy,
  )
  const text = perLanguage((lang) => {
    const own = { ...content.text[lang] }
    for (const [root, node] of Object.entries(given[lang]))
      if (CONTENT_ROOTS.has(root) && isTree(node)) own[root] = { ...(isTree(own[root]) ? own[root] : {}), ...node }
    return own
  })
  return { copy, content: { ...content, text } }
}

/** A namespace of locales/ named like a root of the content's texts would never be read: it is refused, named. */
export function reservedNamespaces(copy: Record<Lang, LangCopy>): void {
  const problems = Object.entries(copy).flatMap(([lang, tree]) =>
    Object.keys(tree)
      .filter((ns) => CONTENT_ROOTS.has(ns))
      .map((ns) => ({
        check: 'content',
        file: localeFile(lang as Lang, ns),
        route: '*',
        key: ns,
        message: `"${ns}" is where the content files' texts are read (${[...CONTENT_ROOTS].join(', ')}), so this namespace of locales/ would never be shown`,
        hint: `rename the namespace (the file and its entry in ${localeIndex(lang as Lang)}), and the keys that use it`,
      })),
  )
  if (problems.length > 0) throw new ManifestError(problems)
}

let provided: Site | undefined
/**
 * The site handed to this process's renderer (vike's hooks): by the build
 * (generator/cli/build-site.ts, generator/prerender/worker.ts), the dev
 * server (generator/dev/site.ts) or a script, through generator/site.ts.
 */
export function getSite(): Site {
  if (!provided)
    throw new Error(
      'no site was handed to this process: call getSite() from generator/site.ts (it parses site.manifest.ts once), or provideSite(createSite({ manifest, facts, copy }))',
    )
  return provided
}

/** The site handed in, if one was. */
export const providedSite = (): Site | undefined => provided

/** Hands `site` to this process's renderer: the build's checks have parsed it already, so it is not parsed again. */
export function provideSite(site: Site): void {
  provided = site
}

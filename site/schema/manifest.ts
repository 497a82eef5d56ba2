import { z } from 'zod'
import { collectionRoute, ManifestError, type Problem } from '../errors.ts'
import { fieldIssues, formatPath } from './issues.ts'
import { CollectionSchema } from './collection.ts'
import { NavigationSchema } from './navigation.ts'
import { expandPresets, type PresetSectionInput, type PresetUseInput } from './presets.ts'
import type { RouteInput } from './route.ts'
import type { CollectionInput } from './collection.ts'
import type { CollectionName } from '../content/entry.ts'
import { RouteSchema } from './route.ts'
import { SeoSchema } from './seo.ts'
import { defaultAndOptional } from './per-language.ts'
import { LANGUAGE_NAMES } from '../messages-lang.ts'
import { DEFAULT_LANG, LANGS } from '../lang.ts'

/** The whole manifest: navigation, routes in order, and the 404 page. */
export const ManifestSchema = z.strictObject({
  /** Header menu and footer groups (site/schema/navigation.ts). */
  navigation: NavigationSchema,
  routes: z.array(RouteSchema).min(1),
  /** Pages grown from files: each collection's entries and listings (site/schema/collection.ts). */
  collections: z.array(CollectionSchema).default([]),
  /**
   * Metadata of the 404 pages (noindex): the default language's, and each
   * other language's for an unknown address under its prefix (required once
   * any route is translatable).
   */
  notFound: z.strictObject({ seo: defaultAndOptional(SeoSchema) }),
})

/** The parsed manifest, as the rest of the site reads it. */
export type Manifest = z.output<typeof ManifestSchema>
/** The manifest as site.manifest.ts writes it (defaults may be omitted). */
export type ManifestInput = z.input<typeof ManifestSchema>

/** What site.manifest.ts writes: a manifest whose routes and collections may use a preset. */
export type ManifestSource = Omit<ManifestInput, 'routes' | 'collections'> & {
  /** Named section sequences, see the comment at the top of site/schema/presets.ts. */
  presets?: Record<string, readonly PresetSectionInput[]>
  routes: (Omit<RouteInput, 'sections' | 'origin'> & { sections: RouteInput['sections'] | PresetUseInput })[]
  collections?: (Omit<CollectionInput, 'sections' | 'name'> & {
    /**
     * A collection whose schema is registered (CollectionSchemas, site/content/entry.ts) keeps its
     * name's literal type here, so that the type check can hold the manifest's `schema` to the
     * registered one (generator/typecheck.ts); any other name is a string.
     */
    name: CollectionName | (string & {})
    sections: CollectionInput['sections'] | { preset: string }
  })[]
}

function routeOf(raw: unknown, path: readonly PropertyKey[]): { route: string; rest: readonly PropertyKey[] } {
  if (path[0] === 'routes' && typeof path[1] === 'number') {
    const routes = (raw as { routes?: { path?: unknown }[] })?.routes
    const p = routes?.[path[1]]?.path
    return { route: typeof p === 'string' ? p : `routes[${path[1]}]`, rest: path.slice(2) }
  }
  if (path[0] === 'notFound') return { route: '404', rest: path.slice(1) }
  if (path[0] === 'collections' && typeof path[1] === 'number') {
    const name = (raw as { collections?: { name?: unknown }[] })?.collections?.[path[1]]?.name
    return { route: collectionRoute(typeof name === 'string' ? name : String(path[1])), rest: path.slice(2) }
  }
  return { route: '*', rest: path }
}

/** The fix of a collection's field whose value is code, not data: its JSDoc would not say how to write it. */
const COLLECTION_FIXES: Record<string, string> = {
  schema:
    'write schema: EntrySchema, or EntrySchema.extend({ industry: z.string() }), imported from site/schema/collection.ts (docs/editing.md#fields-of-its-own-and-its-own-card)',
  loader:
    "write loader: defineLoader('<name>', ({ root }) => [{ id, en: { file, data } }]), imported from site/content/loader.ts (docs/editing.md#a-loader-of-its-own)",
}

/** The fix a refinement of the schema gives with its issue (`params: { hint }`), if it gives one. */
const ownHint = (issue: z.core.$ZodIssue): string | undefined => {
  const hint = issue.code === 'custom' ? (issue.params as { hint?: unknown } | undefined)?.hint : undefined
  return typeof hint === 'string' ? hint : undefined
}

/**
 * The fix of a key that is a language's code but no declared language's ("seo.pt" once pt is no longer
 * declared, or before it is): the manifest's per-language values follow site.languages.ts.
 */
function undeclaredLanguageHint(message: string): string | undefined {
  const key = /^Unrecognized keys?: "([a-z]{2,3})"/.exec(message)?.[1]
  if (!key || LANGUAGE_NAMES.of(key) === undefined) return undefined
  return `"${key}" is not a language of site.languages.ts: declare it there (docs/editing.md#add-a-language), or remove its "${key}" entries from the manifest`
}

/** The value at `path` in `raw`, or undefined. */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let node = raw
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined
  return node
}

/**
 * A required field left out ("seo.es.title"): zod says "expected string, received undefined"; this says
 * it is missing, and shows the same field in the default language when a language's is the one missing.
 */
function missingField(issue: z.core.$ZodIssue, raw: unknown): { message: string; hint: string } | undefined {
  const expected = /^Invalid input: expected (\w+), received undefined$/.exec(issue.message)?.[1]
  if (!expected) return undefined
  const field = String(issue.path.at(-1))
  const at = issue.path.findIndex((key) => typeof key === 'string' && (LANGS as readonly string[]).includes(key))
  const lang = at >= 0 ? String(issue.path[at]) : undefined
  const other = lang && lang !== DEFAULT_LANG ? valueAt(raw, issue.path.with(at, DEFAULT_LANG)) : undefined
  const example =
    other === undefined ? '' : `; in ${LANGUAGE_NAMES.of(DEFAULT_LANG) ?? DEFAULT_LANG} it is ${JSON.stringify(other)}`
  const inLanguage = lang ? ` in ${LANGUAGE_NAMES.of(lang) ?? lang}` : ''
  return {
    message: `missing: ${field} (${expected === 'array' ? 'a list' : `a ${expected}`}) is required`,
    hint: `write ${field}: …${inLanguage}${example}`,
  }
}

/** Friendly problems from a zod error: file, route and field path of each issue. */
export function zodProblems(error: z.ZodError, raw: unknown, file: string): Problem[] {
  return fieldIssues(error).map((issue) => {
    const { route, rest } = routeOf(raw, issue.path)
    const missing = missingField(issue, raw)
    return {
      check: 'schema',
      file,
      route,
      key: formatPath(rest) || '(root)',
      message: missing?.message ?? issue.message,
      hint:
        ownHint(issue) ??
        missing?.hint ??
        undeclaredLanguageHint(issue.message) ??
        (issue.path[0] === 'collections' && rest.length === 1 ? COLLECTION_FIXES[String(rest[0])] : undefined) ??
        'see the JSDoc of the field in site/schema/ for the allowed values',
    }
  })
}

/** Expands the presets (site/schema/presets.ts), then validates the manifest once; throws a ManifestError listing every problem. */
export function parseManifest(raw: unknown, file = 'site.manifest.ts'): Manifest {
  const expanded = expandPresets(raw, file, zodProblems)
  const result = ManifestSchema.safeParse(expanded.raw)
  if (!result.success) throw new ManifestError(zodProblems(result.error, expanded.raw, file).map(expanded.locate))
  return result.data
}

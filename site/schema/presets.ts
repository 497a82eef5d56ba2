import { z } from 'zod'
import type { CopyKey } from '../../locales/index.ts'
import { collectionRoute, ManifestError, type Problem } from '../errors.ts'
import { CopyKeySchema, SECTION_TYPES, type SectionPropsInput, type SectionType } from './sections/index.ts'
import { IdSchema } from './sections/shared.ts'

/**
 * Presets: a named sequence of sections that several routes share (the
 * comparison and solution pages have the same nine sections in the same
 * order), declared once under `presets` in site.manifest.ts. A route writes
 * `sections: { preset, copy, props }` instead of the list; before the
 * manifest is validated, each such route gets the preset's sections, each
 * with its copy key `<copy>.<name>` and the preset's props merged with the
 * route's props of that name (the route's win, field by field at the top
 * level). The validated manifest only ever holds plain section lists, so no
 * other module knows presets exist.
 */

/** A name of a preset, or of a section within one (the last segment of its copy key). */
const NameSchema = z.string().regex(/^[a-zA-Z][\w-]*$/, 'must be a name such as "comparisonPage" or "hero"')

/** One section of a preset. */
export const PresetSectionSchema = z.strictObject({
  /** Its name within the preset: the last segment of its copy key, and the key of its props in a route. @example "hero" */
  name: NameSchema,
  /** A section type of site/schema/sections. @example "pageHero" */
  type: z.enum(SECTION_TYPES),
  /** Anchor id of the section element, on every route that uses the preset. */
  id: IdSchema.optional(),
  /** Props every route shares; validated with each route's own props, once merged. */
  props: z.record(z.string(), z.unknown()).optional(),
})

/** A preset: its sections in display order, each name once. */
export const PresetSchema = z
  .array(PresetSectionSchema)
  .min(1)
  .superRefine((sections, ctx) => {
    const seen = new Set<string>()
    sections.forEach(({ name }, i) => {
      if (seen.has(name))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: `section name "${name}" is used twice` })
      seen.add(name)
    })
  })

/** A route's sections written as a preset. */
export const PresetUseSchema = z.strictObject({
  /** The preset's name under `presets`. @example "comparisonPage" */
  preset: NameSchema,
  /** Copy key prefix: each section's text is `<copy>.<name>`. @example "vs.madgicx" */
  copy: CopyKeySchema,
  /** Props per section name, merged over the preset's. @example { table: { competitor: "Madgicx" } } */
  props: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
})

/** The part of a manifest source presets concern; everything else is left to the manifest schema. */
const SourceSchema = z.looseObject({
  presets: z.record(NameSchema, PresetSchema).optional(),
  routes: z.array(z.looseObject({ sections: z.union([z.array(z.unknown()), PresetUseSchema]) })),
  collections: z
    .array(z.looseObject({ sections: z.union([z.array(z.unknown()), z.strictObject({ preset: NameSchema })]) }))
    .optional(),
})

/** One section of a preset, as authors write it (props may leave out what each route gives). */
export type PresetSectionInput = {
  [K in SectionType]: { name: string; type: K; id?: string; props?: Partial<SectionPropsInput<K>> }
}[SectionType]
/** Some props of some section type: a misspelt prop name is a compile error; the rest is checked once merged. */
type SomeSectionProps = { [K in SectionType]: Partial<SectionPropsInput<K>> }[SectionType]
/** A route's sections written as a preset, as authors write it. */
export interface PresetUseInput {
  preset: string
  /** Copy key prefix: each section's text is `<copy>.<name>`. */
  copy: CopyKey
  props?: Record<string, SomeSectionProps>
}
type ZodProblems = (error: z.ZodError, raw: unknown, file: string) => Problem[]
type Source = z.output<typeof SourceSchema>

/** A manifest with every preset expanded, and a way to say where a problem in an expanded section comes from. */
export interface Expanded {
  raw: unknown
  /** Rewrites `sections[2].props.x` of a route that uses a preset into the preset's section name. */
  locate(problem: Problem): Problem
}

/**
 * Expands every route's preset into its sections; throws a ManifestError
 * naming the route and the preset when a preset is unknown or a route gives
 * props to a section its preset lacks. A manifest without presets is
 * returned as it is.
 */
export function expandPresets(raw: unknown, file: string, zodProblems: ZodProblems): Expanded {
  const usesPresets = (r: unknown) =>
    typeof (r as { sections?: unknown })?.sections === 'object' &&
    !Array.isArray((r as { sections?: unknown }).sections)
  const routes = (raw as { routes?: unknown })?.routes
  const collections = (raw as { collections?: unknown })?.collections
  const hasPresets = raw !== null && typeof raw === 'object' && 'presets' in raw
  if (
    !hasPresets &&
    !(Array.isArray(routes) && routes.some(usesPresets)) &&
    !(Array.isArray(collections) && collections.some(usesPresets))
  )
    return { raw, locate: (p) => p }

  const parsed = SourceSchema.safeParse(raw)
  if (!parsed.success) throw new ManifestError(zodProblems(parsed.error, raw, file))
  const { presets = {}, ...rest } = parsed.data
  const problems: Problem[] = []
  const origins = new Map<string, { preset: string; names: string[] }>()
  const expandedRoutes = rest.routes.map((route) => {
    if (Array.isArray(route.sections)) return route
    const use = route.sections
    const path = typeof route.path === 'string' ? route.path : '(no path)'
    const problem = (key: string, message: string, hint: string) =>
      problems.push({ check: 'schema', file, route: path, key, message, hint })
    const preset = Object.hasOwn(presets, use.preset) ? presets[use.preset] : undefined
    if (!preset) {
      const known = Object.keys(presets)
      problem(
        'sections.preset',
        `unknown preset "${use.preset}"`,
        known.length > 0
          ? `use one of: ${known.join(', ')} (declared under presets in ${file})`
          : `declare it under presets in ${file}, or write the sections as a list`,
      )
      return route
    }
    const names = preset.map((s) => s.name)
    for (const name of Object.keys(use.props ?? {}))
      if (!names.includes(name))
        problem(
          `sections.props.${name}`,
          `preset "${use.preset}" has no section named "${name}"`,
          `use one of its sections: ${names.join(', ')}`,
        )
    origins.set(path, { preset: use.preset, names })
    return { ...route, sections: sectionsOf(preset, use) }
  })
  // A collection's preset gives its entries named sections: each entry's file gives their props and text.
  const expandedCollections = rest.collections?.map((collection) => {
    if (Array.isArray(collection.sections)) return collection
    const name = typeof collection.name === 'string' ? collection.name : '(no name)'
    const preset = Object.hasOwn(presets, collection.sections.preset) ? presets[collection.sections.preset] : undefined
    if (!preset) {
      problems.push({
        check: 'schema',
        file,
        route: collectionRoute(name),
        key: 'sections.preset',
        message: `unknown preset "${collection.sections.preset}"`,
        hint: `use one of: ${Object.keys(presets).join(', ') || '(none declared)'} (declared under presets in ${file})`,
      })
      return collection
    }
    return {
      ...collection,
      sections: preset.map(({ name: section, type, id, props }) => ({
        name: section,
        type,
        ...(id === undefined ? {} : { id }),
        ...(props === undefined ? {} : { props }),
      })),
    }
  })
  if (problems.length > 0) throw new ManifestError(problems)
  return {
    raw: { ...rest, routes: expandedRoutes, ...(expandedCollections ? { collections: expandedCollections } : {}) },
    locate: locator(origins),
  }
}

/** The sections a route gets from its preset, in the preset's order. */
function sectionsOf(preset: NonNullable<Source['presets']>[string], use: z.output<typeof PresetUseSchema>) {
  return preset.map(({ name, type, id, props }) => ({
    type,
    copy: `${use.copy}.${name}`,
    ...(id === undefined ? {} : { id }),
    props: { ...props, ...use.props?.[name] },
  }))
}

function locator(origins: Map<string, { preset: string; names: string[] }>): Expanded['locate'] {
  return (problem) => {
    const origin = origins.get(problem.route)
    const m = /^sections\[(\d+)\](.*)$/.exec(problem.key)
    const name = m && origin?.names[Number(m[1])]
    if (!origin || !m || !name) return problem
    return {
      ...problem,
      key: `sections.${name}${m[2]}`,
      message: `${problem.message} (section "${name}" of preset "${origin.preset}": its props come from presets.${origin.preset} and the route's sections.props.${name})`,
    }
  }
}

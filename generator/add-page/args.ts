/**
 * Command line of add-page and the path rules. Every message says what is
 * wrong and what to type instead.
 */
import { parseArgs } from 'node:util'
import { hasLanguagePrefix, homeUrl, splitLang } from '../../site/routes.ts'
import { languageName } from '../translations/record.ts'
import { AddPageError } from './errors.ts'
import { DEFAULT_SECTIONS } from './sections.ts'

/** Where a page is placed: the header menu, or a footer group by its id. */
export type NavPlacement = { area: 'header' } | { area: 'footer'; group: string }

/** How the placement is written on the command line. */
export const placementName = (p: NavPlacement): string => (p.area === 'header' ? 'header' : `footer:${p.group}`)

/** Parses one `--nav` value; the footer group is checked against the manifest later (navigation-edit.ts `checkPlacements`). */
export function parsePlacement(value: string): NavPlacement {
  if (value === 'header') return { area: 'header' }
  const footer = /^footer:([a-z][a-z0-9-]*)$/.exec(value)
  if (footer) return { area: 'footer', group: footer[1]! }
  if (value === 'footer')
    throw new AddPageError('--nav footer needs a group: --nav footer:<group>, e.g. footer:product')
  throw new AddPageError(`--nav "${value}": write --nav header or --nav footer:<group> (e.g. --nav footer:product)`)
}

export const USAGE = `usage: npm run add-page -- <path> [--translatable] [--title "..."] [--sections hero,features,cta]
                            [--nav header] [--nav footer:<group>]… [--manifest site.manifest.ts] [--root .]`

export interface AddPageOptions {
  /** Unprefixed route path, e.g. "/pricing". */
  path: string
  /** Also build the page in every other declared language, /es<path> (their stubs are added, marked as pending). */
  translatable: boolean
  /** English title; default from the path ("/pricing-plans" → "Pricing plans"). */
  title?: string
  /** Section names or types in display order. */
  sections: string[]
  /** Where the page is linked from: the header menu, footer groups (none: link it yourself). */
  nav?: NavPlacement[]
  /** Manifest file, relative to root. */
  manifest: string
  /** Repository root holding the manifest and locales/. */
  root: string
}

/**
 * Why `path` is not a clean absolute route, or null when it is. Clean means
 * what site/schema/route.ts accepts: "/" then lowercase segments of
 * letters, digits and single hyphens, no trailing slash.
 */
export function pathProblem(path: string): string | null {
  const is = `"${path}" is not a clean absolute route:`
  if (!path.startsWith('/')) return `${is} it must start with "/" (e.g. /${path.replace(/^\.?\/*/, '')})`
  if (/[?#]/.test(path)) return `${is} leave out the query or hash (${path.replace(/[?#].*$/, '')})`
  if (path.length > 1 && path.endsWith('/')) return `${is} drop the trailing slash (${path.replace(/\/+$/, '')})`
  if (path.includes('//')) return `${is} it has an empty segment ("//")`
  for (const segment of path.split('/').slice(1)) {
    if (segment === '.' || segment === '..') return `${is} "${segment}" segments are not allowed`
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment))
      return `${is} segment "${segment}" must be lowercase letters, digits and single hyphens (e.g. "${segment
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '')}")`
  }
  const prefixed = hasLanguagePrefix(path) ? splitLang(path) : null
  if (!prefixed) return null
  const name = languageName(prefixed.lang)
  if (prefixed.path === '/')
    return `"${path}" is the ${name} home page (${homeUrl(prefixed.lang)}): it is derived from "/", which exists already`
  return `"${path}" is a ${name} address: ${name} pages are derived from their English route. Run add-page with ${prefixed.path} --translatable instead`
}

/** Parses and checks the command line; throws AddPageError on a bad one. */
export function parseCommandLine(argv: string[], cwd: string): AddPageOptions {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        translatable: { type: 'boolean', default: false },
        title: { type: 'string' },
        sections: { type: 'string' },
        nav: { type: 'string', multiple: true },
        manifest: { type: 'string', default: 'site.manifest.ts' },
        root: { type: 'string', default: cwd },
      },
    })
  } catch (error) {
    throw new AddPageError(`${(error as Error).message}\n${USAGE}`)
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1)
    throw new AddPageError(
      `${positionals.length === 0 ? 'give the path of the new page' : `one path at a time (got ${positionals.join(' ')})`}\n${USAGE}`,
    )
  // The address as visitors see it ("/pricing/") names the same route as the manifest's "/pricing".
  const given = positionals[0]!
  const path = given.length > 1 && /[^/]\/$/.test(given) ? given.slice(0, -1) : given
  const problem = pathProblem(path)
  if (problem) throw new AddPageError(problem)
  if (values.title !== undefined && !values.title.trim()) throw new AddPageError('--title is empty')
  const sections = (values.sections ?? DEFAULT_SECTIONS.join(','))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (sections.length === 0)
    throw new AddPageError(`--sections is empty; e.g. --sections ${DEFAULT_SECTIONS.join(',')}`)
  // The same place twice is one place.
  const nav = [
    ...new Map((values.nav ?? []).map((v) => parsePlacement(v.trim())).map((p) => [placementName(p), p])).values(),
  ]
  return {
    path,
    translatable: values.translatable!,
    nav,
    ...(values.title !== undefined ? { title: values.title.trim() } : {}),
    sections,
    manifest: values.manifest!,
    root: values.root!,
  }
}

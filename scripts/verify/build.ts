/**
 * What a build promises a deployed site will answer, read from the build
 * output itself (not recomputed): the URLs of its pages (`urls.json`), every
 * other file of `client/`, the headers of `client/_headers` per path, each
 * page's own policy (its `<meta>` CSP), the sitemap, robots.txt and the 404
 * pages. `npm run verify` compares a deployed site with it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { escapeRegExp } from '../../site/escape.ts'

/** A header as the build sets it: the name as written, the value. */
export type Header = [name: string, value: string]

interface HeaderRule {
  /** The path pattern of the rule, as written (`/*`, `/assets/*`). */
  source: string
  pattern: RegExp
  /** `! Name` lines: inherited values this rule drops. */
  detach: string[]
  set: Header[]
}

export interface BuiltSite {
  /** The build's root (holds client/, deploy/, urls.json). */
  dist: string
  /** Every page URL, in route order ("/", "/about/", …). */
  pages: string[]
  /** Every other file the site serves, as a URL path ("/favicon.ico", "/assets/…"). */
  files: string[]
  /** 404 pages: the folder each serves ("/", "/es/") → its file. */
  notFound: Map<string, string>
  /** The origin the build wrote into canonical URLs and the sitemap. */
  origin: string | null
  /** The headers the build sets on a path. */
  headersFor(path: string): Header[]
  /** The built file behind a URL path (a page's index.html, or the file itself). */
  fileOf(path: string): string
}

/** Files of a host's configuration, or pages reached by their folder URL: not served under their own name. */
const NOT_SERVED = /(^|\/)(_headers|_redirects|_routes\.json|_worker\.js|index\.html|404\.html)$/

/** `_headers` rules, in order (the format Cloudflare Pages and Netlify read). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const source = line.trim()
      const pattern = new RegExp(
        `^${escapeRegExp(source)
          .replace(/\\\*/g, '.*')
          .replace(/:[A-Za-z]\w*/g, '[^/]+')}$`,
      )
      rules.push({ source, pattern, detach: [], set: [] })
      continue
    }
    const rule = rules.at(-1)
    if (!rule) continue
    const detached = /^\s*!\s*(\S+)\s*$/.exec(line)
    if (detached) rule.detach.push(detached[1]!.toLowerCase())
    else {
      const colon = line.indexOf(':')
      if (colon > 0) rule.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
    }
  }
  return rules
}

/**
 * The headers a path gets: every matching rule in order; a rule's `! Name`
 * drops an inherited value, and a later value of the same header takes its
 * place (what the build intends on every host: it never sets one header twice
 * without detaching it first).
 */
export function headersFor(rules: readonly HeaderRule[], path: string): Header[] {
  const out = new Map<string, Header>()
  for (const rule of rules) {
    if (!rule.pattern.test(path)) continue
    for (const name of rule.detach) out.delete(name)
    for (const header of rule.set) out.set(header[0].toLowerCase(), header)
  }
  return [...out.values()]
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The build in `dist` (the folder `npm run build` writes: dist/ or SITE_OUT_DIR). */
export function readBuild(dist: string): BuiltSite {
  const client = join(dist, 'client')
  const urlsFile = join(dist, 'urls.json')
  if (!existsSync(client) || !existsSync(urlsFile))
    throw new Error(
      `${dist}: no build here (${existsSync(client) ? 'urls.json' : 'client/'} missing). Build first, with the mode and variables of the deploy: npm run build -- --mode production`,
    )
  const pages = JSON.parse(readFileSync(urlsFile, 'utf8')) as string[]
  const all = walk(client).map((file) => `/${relative(client, file).split(sep).join('/')}`)
  const notFound = new Map(
    all.filter((path) => /(^|\/)404\.html$/.test(path)).map((path) => [path.replace(/404\.html$/, ''), path]),
  )
  const rules = existsSync(join(client, '_headers'))
    ? parseHeadersFile(readFileSync(join(client, '_headers'), 'utf8'))
    : []
  const robots = existsSync(join(client, 'robots.txt')) ? readFileSync(join(client, 'robots.txt'), 'utf8') : ''
  return {
    dist,
    pages,
    files: all.filter((path) => !NOT_SERVED.test(path)).sort(),
    notFound,
    origin: /^Sitemap:\s*(https?:\/\/[^/\s]+)/m.exec(robots)?.[1] ?? null,
    headersFor: (path) => headersFor(rules, path),
    fileOf: (path) => join(client, ...path.split('/').filter(Boolean), ...(path.endsWith('/') ? ['index.html'] : [])),
  }
}

/** The policy of a page's `<meta http-equiv="Content-Security-Policy">`, or null when it has none. */
export function metaPolicyOf(html: string): string | null {
  const m = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i.exec(html)
  return m
    ? m[1]!
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, '&')
    : null
}

import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import postcss from 'postcss'
import { ISLAND_NAMES, islandsIn } from '../../site/islands.ts'
import { ISLAND_SOURCES, SHELL_CLIENT_SOURCES } from '../../renderer/islands/sources.ts'
import { escapeRegExp } from '../../site/escape.ts'

/** Class names a selector requires, unescaped: ".md\:grid-cols-2:hover" → ["md:grid-cols-2"]. */
export function classesOf(selector: string): string[] {
  return [...selector.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1'))
}

/** Every class token in the HTML's class attributes. */
export function classesInHtml(html: string): Set<string> {
  const out = new Set<string>()
  for (const m of html.matchAll(/\sclass="([^"]*)"/g))
    for (const c of decodeEntities(m[1]!).split(/\s+/)) if (c) out.add(c)
  return out
}

/** The attribute value as the browser reads it: React escapes `&` in `[.x_&]:block` as `&amp;`. */
function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'quot' ? '"' : e === '#39' ? "'" : e === 'lt' ? '<' : '>',
  )
}

function tokensOf(root: string, patterns: readonly RegExp[]): Set<string> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
    )
  const files = walk(join(root, 'renderer'))
    .map((f) => relative(root, f).split('\\').join('/'))
    .filter((f) => patterns.some((re) => re.test(f)))
  const out = new Set<string>()
  for (const file of files)
    for (const m of readFileSync(join(root, file), 'utf8').matchAll(/['"`]([^'"`\n]*)['"`]/g))
      for (const token of m[1]!.split(/\s+/)) if (token) out.add(token)
  return out
}

/**
 * Classes that only client code puts on a page (state-dependent parts of
 * islands, elements created by scripts, classes set before paint): every
 * string token of those sources. Returns the safelist for a page's HTML:
 * the shell's tokens plus those of the islands the page carries.
 */
export function clientClassSafelist(root = process.cwd()): (html: string) => Set<string> {
  const always = tokensOf(root, SHELL_CLIENT_SOURCES)
  const exactly = (file: string) => new RegExp(`^${escapeRegExp(file)}$`)
  const perIsland = new Map(
    ISLAND_NAMES.map((name) => [name, tokensOf(root, ISLAND_SOURCES[name].clientSources.map(exactly))] as const),
  )
  // Pages carry a handful of island combinations: one safelist each.
  const bySet = new Map<string, Set<string>>()
  return (html) => {
    const names = [...new Set(islandsIn(html))].sort()
    const key = names.join(' ')
    let out = bySet.get(key)
    if (!out) {
      out = new Set(always)
      for (const name of names) for (const t of perIsland.get(name)!) out.add(t)
      bySet.set(key, out)
    }
    return out
  }
}

/**
 * Keeps only the rules a page can use: those whose every class appears in
 * the page or in the client safelist. Rules without classes (elements,
 * :root, keyframes, @property) stay. The inline CSS of each page shrinks to
 * what it renders, so its HTML fits the first round trip.
 */
export function pruneCss(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    const parent = rule.parent
    if (parent?.type === 'atrule' && /keyframes$/.test((parent as postcss.AtRule).name)) return
    const kept = rule.selectors.filter((sel) => classesOf(sel).every((c) => used.has(c)))
    if (kept.length === 0) rule.remove()
    else if (kept.length !== rule.selectors.length) rule.selectors = kept
  })
  pruneVariables(root)
  // Drop blocks emptied by the pruning (@media, @supports, @layer), innermost first.
  let removed = true
  while (removed) {
    removed = false
    root.walkAtRules((at) => {
      if (at.nodes && at.nodes.length === 0) {
        at.remove()
        removed = true
      }
    })
  }
  return root.toString()
}

/**
 * Theme variables (`:root`), Tailwind's `@property` registrations and their
 * fallback block (`*, ::before, …`) for variables no remaining rule reads.
 * Repeated until stable, since variables refer to each other.
 */
function pruneVariables(root: postcss.Root): void {
  const shared = (rule: postcss.Rule) => rule.selectors.some((s) => s.includes(':root') || s.trim().startsWith('*'))
  for (let changed = true; changed;) {
    changed = false
    const referenced = new Set([...root.toString().matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!))
    root.walkDecls(/^--/, (decl) => {
      if (decl.parent?.type === 'rule' && shared(decl.parent as postcss.Rule) && !referenced.has(decl.prop)) {
        decl.remove()
        changed = true
      }
    })
    root.walkAtRules('property', (at) => {
      if (!referenced.has(at.params.trim())) {
        at.remove()
        changed = true
      }
    })
    root.walkRules((rule) => {
      if (rule.nodes.length === 0) {
        rule.remove()
        changed = true
      }
    })
  }
}

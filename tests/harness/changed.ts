/**
 * `npm run test:changed [-- ref]`: the tests touched by the files changed since `ref` (default HEAD:
 * what is not committed yet, new files included).
 * - Unit tests: Vitest's own `--changed`, which follows the imports of every test file.
 * - Browser tests: a spec file that changed, or that imports a changed helper of tests/e2e/; and, when
 *   a file the build reads changed (the site rebuilds first), the specs about that part of the site,
 *   by the words of its path (SPECS_BY_WORD), or pages.spec.ts (every page, raw and in a browser)
 *   when no word matches.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, normalize } from 'node:path'

const E2E = 'tests/e2e'

/** Words of a changed path, and the spec files (without .spec.ts) about them. */
export const SPECS_BY_WORD: Record<string, string[]> = {
  contact: ['contact', 'contact-recovery'],
  booking: ['booking'],
  calendly: ['booking'],
  scheduler: ['booking'],
  analytics: ['analytics'],
  consent: ['analytics'],
  posthog: ['analytics'],
  language: ['language'],
  lang: ['language'],
  prepaint: ['language', 'early'],
  nav: ['nav'],
  navigation: ['nav'],
  header: ['nav'],
  footer: ['nav'],
  menu: ['nav'],
  images: ['images'],
  image: ['images'],
  img: ['images'],
  og: ['hosts'],
  prerender: ['prerender'],
  speculation: ['prerender'],
  csp: ['security'],
  security: ['security'],
  hosts: ['hosts', 'security'],
  headers: ['hosts', 'security'],
  server: ['hosts'],
  sections: ['sections'],
  inline: ['early'],
  early: ['early'],
  verify: ['verify'],
  observatory: ['observatory'],
  synthetic: ['synthetic', 'synthetic-library'],
  collections: ['synthetic-library'],
  wcag: ['wcag', 'wcag-checks'],
  a11y: ['a11y'],
}

/** What the build reads: a change there means the e2e site is built again before the browser tests. */
const BUILD_INPUTS =
  /^(site|renderer|locales|content|generator|hosts|public|scripts\/assets)\/|^site\.(manifest|facts|claims)\.ts$|^vite\.config\.ts$/

export interface Selection {
  files: string[]
  /** Vitest arguments, or null: no unit test to run. */
  vitest: string[] | null
  /** Playwright spec files, or null: no browser test to run. */
  playwright: string[] | null
  rebuild: boolean
}

function git(args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' })
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
}

/** The files of tests/e2e/ each spec imports, followed through the helpers it imports. */
function specImports(spec: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    let text = ''
    try {
      text = readFileSync(file, 'utf8')
    } catch {
      return
    }
    for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = normalize(join(dirname(file), m[1]!))
      if (target.startsWith(E2E + '/') && !seen.has(target)) {
        seen.add(target)
        visit(target)
      }
    }
  }
  visit(spec)
  return seen
}

/** The selection for a list of changed files (paths from the repository root). */
export function selectFor(files: string[], specs: string[]): Selection {
  const chosen = new Set<string>()
  for (const file of files) if (specs.includes(file)) chosen.add(file)
  const helpers = files.filter((f) => f.startsWith(E2E + '/') && !f.endsWith('.spec.ts'))
  if (helpers.length > 0)
    for (const spec of specs) {
      const imports = specImports(spec)
      if (helpers.some((h) => imports.has(h))) chosen.add(spec)
    }
  const sourceChanges = files.filter((f) => BUILD_INPUTS.test(f) || f.startsWith('server/'))
  for (const file of sourceChanges) {
    const words = file
      .replace(/\.[a-z]+$/i, '')
      .split(/[/._-]|(?=[A-Z])/)
      .map((w) => w.toLowerCase())
    const matched = words.flatMap((w) => SPECS_BY_WORD[w] ?? []).map((name) => `${E2E}/${name}.spec.ts`)
    for (const spec of matched.length > 0 ? matched : [`${E2E}/pages.spec.ts`])
      if (specs.includes(spec)) chosen.add(spec)
  }
  const unitRelevant = files.some((f) => /\.(ts|tsx|json|md|ya?ml|css)$/.test(f) && !f.startsWith(E2E + '/'))
  return {
    files,
    vitest: unitRelevant ? ['--changed'] : null,
    playwright: chosen.size > 0 ? [...chosen].sort() : null,
    rebuild: files.some((f) => BUILD_INPUTS.test(f)),
  }
}

/** The selection for what changed since `ref` (default HEAD), new files included. */
export function changedSelection(ref = 'HEAD'): Selection {
  const files = [
    ...new Set([...git(['diff', '--name-only', ref]), ...git(['ls-files', '--others', '--exclude-standard'])]),
  ]
  const specs = readdirSync(E2E)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `${E2E}/${basename(f)}`)
  const selection = selectFor(files, specs)
  if (selection.vitest) selection.vitest = ['--changed', ref]
  console.log(
    `Changed since ${ref}: ${files.length} files. Unit tests: ${selection.vitest ? 'those importing them (vitest --changed)' : 'none'}; ` +
      `browser tests: ${selection.playwright?.join(', ') ?? 'none'}${selection.rebuild ? ' (the e2e site is built again first)' : ''}.`,
  )
  return selection
}

import { formatProblem, type Problem } from '../../site/errors.ts'
import { langOfUrl } from '../../site/routes.ts'
import { CHECKS, type CheckRun } from '../checks/index.ts'

const useColor = process.stdout.isTTY && !process.env.NO_COLOR
const paint = (code: number, text: string) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text)
const ok = (t: string) => paint(32, t)
const bad = (t: string) => paint(31, t)
const dim = (t: string) => paint(2, t)

/** One line of context per check when it passes. */
function summary(id: string, run: CheckRun): string {
  const site = run.site
  if (!site) return ''
  const translatable = site.manifest.routes.filter((r) => r.translatable)
  switch (id) {
    case 'route-table':
      return `${site.manifest.routes.length} routes, ${site.pages.length} pages`
    case 'es-mapping':
      return `${translatable.length} translatable routes, each with its /es page; ${site.manifest.routes.length - translatable.length} English-only`
    case 'translations':
      return `every string of ${site.pages.length} pages present (Spanish on ${site.pages.filter((p) => p.contentLang === 'es').length})`
    case 'stale-translations':
      return 'every Spanish string was accepted against the English as it is now'
    case 'canonical':
      return `${site.pages.length} canonicals on ${site.config.origin}`
    case 'section-types':
      return `${site.manifest.routes.reduce((n, r) => n + r.sections.length, 0)} sections, all of known types`
    case 'links':
      return 'every internal link resolves'
    case 'seo':
      return 'titles 10-70 and descriptions 50-170 characters, none duplicated'
    case 'facts':
      return 'figures come from site.facts.ts'
    case 'figure-bases':
      return 'every measured figure says what it counts, over whom, when'
    default:
      return ''
  }
}

/** Missing or pending strings per page and language (the translations group). */
function translationCounts(problems: Problem[]): string[] {
  const counts = new Map<string, number>()
  for (const p of problems) counts.set(p.route, (counts.get(p.route) ?? 0) + 1)
  return [...counts].map(
    ([route, n]) => `    ${route} (${langOfUrl(route)}): ${n} string${n === 1 ? '' : 's'} missing or pending`,
  )
}

/** The grouped report `npm run check` prints, and the build prints on failure. */
export function formatReport(run: CheckRun): string {
  const lines: string[] = []
  const titles = new Map(CHECKS.map((c) => [c.id, c.title]))
  titles.set('schema', 'Manifest schema')
  for (const [id, problems] of run.byCheck) {
    const title = (titles.get(id) ?? id).padEnd(28, '.')
    if (problems.length === 0) {
      lines.push(`${ok('✔')} ${title} ${dim(summary(id, run))}`)
      continue
    }
    lines.push(`${bad('✖')} ${title} ${bad(`${problems.length} problem${problems.length === 1 ? '' : 's'}`)}`)
    if (id === 'translations') lines.push(...translationCounts(problems))
    for (const p of problems) lines.push(`    ${formatProblem(p).replace(/\n/g, '\n    ')}`)
  }
  const total = run.problems.length
  lines.push('')
  lines.push(
    total === 0 ? ok('All checks passed.') : bad(`${total} problem${total === 1 ? '' : 's'}: the build stops here.`),
  )
  return lines.join('\n')
}

import { formatProblem, type Problem } from '../../site/errors.ts'
import { langOfUrl } from '../../site/routes.ts'
import { CHECKS, type CheckRun } from '../checks/index.ts'
import { isLocalePath } from '../../locales/paths.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { bad, checkTitle, dim, ok, problemCount, warn } from './paint.ts'

/** One line of context per check when it passes: the check's own summary. */
function summary(id: string, run: CheckRun): string {
  const check = CHECKS.find((c) => c.id === id)
  if (run.summaries.has(id)) return run.summaries.get(id)!
  if (run.site && check?.summary) return check.summary(run.site)
  if (check?.ownSummary) return check.ownSummary()
  // A check of the manifest as written passes even when the manifest fails its schema: say what it read.
  return check?.raw ? 'on the manifest as written (the rest waits for its schema)' : ''
}

/** Missing or pending strings per page and language (the translations group). */
function translationCounts(problems: Problem[]): string[] {
  const counts = new Map<string, number>()
  for (const p of problems) {
    const lang = TRANSLATED_LANGS.find((l) => isLocalePath(p.file, l)) ?? DEFAULT_LANG
    const where = p.route === '*' ? `shared copy (${lang})` : p.route
    counts.set(where, (counts.get(where) ?? 0) + 1)
  }
  return [...counts].map(([where, n]) => {
    const label = where.startsWith('shared') ? `${where}, on every page` : `${where} (${langOfUrl(where)})`
    return `    ${label}: ${n} string${n === 1 ? '' : 's'} missing or pending`
  })
}

/** The grouped report `npm run check` prints, and the build prints on failure. */
export function formatReport(run: CheckRun): string {
  const lines: string[] = []
  const titles = new Map(CHECKS.map((c) => [c.id, c.title]))
  titles.set('schema', 'Manifest schema')
  titles.set('content', 'Content files')
  titles.set('types', 'Type check')
  const raw = new Set(CHECKS.filter((c) => c.raw).map((c) => c.id))
  for (const [id, problems] of run.byCheck) {
    const title = checkTitle(titles.get(id) ?? id)
    const pending = run.pending.get(id) ?? []
    // Without a site (the manifest or a content file failed), these checks had nothing to look at.
    if (!run.site && !raw.has(id) && problems.length === 0 && pending.length === 0) {
      lines.push(`${dim('○')} ${title} ${dim('not run: fix the problems above first')}`)
      continue
    }
    if (problems.length === 0 && pending.length === 0) {
      lines.push(`${ok('✔')} ${title} ${dim(summary(id, run))}`)
      continue
    }
    // Pending: not this check's failure, but not a pass either (e.g. Spanish not written yet).
    if (problems.length === 0) lines.push(`${warn('◐')} ${title} ${warn('pending')}`)
    else lines.push(`${bad('✖')} ${title} ${bad(problemCount(problems.length))}`)
    for (const line of pending) lines.push(`    ${warn(line)}`)
    if (id === 'translations') lines.push(...translationCounts(problems))
    for (const p of problems) lines.push(`    ${formatProblem(p).replace(/\n/g, '\n    ')}`)
  }
  const total = run.problems.length
  lines.push('')
  lines.push(total === 0 ? ok('All checks passed.') : bad(`${problemCount(total)}: the build stops here.`))
  return lines.join('\n')
}

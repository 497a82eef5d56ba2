import type { ObservatoryGrade } from './grade.ts'

/** A+ is 100 points and more on Mozilla's chart; the site holds every page to it. */
export const WANTED = { grade: 'A+', score: 100 } as const

export const meetsWanted = (g: ObservatoryGrade) =>
  g.grade === WANTED.grade && g.score >= WANTED.score && g.passed === g.quantity

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `-${-n}` : '0')

/** One line: the grade, the score and the tests passed, as Mozilla's report heads them. */
export const gradeLine = (g: ObservatoryGrade) =>
  `${g.grade}, ${g.score} points, ${g.passed} of ${g.quantity} tests passed`

/** The tests of one grade, one a line; those that failed or took points with Mozilla's advice. */
export function testLines(g: ObservatoryGrade, indent = '  '): string[] {
  const width = Math.max(...g.tests.map((t) => t.name.length))
  return g.tests.flatMap((t) => {
    const mark = t.pass && t.modifier >= 0 ? '✔' : '✖'
    const line = `${indent}${mark} ${t.name.padEnd(width)} ${signed(t.modifier).padStart(3)}  ${t.result}`
    return mark === '✖' && t.advice ? [line, `${indent}    fix: ${t.advice}`] : [line]
  })
}

/** The report of one scan: what was graded, by what, the grade and every test. */
export function formatScan(g: ObservatoryGrade): string {
  return [`Mozilla HTTP Observatory (${g.scanner}) on ${g.host}${g.path}: ${gradeLine(g)}`, ...testLines(g)].join('\n')
}

/** Every page graded: one line each, the tests of those below A+ in full. */
export function formatPages(grades: ObservatoryGrade[], failures: { path: string; error: string }[]): string {
  const first = grades[0] ?? null
  const lines = [
    `Mozilla HTTP Observatory (${first?.scanner ?? 'no scan'}), every page of ${first?.host ?? 'the site'}:`,
  ]
  for (const g of grades) {
    lines.push(`${meetsWanted(g) ? '✔' : '✖'} ${g.path}: ${gradeLine(g)}`)
    if (!meetsWanted(g)) lines.push(...testLines(g, '    '))
  }
  for (const f of failures) lines.push(`✖ ${f.path}: ${f.error}`)
  const low = grades.filter((g) => !meetsWanted(g)).length + failures.length
  const scores = grades.map((g) => g.score)
  lines.push(
    low === 0
      ? `${grades.length} pages graded ${WANTED.grade} (${Math.min(...scores)} to ${Math.max(...scores)} points)`
      : `${low} of ${grades.length + failures.length} pages below ${WANTED.grade} at ${WANTED.score} points`,
  )
  return lines.join('\n')
}

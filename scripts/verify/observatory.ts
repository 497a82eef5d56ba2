/**
 * The grade Mozilla's HTTP Observatory gives the deployed site, printed by
 * `npm run verify` after the comparison with the build: Mozilla's own scan of
 * the home page (scripts/observatory/grade.ts), held to A+ at 100 points.
 * Only an https origin is graded: the scan asks for http:// and https:// of
 * the host, and a site served over plain http (a local runtime) cannot pass
 * its HSTS and redirection tests whatever its headers.
 */
import { scanHost, scanTarget, type ObservatoryGrade } from '../observatory/grade.ts'
import { formatScan, meetsWanted, WANTED } from '../observatory/report.ts'

export interface ObservatoryReport {
  /** False when the grade is below A+ at 100 points, or the scan failed. */
  ok: boolean
  text: string
  grade: ObservatoryGrade | null
}

export async function observatoryReport(origin: string): Promise<ObservatoryReport> {
  const target = scanTarget(origin)
  if ('error' in target)
    return {
      ok: true,
      grade: null,
      text: `note: Mozilla's HTTP Observatory not run: ${origin} is plain http, and it grades a site over https`,
    }
  try {
    const grade = await scanHost(target.host)
    const ok = meetsWanted(grade)
    const below = ok
      ? []
      : [
          `    the site must grade ${WANTED.grade} at ${WANTED.score} points: fix each ✖ test above in the headers the build writes (hosts/headers/, generator/emit/csp.ts) or in the host's settings, then deploy and verify again`,
        ]
    return { ok, grade, text: [`${ok ? '✔' : '✖'} ${formatScan(grade)}`, ...below].join('\n') }
  } catch (error) {
    return {
      ok: false,
      grade: null,
      text: `✖ Mozilla's HTTP Observatory could not grade ${target.host}: ${(error as Error).message}`,
    }
  }
}

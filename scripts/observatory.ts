/**
 * npm run observatory -- <host or https origin> [--every-page] [--dist dist] [--json]
 * Mozilla's HTTP Observatory grade of a site, from its own scanner
 * (scripts/observatory/grade.ts): the home page as Mozilla's site grades it,
 * and with --every-page each page of the build, graded the same way. Exit
 * code 1 when a grade is below A+ at 100 points, or a page cannot be graded.
 * Over TLS with a local certificate, trust it with NODE_EXTRA_CA_CERTS=<cert>.
 */
import { parseArgs } from 'node:util'
import { readBuild } from './verify/build.ts'
import { gradePage, scanHost, scanTarget, type ObservatoryGrade } from './observatory/grade.ts'
import { formatPages, formatScan, meetsWanted } from './observatory/report.ts'

const USAGE = `usage: npm run observatory -- <host or https origin> [--every-page] [--dist <build folder>] [--json]
  <host>        e.g. www.arcline.ai, https://www.arcline.ai or localhost:8443 (http and https asked on that port)
  --every-page  also grade every page of the build, not only the home page Mozilla grades
  --dist        the build whose pages --every-page grades (default: SITE_OUT_DIR or dist)
  --json        print the grades as JSON`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'every-page': { type: 'boolean' },
    dist: { type: 'string', default: process.env.SITE_OUT_DIR ?? 'dist' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
})
const target = scanTarget(positionals[0] ?? '')
if (values.help || positionals.length !== 1 || 'error' in target) {
  const reason = positionals.length === 1 && 'error' in target ? `${positionals[0]}: ${target.error}\n` : ''
  console.log(`${reason}${USAGE}`)
  process.exit(values.help ? 0 : 1)
}

try {
  const home = await scanHost(target.host)
  const pages: ObservatoryGrade[] = []
  const failures: { path: string; error: string }[] = []
  if (values['every-page'])
    // One page at a time: each is four requests and two parses of its HTML, and the host may be a small one.
    for (const path of readBuild(values.dist!).pages)
      await gradePage(target.host, path).then(
        (g) => pages.push(g),
        (error: Error) => failures.push({ path, error: error.message }),
      )
  if (values.json) console.log(JSON.stringify({ home, pages, failures }, null, 2))
  else {
    console.log(formatScan(home))
    if (values['every-page']) console.log(formatPages(pages, failures))
  }
  process.exitCode = meetsWanted(home) && failures.length === 0 && pages.every(meetsWanted) ? 0 : 1
} catch (error) {
  console.error(`observatory: ${(error as Error).message}`)
  process.exitCode = 1
}

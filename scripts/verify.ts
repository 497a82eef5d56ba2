/**
 * npm run verify -- https://your.site [--dist dist]
 * Checks a deployed site from outside against the build it was deployed
 * from (default: dist/, or SITE_OUT_DIR): every page and file of the build
 * answers 200 without a redirect with the build's headers, each page as built
 * with its own policy, sitemap.xml and robots.txt as built, and an unknown URL
 * answers 404 with the 404 page and the headers. Then, for an https origin,
 * the grade of Mozilla's HTTP Observatory (its own scanner), which must be A+.
 * Prints what is wrong with each URL and what to do; exit code 1 on any
 * problem (scripts/verify/).
 */
import { parseArgs } from 'node:util'
import { readBuild } from './verify/build.ts'
import { verifySite } from './verify/check.ts'
import { observatoryReport } from './verify/observatory.ts'
import { formatVerify } from './verify/report.ts'

const USAGE = `usage: npm run verify -- <origin> [--dist <build folder>] [--concurrency 6]
  <origin>  where the site is deployed, e.g. https://www.arcline.ai or http://localhost:4173
            (an https origin is also graded by Mozilla's HTTP Observatory)
  --dist    the build that was deployed (default: SITE_OUT_DIR or dist)`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dist: { type: 'string', default: process.env.SITE_OUT_DIR ?? 'dist' },
    concurrency: { type: 'string', default: '6' },
    help: { type: 'boolean', short: 'h' },
  },
})
const origin = positionals[0]
if (values.help || !origin || positionals.length > 1 || !URL.canParse(origin) || !/^https?:/.test(origin)) {
  console.log(values.help ? USAGE : `${origin ? `not an http(s) origin: ${positionals.join(' ')}\n` : ''}${USAGE}`)
  process.exit(values.help ? 0 : 1)
}
try {
  const result = await verifySite(origin, readBuild(values.dist!), { concurrency: Number(values.concurrency) })
  console.log(formatVerify(result, values.dist!))
  const graded = await observatoryReport(origin)
  console.log(graded.text)
  process.exitCode = result.problems.length > 0 || !graded.ok ? 1 : 0
} catch (error) {
  console.error(`verify: ${(error as Error).message}`)
  process.exitCode = 1
}

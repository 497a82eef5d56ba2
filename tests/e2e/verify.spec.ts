/**
 * `npm run verify` against the hosts' own runtimes (projects "cloudflare" and
 * "nginx", the servers Playwright already runs): the e2e build, served as
 * built, passes. And on nginx, a served copy of it with a header removed from
 * the include, one page's own policy altered, one page missing and the Spanish
 * 404 rule left out is refused by the command itself: exit code 1, each
 * problem with its URL and its fix.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startNginx } from '../../server/nginx.ts'
import { freePort } from '../../server/ports.ts'
import { readBuild } from '../../scripts/verify/build.ts'
import { verifySite } from '../../scripts/verify/check.ts'
import { URLS } from './helpers.ts'

const DIST = 'dist-e2e'

test.describe('npm run verify', { tag: '@hosts' }, () => {
  test('the e2e build, served as built, answers as built', async ({ baseURL }) => {
    const build = readBuild(DIST)
    const result = await verifySite(baseURL!, build)
    expect(result.problems.map((p) => `${p.url}: ${p.what}`)).toEqual([])
    expect(result.checked.pages).toBe(URLS.length)
    expect(result.checked.files).toBeGreaterThan(40)
    // An unknown URL under each folder with a 404 page: / and /es/.
    expect(result.checked.notFound).toBe(2)
  })

  // One runtime is enough for the refusals, and nginx starts in a second: the nginx project only.
  test(
    'a served copy with a header missing, a page policy altered, a page missing and no Spanish 404 rule is refused',
    { tag: '@nginx-only' },
    async () => {
      const copy = mkdtempSync(join(tmpdir(), 'site-verify-'))
      cpSync(DIST, copy, { recursive: true })
      const include = join(copy, 'deploy/nginx.conf')
      writeFileSync(include, readFileSync(include, 'utf8').replace(/^add_header X-Content-Type-Options .*\n/m, ''))
      const about = join(copy, 'client/about/index.html')
      const html = readFileSync(about, 'utf8')
      const altered = html.replace("style-src 'self' ", "style-src 'self' 'unsafe-inline' ")
      expect(altered).not.toBe(html)
      writeFileSync(about, altered)
      rmSync(join(copy, 'client/story'), { recursive: true })
      // The Spanish 404 rule left out: an unknown /es/ address gets the English 404 page.
      const conf = readFileSync(include, 'utf8')
      const withoutEs = conf.replace(
        /^location \^~ \/es\/ \{\n {2}error_page 404 \/es\/404\.html;\n/m,
        'location ^~ /es/ {\n',
      )
      expect(withoutEs).not.toBe(conf)
      writeFileSync(include, withoutEs)

      const site = await startNginx({ root: join(copy, 'client'), include, port: await freePort() })
      try {
        const run = spawnSync('node_modules/.bin/tsx', ['scripts/verify.ts', site.origin, '--dist', DIST], {
          encoding: 'utf8',
          // A synchronous spawn blocks the worker, so the test's own timeout could not stop it.
          timeout: 120_000,
          killSignal: 'SIGKILL',
        })
        expect(run.error, 'scripts/verify.ts did not finish within 120 s').toBeUndefined()
        const out = run.stdout
        expect(run.status, out + run.stderr).toBe(1)
        // One problem for the header, on every URL, with nginx's fix.
        expect(out).toMatch(/^✖ \d+ URLs: X-Content-Type-Options header missing \(the build sets "nosniff"\)$/m)
        expect(out).toMatch(/fix: include dist\/deploy\/nginx\.conf inside the server block/)
        expect(out).toMatch(
          /^✖ \/about\/: the page's own policy differs from the build's: style-src has extra 'unsafe-inline'$/m,
        )
        expect(out).toMatch(/^✖ \/story\/: answers 404\n {4}fix: deploy the whole dist\/client folder/m)
        expect(out).toMatch(
          /^✖ \/es\/__verify-no-such-page__\/: answers with \/404\.html, not \/es\/404\.html\n {4}fix: include dist\/deploy\/nginx\.conf \(its error_page 404, and the one in location \/es\/\)/m,
        )
        expect(out).toMatch(/^4 problems on \d+ of \d+ URLs$/m)
      } finally {
        await site.stop()
        rmSync(copy, { recursive: true, force: true })
      }
    },
  )
})

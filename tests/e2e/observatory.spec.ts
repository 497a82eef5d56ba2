/**
 * Mozilla's HTTP Observatory grades the site on both runtimes (projects
 * "cloudflare" and "nginx"), over TLS with a certificate drawn for the test
 * and trusted by the scanner's process alone (NODE_EXTRA_CA_CERTS):
 * - nginx serves the e2e build with the build's include and TLS (server/nginx.ts),
 *   plain http on the same port redirected to https;
 * - Cloudflare's runtime, the server Playwright already runs, behind a front
 *   that does what Cloudflare's edge does (tests/e2e/tls-front.ts).
 * The package's own scan() grades the home page, as Mozilla's site does; its
 * retriever and tests grade every other page (scripts/observatory/grade.ts).
 * Each must be A+ at 100 points or more, every test passed, and
 * `npm run verify` must print the same grade. A served copy without two
 * headers shows the grade falling and verify refusing it.
 */
import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startNginx } from '../../server/nginx.ts'
import { freePort } from '../../server/ports.ts'
import { localCertificate, type LocalCertificate } from '../../server/tls.ts'
import type { ObservatoryGrade } from '../../scripts/observatory/grade.ts'
import { formatScan, gradeLine } from '../../scripts/observatory/report.ts'
import { URLS } from './helpers.ts'
import { startTlsFront } from './tls-front.ts'

const DIST = 'dist-e2e'

interface Run {
  code: number
  stdout: string
  /** stdout and stderr, for failure messages. */
  out: string
}

/** A script of ours in a process that trusts the test's certificate, killed past its time limit. */
function runTrusting(cert: string, script: string, args: string[], timeoutMs: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      {
        env: { ...process.env, NODE_EXTRA_CA_CERTS: cert },
        timeout: timeoutMs,
        killSignal: 'SIGKILL',
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error?.killed)
          return reject(new Error(`${script} ${args.join(' ')}: no result within ${timeoutMs / 1000} s\n${stderr}`))
        if (error && typeof error.code !== 'number') return reject(error)
        resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, out: `${stdout}${stderr}` })
      },
    )
  })
}

/** The site of this project's runtime, over TLS: its host (with the port) for the scanner. */
async function serveOverTls(
  project: string,
  baseURL: string,
  tls: LocalCertificate,
  dist = DIST,
): Promise<{ host: string; stop(): Promise<void> }> {
  if (project === 'nginx') {
    const port = await freePort()
    const site = await startNginx({
      root: join(dist, 'client'),
      include: join(dist, 'deploy/nginx.conf'),
      port,
      tls,
    })
    return { host: `localhost:${port}`, stop: site.stop }
  }
  return startTlsFront({ upstreamPort: Number(new URL(baseURL).port), tls })
}

const failing = (g: ObservatoryGrade) =>
  g.tests.filter((t) => !t.pass || t.modifier < 0).map((t) => `${t.name} ${t.modifier} (${t.result})`)

test.describe("Mozilla's HTTP Observatory", { tag: '@hosts' }, () => {
  test('grades every page A+ over TLS, and npm run verify prints the same grade', async ({ baseURL }) => {
    // Under load: a cold start of the scanner (jsdom), 22 pages of 4 requests each, then verify's 97 URLs.
    test.setTimeout(240_000)
    const project = test.info().project.name
    const tls = localCertificate()
    const site = await serveOverTls(project, baseURL!, tls)
    try {
      const scan = await test.step('scan the home page, grade every page', () =>
        runTrusting(tls.cert, 'scripts/observatory.ts', [site.host, '--every-page', '--dist', DIST, '--json'], 150_000))
      expect(scan.stdout, scan.out).toMatch(/^\{/)
      const { home, pages, failures } = JSON.parse(scan.stdout) as {
        home: ObservatoryGrade
        pages: ObservatoryGrade[]
        failures: { path: string; error: string }[]
      }
      console.log(`[${project}] ${formatScan(home)}`)
      test.info().annotations.push({ type: 'Mozilla HTTP Observatory', description: `${project}: ${gradeLine(home)}` })

      expect(home.grade).toBe('A+')
      expect(home.score).toBeGreaterThanOrEqual(100)
      expect(failing(home)).toEqual([])
      expect([home.passed, home.quantity]).toEqual([10, 10])
      const resultOf = (name: string) => home.tests.find((t) => t.name === name)?.result
      // Graded over TLS with a trusted certificate (else "hsts-invalid-cert"), plain http redirected to it.
      expect(resultOf('strict-transport-security')).toBe('hsts-implemented-max-age-at-least-six-months')
      expect(resultOf('redirection')).toBe('redirection-to-https')
      expect(resultOf('content-security-policy')).toBe('csp-implemented-with-no-unsafe-default-src-none')

      expect(failures).toEqual([])
      expect(pages.map((p) => p.path)).toEqual(URLS)
      const low = pages.filter((p) => p.grade !== 'A+' || p.score < 100 || failing(p).length > 0)
      expect(low.map((p) => `${p.path}: ${gradeLine(p)}; ${failing(p).join(', ')}`)).toEqual([])
      // Every page is scored as scan() scores: the home page comes out the same both ways.
      const root = pages.find((p) => p.path === '/')!
      const summary = (g: ObservatoryGrade) => [g.grade, g.score, g.tests.map((t) => [t.name, t.result, t.modifier])]
      expect(summary(root)).toEqual(summary(home))
      expect(scan.code, scan.out).toBe(0)

      const verify = await test.step('npm run verify on the https origin', () =>
        runTrusting(tls.cert, 'scripts/verify.ts', [`https://${site.host}`, '--dist', DIST], 150_000))
      expect(verify.code, verify.out).toBe(0)
      expect(verify.out).toContain(`✔ Mozilla HTTP Observatory (${home.scanner}) on ${site.host}/: ${gradeLine(home)}`)
    } finally {
      await site.stop()
      rmSync(dirname(tls.cert), { recursive: true, force: true })
    }
  })

  // The headers come from the include, which only nginx reads: the nginx project only.
  test(
    'a copy served without HSTS and nosniff grades B, named with the fix, and verify refuses it',
    { tag: '@nginx-only' },
    async ({ baseURL }) => {
      test.setTimeout(180_000)
      const copy = mkdtempSync(join(tmpdir(), 'site-observatory-'))
      cpSync(DIST, copy, { recursive: true })
      const include = join(copy, 'deploy/nginx.conf')
      const conf = readFileSync(include, 'utf8')
      const stripped = conf.replace(/^\s*add_header (Strict-Transport-Security|X-Content-Type-Options) .*\n/gm, '')
      expect(stripped).not.toBe(conf)
      writeFileSync(include, stripped)
      const tls = localCertificate()
      const site = await serveOverTls('nginx', baseURL!, tls, copy)
      try {
        const verify = await runTrusting(
          tls.cert,
          'scripts/verify.ts',
          [`https://${site.host}`, '--dist', DIST],
          150_000,
        )
        expect(verify.code, verify.out).toBe(1)
        // Mozilla's scoring: 100 - 20 - 5 is below an A, so the bonus points (+20) do not count.
        expect(verify.out).toMatch(
          /^✖ Mozilla HTTP Observatory \(@mdn\/mdn-http-observatory [\d.]+\) on localhost:\d+\/: B, 75 points, 8 of 10 tests passed$/m,
        )
        expect(verify.out).toMatch(
          /^ {2}✖ strict-transport-security +-20 {2}hsts-not-implemented\n {6}fix: Add HSTS\./m,
        )
        expect(verify.out).toMatch(
          /^ {2}✖ x-content-type-options +-5 {2}x-content-type-options-not-implemented\n {6}fix: Set to nosniff\./m,
        )
        expect(verify.out).toMatch(/the site must grade A\+ at 100 points/)
      } finally {
        await site.stop()
        rmSync(copy, { recursive: true, force: true })
        rmSync(dirname(tls.cert), { recursive: true, force: true })
      }
    },
  )
})

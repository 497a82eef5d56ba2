/**
 * npm run bench:nav [-- --skip-build] [--runs 3] [--dir dist/client] [--rtt 150]
 *                      [--report docs/benchmarks/navigation.md]
 * Navigation to the next page, measured: how soon the page a visitor clicks
 * to is on screen, prerendered (Speculation Rules, site/speculation.ts) and
 * loaded the usual way, on Cloudflare's runtime (server/cloudflare.ts).
 *
 * Chrome never activates a prerender while a debugger is attached, so no
 * DevTools connection is made: Debian's Chromium is started directly
 * (`--headless=new`) on a page of this bench's server, and the site's pages
 * drive themselves with a probe (bench/lib/nav-probe.ts) written, with
 * the bench's own rule set, into a scratch copy of the built site (the
 * build itself is never changed). For each pair of pages (the visitor's
 * short path: home → features → book a demo, in both languages), the first
 * page clicks its link to the second, once after the second page has been
 * prerendered, once without; the second page reports, by navigating to this
 * bench's server, `activationStart` (above 0 only for a prerendered page
 * that was shown), its paint timing and the time from the click to its
 * first frame on screen. A page that could not be prerendered is named with
 * the reason the pages could see. The browser reaches the runtime through a
 * proxy that adds a phone's round trip (`--rtt`, 150 ms like Lighthouse's
 * simulated mobile; 0 for localhost's), which a navigation pays and a
 * prerender has paid before the click.
 *
 * The prerender is started by the bench's rule set (eagerness "immediate"
 * on the one link the probe marks), not by the site's own rule: with no
 * pointer to move, no intent can be shown. That the site's rule starts an
 * attempt when a pointer rests on a link is proven by
 * tests/e2e/prerender.spec.ts (Chrome's Preload domain).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildSync } from 'esbuild'
import { langOfUrl, localizedPath } from '../../site/routes.ts'
import { startCloudflare } from '../../server/cloudflare.ts'
import { freePort } from '../../server/ports.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts'
import { startLatencyProxy } from '../lib/latency.ts'
import { writeMarkdown } from '../lib/markdown.ts'
import {
  chromeSays,
  renderNavigationMarkdown,
  renderNavigationText,
  summarise,
  type ChromeMessage,
  type NavRun,
} from '../lib/nav-figures.ts'
import { LANGS } from '../../site/lang.ts'

const { values } = parseArgs({
  options: {
    'skip-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    dir: { type: 'string', default: 'dist/client' },
    report: { type: 'string' },
    rtt: { type: 'string', default: '150' },
  },
})
const RTT = Math.max(0, Number(values.rtt))
const RUNS = Math.max(1, Number(values.runs))
const command = `npm run bench:nav -- ${process.argv.slice(2).join(' ')}`.trim().replace(/ --$/, '')

/** The visitor's short path, in both languages. */
export const PAIRS: [string, string][] = LANGS.flatMap((lang) =>
  [
    ['/', '/features'],
    ['/features', '/book-demo'],
  ].map(([from, to]): [string, string] => [localizedPath(from!, lang), localizedPath(to!, lang)]),
)
const MODES = ['prerender', 'plain'] as const

if (!values['skip-build']) {
  const build = spawnSync('node_modules/.bin/tsx', ['generator/cli/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, SITE_OUT_DIR: 'dist' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

/** Every HTML file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : []
  })
}

/** The built site with the probe in every page and the bench's rule set on every response. */
function scratchCopy(dir: string): string {
  const out = mkdtempSync(join(tmpdir(), 'bench-nav-'))
  cpSync(dir, out, { recursive: true })
  const probe = buildSync({
    entryPoints: ['bench/lib/nav-probe.ts'],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text
  mkdirSync(join(out, '__bench/seed'), { recursive: true })
  writeFileSync(join(out, '__bench/nav-probe.js'), probe)
  writeFileSync(
    join(out, '__bench/rules.json'),
    JSON.stringify({
      prerender: [{ source: 'document', where: { selector_matches: '[data-bench-next]' }, eagerness: 'immediate' }],
    }),
  )
  writeFileSync(
    join(out, '__bench/seed/index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title><script src="/__bench/nav-probe.js"></script></head><body></body></html>\n',
  )
  // Deferred: it never holds up the first paint it measures; it runs before the load event it waits for.
  for (const file of htmlFiles(out).filter((f) => !f.includes('__bench')))
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('</head>', '<script src="/__bench/nav-probe.js" defer></script></head>'),
    )
  writeFileSync(
    join(out, '_headers'),
    `${readFileSync(join(out, '_headers'), 'utf8')}\n/*\n  Speculation-Rules: "/__bench/rules.json"\n\n/__bench/rules.json\n  Content-Type: application/speculationrules+json\n`,
  )
  return out
}

const scratch = scratchCopy(values.dir!)
const runtime = await startCloudflare({ root: scratch, port: await freePort() })
const proxy = await startLatencyProxy(await freePort(), { host: '127.0.0.1', port: runtime.port }, RTT)
const siteOrigin = `http://localhost:${proxy.port}`
const benchPort = await freePort()
const bench = `http://127.0.0.1:${benchPort}`

/** Every step of the run, in order: a pair in a mode. */
const steps = PAIRS.flatMap(([from, to]) =>
  Array.from({ length: RUNS }, () => MODES.map((mode) => ({ from, to, mode }))).flat(),
)
const runs: NavRun[] = []
const messages: ChromeMessage[] = []
let step = 0
const firstStop = (i: number) => {
  const s = steps[i]
  if (!s) return `${bench}/done`
  const hash = new URLSearchParams({
    'bench-seed': s.from,
    'bench-lang': langOfUrl(s.from),
    'bench-to': s.to,
    'bench-report': bench,
    'bench-mode': s.mode,
  })
  return `${siteOrigin}/__bench/seed/#${hash}`
}

let chrome = null as ChildProcess | null
const profiles: string[] = []
/** The step's time limit: a step is two page loads and a report, a few seconds even on a busy machine. */
const STEP_LIMIT_MS = Number(process.env.BENCH_NAV_STEP_LIMIT_MS ?? 30_000)
try {
  await new Promise<void>((done, fail) => {
    let watchdog: NodeJS.Timeout
    /** The step already tried twice: a step whose browser was killed is tried once more, from its first page. */
    let retried = -1
    const arm = () => {
      clearTimeout(watchdog)
      watchdog = setTimeout(() => {
        const what = `bench:nav step ${step + 1} of ${steps.length} (${JSON.stringify(steps[step])})`
        if (retried === step)
          return fail(new Error(`watchdog: ${what} sent no report within ${STEP_LIMIT_MS / 1000} s, twice: failing`))
        retried = step
        process.stderr.write(
          `  watchdog: ${what}: no report within ${STEP_LIMIT_MS / 1000} s; killing Chromium, trying once more\n`,
        )
        launch(firstStop(step))
        arm()
      }, STEP_LIMIT_MS)
    }
    const server = createServer((req, res) => {
      const url = new URL(req.url!, bench)
      if (url.pathname === '/report') {
        const s = steps[step]!
        const error = url.searchParams.get('error')
        const figures = error ? null : (JSON.parse(url.searchParams.get('d')!) as NavRun['figures'])
        runs.push({ ...s, figures, error })
        step++
        arm()
        res.writeHead(302, { location: firstStop(step) })
        return res.end()
      }
      if (url.pathname === '/start') {
        arm()
        res.writeHead(302, { location: firstStop(0) })
        return res.end()
      }
      if (url.pathname === '/done') {
        clearTimeout(watchdog)
        res.end('done')
        server.close()
        return done()
      }
      res.writeHead(404).end()
    })
    /** A fresh Chromium (and profile) on `url`; the one before, if any, is killed first. */
    const launch = (url: string) => {
      const before = chrome
      before?.removeAllListeners('exit')
      before?.kill('SIGKILL')
      const profile = mkdtempSync(join(tmpdir(), 'bench-nav-profile-'))
      profiles.push(profile)
      const started = spawn(
        chromiumPath(),
        [
          '--headless=new',
          '--no-sandbox',
          ...CHROMIUM_ARGS,
          '--window-size=1280,900',
          `--user-data-dir=${profile}`,
          // Console messages on stderr: what Chrome says about a rule set (a parse error, a rejected rule).
          '--enable-logging=stderr',
          '--v=0',
          url,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      )
      chrome = started
      let buffer = ''
      started.stderr!.on('data', (chunk: Buffer) => {
        buffer += chunk.toString('utf8')
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) {
          const said = chromeSays(line)
          if (said) messages.push(said)
        }
      })
      started.once(
        'exit',
        (code) => step < steps.length && fail(new Error(`Chromium exited (${code}) at step ${step}`)),
      )
    }
    server.listen(benchPort, '127.0.0.1', () => launch(`${bench}/start`))
  })
} finally {
  ;(chrome as ChildProcess | null)?.kill()
  await proxy.close()
  await runtime.stop()
  rmSync(scratch, { recursive: true, force: true })
  for (const profile of profiles) rmSync(profile, { recursive: true, force: true })
}

const result = {
  measuredAt: new Date().toISOString(),
  command,
  runs: RUNS,
  rttMs: RTT,
  machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '?', loadAverage: loadavg() },
  pairs: summarise(runs, PAIRS, messages),
}
console.log(renderNavigationText(result))
mkdirSync('.reports', { recursive: true })
writeFileSync('.reports/bench-navigation.json', JSON.stringify({ ...result, raw: runs, messages }, null, 2))
if (values.report) {
  await writeMarkdown(values.report, renderNavigationMarkdown(result))
  console.log(`\nwrote ${values.report}`)
}

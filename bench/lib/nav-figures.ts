/**
 * The figures of `npm run bench:nav` (bench/cli/nav.ts): what the
 * next page reported, per pair of pages, and the tables for the terminal and
 * for docs (dated, with the command, never copied by hand).
 */

/** What the next page reported (bench/lib/nav-probe.ts); times in ms, epoch-based where absolute. */
export interface NavFigures {
  page: string
  from: string
  mode: string
  /** The page was prerendering when its probe first ran. */
  wasPrerendering: boolean
  /** Above 0 only for a prerendered page that was shown (activated). */
  activationStart: number
  timeOrigin: number
  clickAt: number
  /** When the first page heard that this one was prerendering, or null. */
  prerenderingAt: number | null
  /** The page's first frame after it was shown (two animation frames after activation or load). */
  frameAt: number
  /** First contentful paint, relative to timeOrigin, or null. */
  fcp: number | null
}

export interface NavRun {
  from: string
  to: string
  mode: 'prerender' | 'plain'
  figures: NavFigures | null
  error: string | null
}

/** A console message of a page about speculation rules or prerendering, as Chromium logs it on stderr. */
export interface ChromeMessage {
  /** The path of the page that logged it. */
  path: string
  message: string
}

/** The message of a Chromium log line, when it is a page's console message about speculation or prerendering. */
export function chromeSays(line: string): ChromeMessage | null {
  const m = /:CONSOLE[^\]]*\] "(.*)", source: (\S+)/.exec(line)
  if (!m || !/speculation|prerender/i.test(m[1]!)) return null
  try {
    return { path: new URL(m[2]!).pathname, message: m[1]! }
  } catch {
    return null
  }
}

export interface PairSummary {
  from: string
  to: string
  /** Prerendered runs: how many, and how many were shown from the prerender. */
  prerenderRuns: number
  activated: number
  /** Medians over the activated runs (ms). */
  activationStartMs: number | null
  clickToActivationMs: number | null
  clickToFrameMs: number | null
  /** The first contentful paint of a page shown from its prerender, after the click. */
  clickToFcpMs: number | null
  /** Plain navigations: median time from the click to the next page's first contentful paint (ms). */
  plainClickToFcpMs: number | null
  /** Every prerendered run that was not shown from its prerender, with the reason the pages could see. */
  failures: string[]
}

/** The goal of issue "the next page is instant": shown from the prerender, on screen within 100 ms of the click. */
export const NAV_GOAL_MS = 100

const median = (values: number[]): number | null =>
  values.length ? Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]! * 10) / 10 : null

/** Why a prerendered run was not shown from its prerender. */
function reason(run: NavRun): string {
  if (run.error) return run.error
  const f = run.figures!
  if (f.prerenderingAt === null && !f.wasPrerendering)
    return 'the page never reported prerendering within 5 s: Chrome started no prerender (its rule set not applied, or the attempt refused at once)'
  return 'prerendered, then discarded before the click: the click loaded the page anew (activationStart 0)'
}

/** Each pair's figures over its runs: how many were shown from a prerender, the medians, and the failures named. */
export function summarise(runs: NavRun[], pairs: [string, string][], messages: ChromeMessage[] = []): PairSummary[] {
  return pairs.map(([from, to]) => {
    const mine = runs.filter((r) => r.from === from && r.to === to)
    const prerendered = mine.filter((r) => r.mode === 'prerender')
    const shown = prerendered.filter((r) => r.figures && r.figures.activationStart > 0)
    const plain = mine.filter((r) => r.mode === 'plain' && r.figures?.fcp != null)
    return {
      from,
      to,
      prerenderRuns: prerendered.length,
      activated: shown.length,
      activationStartMs: median(shown.map((r) => r.figures!.activationStart)),
      clickToActivationMs: median(
        shown.map((r) => r.figures!.timeOrigin + r.figures!.activationStart - r.figures!.clickAt),
      ),
      clickToFrameMs: median(shown.map((r) => r.figures!.frameAt - r.figures!.clickAt)),
      clickToFcpMs: median(
        shown
          .filter((r) => r.figures!.fcp !== null)
          .map((r) => r.figures!.timeOrigin + r.figures!.fcp! - r.figures!.clickAt),
      ),
      plainClickToFcpMs: median(plain.map((r) => r.figures!.timeOrigin + r.figures!.fcp! - r.figures!.clickAt)),
      failures: prerendered
        .filter((r) => !shown.includes(r))
        .map((r) => {
          const said = [...new Set(messages.filter((m) => m.path === from).map((m) => m.message))]
          return `${from} → ${to}: ${reason(r)}${said.length ? `; Chrome said: ${said.join(' / ')}` : ''}`
        }),
    }
  })
}

/** One run of the bench: when, how, on what, and each pair's figures. */
export interface NavResult {
  measuredAt: string
  command: string
  runs: number
  /** The round trip the proxy added to every request, ms. */
  rttMs: number
  machine: { cpus: number; model: string; loadAverage: number[] }
  pairs: PairSummary[]
}

const ms = (n: number | null) => (n === null ? '-' : `${n} ms`)

function rows(result: NavResult): string[][] {
  return result.pairs.map((p) => [
    `${p.from} → ${p.to}`,
    `${p.activated}/${p.prerenderRuns}`,
    ms(p.activationStartMs),
    ms(p.clickToActivationMs),
    ms(p.clickToFcpMs),
    ms(p.clickToFrameMs),
    ms(p.plainClickToFcpMs),
    p.activated === p.prerenderRuns && p.clickToFcpMs !== null && p.clickToFcpMs <= NAV_GOAL_MS ? 'yes' : 'no',
  ])
}

const HEAD = [
  'pair',
  'shown from prerender',
  'activationStart',
  'click → activation',
  'click → first paint',
  'click → first frame',
  'without prerender: click → first paint',
  `shown ≤ ${NAV_GOAL_MS} ms after the click`,
]

/** The table for the terminal, with the runs not shown from a prerender. */
export function renderNavigationText(result: NavResult): string {
  const table = [HEAD, ...rows(result)]
  const widths = HEAD.map((_, i) => Math.max(...table.map((r) => r[i]!.length)) + 2)
  const failures = result.pairs.flatMap((p) => p.failures)
  return [
    `round trip added to every request: ${result.rttMs} ms`,
    ...table.map((r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('')),
    '',
    failures.length
      ? `not shown from a prerender:\n  ${failures.join('\n  ')}`
      : 'every prerendered run was shown from its prerender',
  ].join('\n')
}

/** The table as a Markdown page for docs/, dated, with the command and the machine. */
export function renderNavigationMarkdown(result: NavResult): string {
  const load = result.machine.loadAverage.map((n) => n.toFixed(1)).join(', ')
  const failures = result.pairs.flatMap((p) => p.failures)
  return [
    '# Navigation to the next page, measured',
    '',
    `Written by \`${result.command}\` on ${result.measuredAt.slice(0, 10)}; run it again to refresh. Do not edit by hand.`,
    `Machine: ${result.machine.cpus} × ${result.machine.model}, load average ${load} at the end of the run; ` +
      `${result.runs} run${result.runs === 1 ? '' : 's'} of each pair in each mode, medians; Debian's Chromium, headless, no DevTools connection, Cloudflare's runtime behind a proxy adding a ${result.rttMs} ms round trip to every request. How it is measured: [performance.md](../performance.md#navigation-to-the-next-page).`,
    '',
    `| ${HEAD.join(' | ')} |`,
    `| ${HEAD.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...rows(result).map((r) => `| ${r.map((c, i) => (i === 0 ? c.replace(/(\/\S*)/g, '`$1`') : c)).join(' | ')} |`),
    '',
    failures.length
      ? `Not shown from a prerender:\n\n${failures.map((f) => `- ${f}`).join('\n')}`
      : 'Every prerendered run was shown from its prerender.',
    '',
  ].join('\n')
}

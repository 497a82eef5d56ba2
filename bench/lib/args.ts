/** The command line of `npm run bench` (bench/cli/lighthouse.ts), parsed and checked; pure. */
import { parseArgs } from 'node:util'

export type Consent = 'pending' | 'granted'

export interface BenchOptions {
  /** `--set <name>`: a named set of URLs of bench/budgets.json. */
  set?: string
  /** `--urls /,/features`: these URLs instead. */
  urls?: string
  skipBuild: boolean
  /** Lighthouse runs per URL (each after a run of the reference page). */
  runs: number
  /** The built site to serve. */
  dir: string
  consent?: Consent
  /** Whether to measure the single-page-app stand-in too. */
  floor: boolean
  /** A Markdown file to write the tables into. */
  report?: string
  /** Where the summary goes: `bench:check` reads .reports/bench.json, which a consent run never replaces. */
  summaryFile: string
  /** The command as typed, for the report. */
  command: string
}

/** Parses `npm run bench` arguments; throws a message naming the wrong option. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    allowNegative: true,
    options: {
      set: { type: 'string' },
      urls: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      dir: { type: 'string', default: 'dist/client' },
      consent: { type: 'string' },
      floor: { type: 'boolean', default: true },
      report: { type: 'string' },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs is a whole number of runs, 1 or more (got ${values.runs})`)
  const consent = values.consent
  if (consent !== undefined && consent !== 'pending' && consent !== 'granted')
    throw new Error('--consent is pending or granted')
  return {
    set: values.set,
    urls: values.urls,
    skipBuild: values['skip-build'],
    runs,
    dir: values.dir,
    consent,
    floor: values.floor,
    report: values.report,
    summaryFile: consent ? `.reports/bench-consent-${consent}.json` : '.reports/bench.json',
    command: `npm run bench -- ${argv.join(' ')}`.trim().replace(/ --$/, ''),
  }
}

import { describe, expect, it } from 'vitest'
import {
  chromeSays,
  renderNavigationText,
  summarise,
  type NavFigures,
  type NavRun,
} from '../../../bench/lib/nav-figures.ts'

const figures = (over: Partial<NavFigures> = {}): NavFigures => ({
  page: '/features/',
  from: '/',
  mode: 'prerender',
  wasPrerendering: true,
  activationStart: 600,
  timeOrigin: 1_000_000,
  clickAt: 1_000_600,
  prerenderingAt: 1_000_400,
  frameAt: 1_000_640,
  fcp: 650,
  ...over,
})
const run = (
  mode: 'prerender' | 'plain',
  over: Partial<NavFigures> | null = {},
  error: string | null = null,
): NavRun => ({
  from: '/',
  to: '/features/',
  mode,
  figures: over === null ? null : figures({ mode, ...over }),
  error,
})

describe('bench:nav figures (bench/lib/nav-figures.ts)', () => {
  it('a prerendered page shown from its prerender: activationStart, and the click to its first paint and frame', () => {
    const [pair] = summarise(
      [run('prerender'), run('plain', { wasPrerendering: false, activationStart: 0, fcp: 250, timeOrigin: 1_000_601 })],
      [['/', '/features/']],
    )
    expect(pair).toMatchObject({
      activated: 1,
      prerenderRuns: 1,
      activationStartMs: 600,
      clickToActivationMs: 0,
      clickToFcpMs: 50,
      clickToFrameMs: 40,
      plainClickToFcpMs: 251,
      failures: [],
    })
    expect(
      renderNavigationText({
        measuredAt: '',
        command: '',
        runs: 1,
        rttMs: 150,
        machine: { cpus: 2, model: 'x', loadAverage: [1] },
        pairs: [pair!],
      }),
    ).toMatch(/yes$/m)
  })

  it('names the page and the reason when a run was not shown from a prerender, with what Chrome said', () => {
    const said = chromeSays(
      '[1:1:1124/061622.9:INFO:CONSOLE:0] "While parsing speculation rules: Syntax error.", source: http://localhost:1/#bench-to=%2Ffeatures%2F (0)',
    )
    expect(said).toEqual({ path: '/', message: 'While parsing speculation rules: Syntax error.' })
    expect(
      chromeSays('[1:1:1124/0:INFO:CONSOLE:1] "[booking] unavailable", source: http://localhost:1/x.js (1)'),
    ).toBeNull()
    const [pair] = summarise(
      [
        run('prerender', { wasPrerendering: false, activationStart: 0, prerenderingAt: null }),
        run('prerender', { activationStart: 0 }),
        run('prerender', null, 'no visible link to /features/ on /'),
      ],
      [['/', '/features/']],
      [said!],
    )
    expect(pair!.activated).toBe(0)
    expect(pair!.failures).toEqual([
      '/ → /features/: the page never reported prerendering within 5 s: Chrome started no prerender (its rule set not applied, or the attempt refused at once); Chrome said: While parsing speculation rules: Syntax error.',
      '/ → /features/: prerendered, then discarded before the click: the click loaded the page anew (activationStart 0); Chrome said: While parsing speculation rules: Syntax error.',
      '/ → /features/: no visible link to /features/ on /; Chrome said: While parsing speculation rules: Syntax error.',
    ])
  })
})

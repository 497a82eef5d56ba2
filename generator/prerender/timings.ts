import type { StepTimes } from './page.ts'

/** Where a build's time went: wall seconds per phase, and CPU seconds per page step summed over lanes. */
export interface BuildTimings {
  pages: number
  lanes: number
  /** Wall seconds. */
  total: number
  /** The generator checks (vike's client and server builds run beside them). */
  checks: number
  /** vike's client and server builds, from their start (overlapping the checks). */
  bundles: number
  /** Every page rendered, finished, written and checked, on every lane. */
  pagesPhase: number
  /** Host files, sitemap and the checks across pages. */
  siteFiles: number
  /** Seconds of each page step, summed over lanes (each lane is one thread: about its CPU time). */
  steps: { render: number; postBuild: number; htmlChecks: number; validate: number; socialImage: number }
  /** Social images drawn and copied from the cache. */
  ogImages: { drawn: number; reused: number }
  /**
   * The Markdown texts' images: wall seconds from the end of the checks until
   * every file was in the cache (beside vike's builds), images encoded and
   * taken from the cache, files encoded.
   */
  contentImages?: { seconds: number; encoded: number; reused: number; filesEncoded: number }
}

export function buildTimings(t: Omit<BuildTimings, 'steps'> & { steps: StepTimes }): BuildTimings {
  const s = (ms: number) => ms / 1000
  return {
    ...t,
    steps: {
      render: s(t.steps.render),
      postBuild: s(t.steps.postBuild),
      htmlChecks: s(t.steps.htmlChecks),
      validate: s(t.steps.validate),
      socialImage: s(t.steps.socialImage),
    },
  }
}

const f = (seconds: number) => `${seconds.toFixed(1)} s`

/** One line per phase; the page steps also per 100 pages. */
export function formatTimings(t: BuildTimings): string {
  const per100 = (seconds: number) => `${((seconds / t.pages) * 100).toFixed(2)} s/100 pages`
  return [
    `time: ${f(t.total)} in all for ${t.pages} documents`,
    `  checks ${f(t.checks)} (vike's client and server builds beside them: ${f(t.bundles)})`,
    `  pages ${f(t.pagesPhase)} on ${t.lanes} lane${t.lanes === 1 ? '' : 's'}; thread time: render ${f(t.steps.render)} (${per100(t.steps.render)}), post-build ${f(t.steps.postBuild)} (${per100(t.steps.postBuild)}), HTML checks ${f(t.steps.htmlChecks)} (${per100(t.steps.htmlChecks)}), HTML validation ${f(t.steps.validate)} (${per100(t.steps.validate)}), social images ${f(t.steps.socialImage)} (${t.ogImages.drawn} drawn, ${t.ogImages.reused} from the cache)`,
    ...(t.contentImages
      ? [
          `  images of the texts ${f(t.contentImages.seconds)} beside vike's builds: ${t.contentImages.encoded} encoded (${t.contentImages.filesEncoded} files), ${t.contentImages.reused} from the cache`,
        ]
      : []),
    `  site files and checks across pages ${f(t.siteFiles)}`,
  ].join('\n')
}

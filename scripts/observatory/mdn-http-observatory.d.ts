// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types shipped) that scripts/observatory/ uses.

declare module '@mdn/mdn-http-observatory' {
  export interface TestOutput {
    expectation: string
    pass: boolean | null
    result: string | null
    scoreDescription?: string | null
    scoreModifier: number | null
  }
  export interface ScanResult {
    scan: {
      algorithmVersion: number
      grade: string
      score: number
      statusCode: number
      testsFailed: number
      testsPassed: number
      testsQuantity: number
      responseHeaders: Record<string, string>
    }
    /** By test name, e.g. "content-security-policy". */
    tests: Record<string, TestOutput>
  }
  /** Fetches http:// and https:// of the host (a port may follow the name) and grades its home page. */
  export function scan(hostname: string): Promise<ScanResult>
}

declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  /** What the tests read: the responses of one host and path. */
  export interface Requests {
    hostname: string
    responses: { auto: { status: number } | null }
  }
  export function retrieve(hostname: string, options?: { path?: string }): Promise<Requests>
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { TestOutput } from '@mdn/mdn-http-observatory'
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
  /** Each test is a function whose output class carries the test's name. */
  export const ALL_TESTS: ((requests: Requests) => TestOutput)[]
  export const NUM_TESTS: number
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string }
  export function getScoreModifier(expectation: string): number
  export function getScoreDescription(expectation: string): string
  export function getRecommendation(expectation: string): string
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}

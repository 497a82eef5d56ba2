/**
 * Time limits for the browser-driven steps (Lighthouse runs, the navigation
 * bench): a browser or a DevTools call that never answers must end in a
 * named failure, not in a CI run that waits until its own limit. A run past
 * its limit is stopped (its browser killed by the caller's `stop`), tried
 * once more, and named if it passes the limit again.
 */

/** A run that passed its time limit; `what` names it for the log. */
export class TimedOut extends Error {
  constructor(
    readonly what: string,
    readonly limitMs: number,
  ) {
    super(`${what} did not finish within ${seconds(limitMs)} s`)
    this.name = 'TimedOut'
  }
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

/**
 * Runs `work` with a time limit. Past it, `stop` is called (kill the
 * browser, close the server) and TimedOut is thrown; whatever `work` does
 * afterwards is ignored, so an abandoned call that rejects later cannot end
 * the process.
 */
export async function withinLimit<T>(
  what: string,
  limitMs: number,
  work: () => Promise<T>,
  stop: () => void | Promise<void>,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const running = work()
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimedOut(what, limitMs)), limitMs)
  })
  try {
    return await Promise.race([running, expired])
  } catch (error) {
    if (error instanceof TimedOut) {
      running.catch(() => {})
      await stop()
    }
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `attempt(1)`, and on TimedOut `attempt(2)` after saying so; a second
 * TimedOut becomes an error that names the run and both attempts. Any other
 * error goes through at once.
 */
export async function retryOnceOnTimeout<T>(
  attempt: (n: 1 | 2) => Promise<T>,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<T> {
  try {
    return await attempt(1)
  } catch (error) {
    if (!(error instanceof TimedOut)) throw error
    log(`  watchdog: ${error.message}; its browser was killed, trying once more`)
  }
  try {
    return await attempt(2)
  } catch (error) {
    if (!(error instanceof TimedOut)) throw error
    throw new Error(`watchdog: ${error.message}, twice (its browser was killed each time): failing the step`, {
      cause: error,
    })
  }
}

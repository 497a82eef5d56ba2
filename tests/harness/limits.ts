/**
 * Time limits of the tests that run the generator's commands in scratch copies (add-page, add-entry,
 * translations, build lanes): each set at about three times what it takes inside a whole `npm test`
 * on a 2-core machine, where it shares the cores with the browser tests (docs/testing.md, "Time
 * limits"), so that a machine twice as slow still passes and a hang is still stopped and named.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { basename, join } from 'node:path'
import { pathToFileURL } from 'node:url'

/** One command of the generator (a check, a build, add-page), started by a test. */
export const COMMAND_LIMIT_MS = 300_000
/** A test that runs several of them (the longest, add-page's build test: 109 s inside `npm test`); tests written with `}, 360_000)` use the same figure as a literal, which the formatter keeps on one line. */
export const HEAVY_TEST_MS = 360_000

/**
 * spawnSync with a time limit: a command past it is killed and the test fails naming the command and
 * the limit (a synchronous spawn blocks the worker, so Vitest's own test timeout could not stop it).
 */
export function runWithin(
  command: string,
  args: string[],
  options: SpawnSyncOptions & { limitMs?: number } = {},
): { status: number | null; stdout: string; stderr: string } {
  const limitMs = options.limitMs ?? COMMAND_LIMIT_MS
  const result = spawnSync(command, args, { ...options, encoding: 'utf8', timeout: limitMs, killSignal: 'SIGKILL' })
  const what = `${basename(command)} ${args.join(' ')}`.slice(0, 160)
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ETIMEDOUT')
    throw new Error(`${what} did not finish within ${limitMs / 1000} s (its time limit): killed`)
  if (result.error) throw new Error(`${what} could not run: ${result.error.message}`)
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) }
}

/**
 * Runs a TypeScript script of a repository or scratch copy (`cwd`) as its `tsx` command does, with
 * `node --import tsx` (this repository's tsx), under runWithin's limit: without the `tsx` command's own
 * process in front, 0.2 CPU-seconds a start (1.90 against 2.10 CPU-s for a check, measured on a 2-core
 * machine), and the tests start about 50.
 */
export function runTsx(
  args: string[],
  options: SpawnSyncOptions & { cwd: string; limitMs?: number },
): { status: number | null; stdout: string; stderr: string } {
  return runWithin(process.execPath, ['--import', TSX_LOADER, ...args], options)
}

/** tsx's loader (what `--import tsx` resolves to), by its address: a command run from another folder finds it too. */
export const TSX_LOADER = pathToFileURL(join(import.meta.dirname, '../../node_modules/tsx/dist/loader.mjs')).href

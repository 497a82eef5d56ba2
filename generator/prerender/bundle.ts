import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

export interface Bundling {
  /** Resolves when vike's builds end: exit status and everything they printed. */
  done: Promise<{ status: number | null; output: string; seconds: number }>
  /** Stops the builds (the checks failed: nothing will be rendered). */
  stop(): void
}

/**
 * vike's client and server builds (`vike build`; pre-rendering is ours, see
 * renderer/+config.ts), started in a child process so they run on another
 * core while the checks run here. Their output is kept and printed after the
 * checks' report, not interleaved with it.
 */
export function startBundling(): Bundling {
  const started = performance.now()
  const child = spawn(resolve('node_modules/.bin/vike'), ['build'], {
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const done = new Promise<{ status: number | null; output: string; seconds: number }>((done) =>
    child.on('close', (status) => done({ status, output, seconds: (performance.now() - started) / 1000 })),
  )
  return { done, stop: () => child.kill('SIGTERM') }
}

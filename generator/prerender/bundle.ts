import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

/** How vike's builds ended: exit status, everything they printed, and how long they took. */
export interface Bundled {
  status: number | null
  output: string
  seconds: number
}

export interface Bundling {
  /** Resolves when vike's builds end. */
  done: Promise<Bundled>
  /** Stops the builds (the checks failed: nothing will be rendered); resolves once they have ended, when the child is this thread's. */
  stop(): Promise<void>
}

/**
 * vike's client and server builds (`vike build`; pre-rendering is ours, see
 * renderer/+config.ts), started in a child process so they run beside the
 * checks. Their output is kept and printed after the checks' report, not
 * interleaved with it. The build's first worker starts them
 * (generator/prerender/lanes.ts); a build on one lane, the main thread.
 * They write into `outDir`, the build's staging folder (generator/cli/output.ts): vite.config.ts
 * reads it as SITE_OUT_DIR, and empties it.
 */
export function startBundling(
  outDir: string,
  color = Boolean(process.stdout.isTTY),
): Bundling & { pid: number | undefined } {
  const started = performance.now()
  const child = spawn(resolve('node_modules/.bin/vike'), ['build'], {
    env: { ...process.env, SITE_OUT_DIR: outDir, ...(color ? { FORCE_COLOR: '1' } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((done) => {
    child.on('exit', () => done())
    child.on('error', () => done())
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const done = new Promise<Bundled>((done) =>
    child.on('close', (status) => done({ status, output, seconds: (performance.now() - started) / 1000 })),
  )
  return {
    done,
    pid: child.pid,
    // Resolves once the child has exited: the staging folder it writes into can then be removed.
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

/**
 * One step of `npm test` (a build, a suite): a command under a time limit, stopped with everything it
 * started when the limit passes or the run itself is stopped, and named with what it was doing.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, writeSync } from 'node:fs'
import { stopProcessesOfRuns, sweepLeftovers } from '../../server/leftovers.ts'

export interface StepResult {
  /** The command's exit status; null when it was stopped. */
  status: number | null
  seconds: number
  stopped: boolean
}

/** A line of output without its colours. */
// eslint-disable-next-line no-control-regex
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '').trim()

/** The steps running now (two may run side by side), by their process. */
const running = new Map<ChildProcess, string>()

/** Kills the step's process group (the step runs in a session of its own). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    /* already gone */
  }
}

/**
 * Runs `cmd args` with its output passed through. Past `limitSeconds` it is stopped (its whole
 * process group, then any server it recorded, server/leftovers.ts), and the line says which step,
 * after how long, and the last thing it printed.
 */
export function runStep(
  name: string,
  cmd: string,
  args: string[],
  limitSeconds: number,
  env: Record<string, string> = {},
  /** Write the output to this file instead of the terminal (a step that runs beside another). */
  logFile?: string,
): Promise<StepResult> {
  const started = Date.now()
  const log = logFile ? openSync(logFile, 'w') : null
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
      detached: true,
    })
    running.set(child, name)
    let lastLine = ''
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const)
      stream.on('data', (chunk: Buffer) => {
        if (log !== null) writeSync(log, chunk)
        else out.write(chunk)
        const lines = chunk
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim() !== '')
        if (lines.length > 0) lastLine = lines[lines.length - 1]!
      })
    let stopped = false
    const timer = setTimeout(() => {
      stopped = true
      killGroup(child, 'SIGTERM')
      setTimeout(() => killGroup(child, 'SIGKILL'), 10_000).unref()
    }, limitSeconds * 1000)
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (log !== null) closeSync(log)
      running.delete(child)
      const seconds = (Date.now() - started) / 1000
      // Anything the step's servers left (their owner gone) is stopped before the next step starts.
      void sweepLeftovers((line) => console.log(`  ${line}`)).then(() => {
        if (stopped)
          console.error(
            `\n!! ${name}: stopped after its limit of ${limitSeconds} s, with what it started` +
              (lastLine ? `; it was at: ${plain(lastLine).slice(0, 200)}` : ''),
          )
        resolve({ status: stopped ? null : (code ?? (signal ? null : 1)), seconds, stopped })
      })
    })
  })
}

/** Stops the running steps (the run itself was asked to stop); resolves once their servers are gone. */
export async function stopCurrentStep(signal: NodeJS.Signals): Promise<void> {
  const steps = [...running]
  for (const [child, name] of steps) {
    console.error(`\n!! npm test was stopped (${signal}) during: ${name}`)
    killGroup(child, 'SIGTERM')
  }
  if (steps.length > 0) await new Promise((r) => setTimeout(r, 2000))
  for (const [child] of steps) killGroup(child, 'SIGKILL')
  // What the steps started outside their process groups (a browser started detached) goes too.
  stopProcessesOfRuns((line) => console.error(`  ${line}`), process.pid)
  await sweepLeftovers((line) => console.error(`  ${line}`))
}

/**
 * Runs a command and samples the resident memory of its whole process tree
 * (Linux /proc), for the benchmarks: worker threads count in their process,
 * child processes (vike's builds) in theirs, summed at each sample.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'

/** Resident kilobytes of `pid` and every descendant, or 0 where /proc cannot be read. */
export function treeRssKb(pid: number): number {
  if (!existsSync('/proc')) return 0
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)])
      const status = readFileSync(`/proc/${name}/status`, 'utf8')
      rss.set(Number(name), Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0))
    } catch {
      // The process ended between the listing and the read.
    }
  }
  let total = 0
  const stack = [pid]
  while (stack.length > 0) {
    const p = stack.pop()!
    total += rss.get(p) ?? 0
    stack.push(...(children.get(p) ?? []))
  }
  return total
}

/**
 * CPU seconds (user and system) of this process's children that have ended
 * and been waited for, with all of theirs (Linux /proc: cutime and cstime),
 * or NaN where /proc cannot be read. The difference around one child's run is
 * that child's whole tree: a figure a busy machine changes far less than
 * wall time.
 */
export function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // Fields 16 and 17 of stat(5) (cutime, cstime), counted from the state field (3).
    return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
  } catch {
    return Number.NaN
  }
}
/** sysconf(_SC_CLK_TCK) on Linux. */
const CLOCK_TICKS = 100

export interface Measured {
  status: number | null
  output: string
  seconds: number
  /** CPU seconds of the command and everything it started (NaN where /proc is missing). */
  cpuSeconds: number
  /** Highest sum of the tree's resident memory seen, in MiB (0 where /proc is missing). */
  peakMiB: number
}

/** Runs `command` in `cwd`, keeping its output, timing it and sampling its memory every 200 ms. */
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; echo?: boolean },
): Promise<Measured> {
  const started = performance.now()
  const cpuBefore = childrenCpuSeconds()
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output += chunk
    if (options.echo) process.stdout.write(chunk)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let peak = 0
  const sample = () => (peak = Math.max(peak, child.pid ? treeRssKb(child.pid) : 0))
  const timer = setInterval(sample, 200)
  return new Promise((resolve) =>
    child.on('close', (status) => {
      clearInterval(timer)
      resolve({
        status,
        output,
        seconds: (performance.now() - started) / 1000,
        cpuSeconds: childrenCpuSeconds() - cpuBefore,
        peakMiB: peak / 1024,
      })
    }),
  )
}

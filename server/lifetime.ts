/**
 * A local server's process that ends with whoever started it. Playwright starts the test servers
 * through a shell and tsx, in sessions of their own: when Playwright (or `npm test`) is killed
 * outright, nothing signals them, and they would keep their ports. So the server watches the
 * processes above it, and stops its servers (nginx, workerd) and exits once one of them is gone.
 */
import { readFileSync } from 'node:fs'
import { startTimeOf } from './leftovers.ts'

const parentOf = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/** The processes above this one, nearest first, up to `depth` of them (init excluded). */
function ancestors(depth: number): { pid: number; start: string | null }[] {
  const chain: { pid: number; start: string | null }[] = []
  let pid = process.ppid
  while (pid > 1 && chain.length < depth) {
    chain.push({ pid, start: startTimeOf(pid) })
    pid = parentOf(pid) ?? 0
  }
  return chain
}

/**
 * Calls `stop` then exits when a process above this one ends, or on SIGINT/SIGTERM. `SITE_RUN_OWNER`
 * (set by `npm test`) names one more process to outlive: the run itself.
 */
export function stopWithParent(stop: () => Promise<unknown>, depth = 3): void {
  const watched = ancestors(depth)
  const owner = Number(process.env.SITE_RUN_OWNER ?? NaN)
  if (Number.isInteger(owner) && owner > 1) watched.push({ pid: owner, start: startTimeOf(owner) })
  let stopping = false
  const end = (why: string) => {
    if (stopping) return
    stopping = true
    if (why) console.log(why)
    void stop().finally(() => process.exit(0))
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  const timer = setInterval(() => {
    const gone = watched.find((p) => startTimeOf(p.pid) !== p.start)
    if (gone) end(`the process that started this server (pid ${gone.pid}) has ended: stopping`)
  }, 1000)
  timer.unref()
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => end(''))
}

/**
 * Thread CPU time of the page's main thread, from the trace Lighthouse
 * recorded. Lighthouse's main-thread figure is the wall time of the tasks:
 * on a machine whose cores are busy, a task that waits for a core (or for
 * another thread of the renderer) counts as work. The thread clock (`tts`,
 * `tdur` in the trace) counts only the time the thread ran. Printed beside
 * Lighthouse's figure, the gap between the two is the waiting.
 */
// Lighthouse's own task tree (the one its main-thread audit sums), so both figures cover the same tasks.
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js'

interface TraceEvent {
  name: string
  ph: string
  tdur?: number
  tts?: number
}
interface TaskNode {
  parent?: TaskNode
  event: TraceEvent
  endEvent?: TraceEvent
  duration: number
}

/** Milliseconds of thread time of the top-level tasks (unscaled), and how many tasks had no thread clock. */
export async function mainThreadCpu(trace: unknown): Promise<{ cpuMs: number; wallMs: number; untimed: number }> {
  const tasks = (await MainThreadTasks.request(trace as never, { computedCache: new Map() } as never)) as TaskNode[]
  let cpuUs = 0
  let wallMs = 0
  let untimed = 0
  for (const task of tasks) {
    if (task.parent) continue
    wallMs += task.duration
    const thread =
      task.event.tdur ??
      (task.endEvent?.tts !== undefined && task.event.tts !== undefined
        ? task.endEvent.tts - task.event.tts
        : undefined)
    if (thread === undefined) untimed++
    else cpuUs += thread
  }
  return { cpuMs: cpuUs / 1000, wallMs, untimed }
}

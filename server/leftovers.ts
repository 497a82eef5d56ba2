/**
 * Servers left behind by a run that was stopped. Each local server (nginx, Cloudflare's workerd, the
 * outbox) is recorded by its port with the process that started it (its owner). A run stopped from
 * outside (a watchdog, Ctrl-C twice, a killed terminal) cannot stop what it started, and nginx's
 * master rewrites its own environment, so nothing that looks for a marker there finds it. The next
 * run reads the record instead: a port held while its owner is gone is a leftover, and is stopped;
 * a port held by anything else is named, never touched.
 */
import { mkdirSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One record a port, shared by every checkout on the machine (a leftover may come from another clone). */
export const recordsDir = () => process.env.SITE_SERVER_RECORDS ?? join(tmpdir(), 'site-local-servers')

interface ServerRecord {
  port: number
  /** What listens there, for messages ("nginx", "Cloudflare's runtime", "outbox"). */
  what: string
  /** What the command of a holder looks like (a regular expression's source): nothing else is stopped. */
  command: string
  owner: number
  /** The owner's start time (clock ticks after boot): a pid that was reused is not the owner. */
  ownerStart: string | null
}

export interface Holder {
  pid: number
  command: string
}

const recordFile = (port: number) => join(recordsDir(), `${port}.json`)

/** A process's start time from /proc/<pid>/stat, or null when it is gone. */
export function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Field 22; the command (field 2) may hold spaces, so count after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ').slice(0, 160)
  } catch {
    return '?'
  }
}

/** Socket inodes listening on the port (IPv4 and IPv6), from /proc/net/tcp*. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>()
  const hex = port.toString(16).toUpperCase().padStart(4, '0')
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = ''
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/)
      // local_address is "ADDR:PORT"; state 0A is LISTEN; field 9 is the inode.
      if (f[1]?.endsWith(`:${hex}`) && f[3] === '0A' && f[9] && f[9] !== '0') inodes.add(f[9])
    }
  }
  return inodes
}

/** The processes that hold a listening socket on the port (nginx's master and workers alike). */
export function holdersOf(port: number): Holder[] {
  const inodes = listeningInodes(port)
  if (inodes.size === 0) return []
  const holders: Holder[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    let fds: string[] = []
    try {
      fds = readdirSync(`/proc/${name}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      let target = ''
      try {
        target = readlinkSync(`/proc/${name}/fd/${fd}`)
      } catch {
        continue
      }
      const m = /^socket:\[(\d+)\]$/.exec(target)
      if (m && inodes.has(m[1]!)) {
        holders.push({ pid: Number(name), command: commandOf(Number(name)) })
        break
      }
    }
  }
  return holders
}

function readRecord(port: number): ServerRecord | null {
  try {
    return JSON.parse(readFileSync(recordFile(port), 'utf8')) as ServerRecord
  } catch {
    return null
  }
}

const ownerAlive = (r: ServerRecord) => startTimeOf(r.owner) !== null && startTimeOf(r.owner) === r.ownerStart

/** Records that this process has started `what` on the port. */
export function recordServer(port: number, what: string, command: RegExp): void {
  mkdirSync(recordsDir(), { recursive: true })
  const record: ServerRecord = {
    port,
    what,
    command: command.source,
    owner: process.pid,
    ownerStart: startTimeOf(process.pid),
  }
  writeFileSync(recordFile(port), JSON.stringify(record) + '\n')
}

/** Forgets the port's record, if this process owns it. */
export function forgetServer(port: number): void {
  if (readRecord(port)?.owner === process.pid) rmSync(recordFile(port), { force: true })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function stopHolders(port: number, holders: Holder[]): Promise<boolean> {
  for (const h of holders)
    try {
      process.kill(h.pid, 'SIGKILL')
    } catch {
      /* already gone */
    }
  for (let i = 0; i < 50; i++) {
    if (holdersOf(port).length === 0) return true
    await sleep(100)
  }
  return false
}

export type PortState =
  { state: 'free' } | { state: 'cleared'; message: string } | { state: 'taken'; message: string; holders: Holder[] }

/**
 * Makes the port usable: free already, or held by a leftover of a stopped run (stopped now, said in
 * `message`). Anything else holding it is reported as taken, with the processes named.
 */
export async function claimPort(port: number): Promise<PortState> {
  const holders = holdersOf(port)
  const record = readRecord(port)
  if (holders.length === 0) {
    if (record && !ownerAlive(record)) rmSync(recordFile(port), { force: true })
    return { state: 'free' }
  }
  const names = holders.map((h) => `pid ${h.pid} (${h.command})`).join(', ')
  const leftover = record && !ownerAlive(record) && holders.every((h) => new RegExp(record.command).test(h.command))
  if (record && leftover) {
    if (await stopHolders(port, holders)) {
      rmSync(recordFile(port), { force: true })
      return {
        state: 'cleared',
        message: `port ${port}: stopped ${record.what} left by an earlier run that was stopped: ${names}`,
      }
    }
    return { state: 'taken', holders, message: `port ${port} is still held after stopping ${names}` }
  }
  const whose = record ? `, started by a run still going (pid ${record.owner})` : ''
  return {
    state: 'taken',
    holders,
    message: `port ${port} is already in use by ${names}${whose}: stop it, or move the test ports with E2E_PORT=<another port>`,
  }
}

/**
 * Stops every recorded server whose owner is gone (the end of a run, or a CI step that was stopped),
 * then every process left by a run that is gone (stopProcessesOfRuns).
 */
export async function sweepLeftovers(log: (line: string) => void = console.log): Promise<number> {
  let swept = 0
  let names: string[] = []
  try {
    names = readdirSync(recordsDir())
  } catch {
    names = []
  }
  for (const name of names) {
    const port = Number(name.replace(/\.json$/, ''))
    const record = readRecord(port)
    if (!record || ownerAlive(record)) continue
    const result = await claimPort(port)
    if (result.state === 'cleared') {
      swept++
      log(result.message)
    }
  }
  return swept + stopProcessesOfRuns(log)
}

/**
 * The processes a run started, found by the owner every one of them inherits in its environment
 * (`SITE_RUN_OWNER`, set by `npm test`): browsers that chrome-launcher starts detached, in a process
 * group of their own, outlive the step's group when it is killed, and only this finds them.
 */
export function processesOfRuns(): { pid: number; owner: number }[] {
  const found: { pid: number; owner: number }[] = []
  for (const name of readdirSync('/proc')) {
    const pid = Number(name)
    if (!Number.isInteger(pid) || pid === process.pid) continue
    let environ: string
    try {
      environ = readFileSync(`/proc/${pid}/environ`, 'utf8')
    } catch {
      continue
    }
    const entry = environ.split('\0').find((e) => e.startsWith('SITE_RUN_OWNER='))
    const owner = entry ? Number(entry.slice('SITE_RUN_OWNER='.length)) : NaN
    if (Number.isInteger(owner) && owner > 0) found.push({ pid, owner })
  }
  return found
}

/** Whether the run `owner` still runs: its pid alive and started before `pid` (not a reused pid). */
function runAlive(owner: number, pid: number): boolean {
  const ownerStart = startTimeOf(owner)
  const start = startTimeOf(pid)
  return ownerStart !== null && (start === null || Number(ownerStart) <= Number(start))
}

/**
 * Kills what runs that are gone left behind (`owner` omitted), or what the run `owner` started (a run
 * being stopped), and says what it killed. Returns how many processes it killed.
 */
export function stopProcessesOfRuns(log: (line: string) => void = console.log, owner?: number): number {
  const targets = processesOfRuns().filter((p) =>
    owner === undefined ? !runAlive(p.owner, p.pid) : p.owner === owner && p.pid !== owner,
  )
  for (const { pid, owner: of } of targets) {
    const command = commandOf(pid)
    try {
      process.kill(pid, 'SIGKILL')
      log(`stopped pid ${pid} (${command}), left by the run of pid ${of}`)
    } catch {
      // Gone meanwhile.
    }
  }
  return targets.length
}

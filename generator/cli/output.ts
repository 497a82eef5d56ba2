/**
 * The build's output folder (dist/, or SITE_OUT_DIR), replaced whole or not at all. The build writes
 * into a staging folder beside it, `<out>-building` (vike empties that one as it starts, not the
 * output), on the same file system; once every phase and check has passed, the output folder is
 * renamed to `<out>-previous`, the staging folder renamed in its place, and the previous one removed.
 * A build that fails or is stopped removes its staging folder and leaves the output folder as it was.
 * A build killed outright leaves its staging folder (or, killed between the two renames, only
 * `<out>-previous`): the next build removes the one and puts the other back before it starts.
 * Nothing the build writes names the folder it is in (the host files name none), so moving it is all.
 */
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { isAbsolute, join, relative, resolve, sep } from 'node:path'

export interface OutputFolder {
  /** The output folder as named (SITE_OUT_DIR, or dist), for messages. */
  name: string
  /** The output folder (absolute). */
  final: string
  /** Where this build writes (absolute): `<out>-building`. */
  staging: string
  /** What the folders left by an earlier build's kill were, and what was done with them. */
  notes: string[]
  /** True once the staging folder has replaced the output folder. */
  readonly committed: boolean
  /** Replaces the output folder with the staging folder (every phase and check has passed). */
  commit(): void
  /** Removes the staging folder (the build did not pass) and says what the output folder holds. */
  abandon(): string
}

const remove = (dir: string) => rmSync(dir, { recursive: true, force: true, maxRetries: 5 })

/** A code of a rename that cannot move the folder itself (a mount point): its contents are replaced instead. */
const UNMOVABLE = new Set(['EBUSY', 'EXDEV'])

/**
 * The output folder `name` (relative to the working directory) made ready for a build: the folders
 * an earlier, killed build left beside it dealt with. Throws when the folder holds the working
 * directory (replacing it would move the site's sources).
 */
export function openOutput(name: string, cwd = process.cwd(), rename = renameSync): OutputFolder {
  const shown = name.replace(/(.)\/+$/, '$1')
  const final = resolve(cwd, name)
  const up = relative(final, cwd)
  if (up === '' || (up !== '..' && !up.startsWith(`..${sep}`) && !isAbsolute(up)))
    throw new Error(`SITE_OUT_DIR=${name} is the working directory or holds it: name a folder of its own, e.g. dist`)
  const staging = `${final}-building`
  const previous = `${final}-previous`
  const notes: string[] = []
  if (existsSync(previous)) {
    if (existsSync(final)) remove(previous)
    else {
      rename(previous, final)
      notes.push(`put back ${shown} from ${shown}-previous, left by a build killed while it replaced it`)
    }
  }
  if (existsSync(staging)) {
    remove(staging)
    notes.push(`removed ${shown}-building, left by a build that was killed before it finished`)
  }
  let committed = false
  return {
    name: shown,
    final,
    staging,
    notes,
    get committed() {
      return committed
    },
    commit() {
      if (!existsSync(final)) rename(staging, final)
      else {
        try {
          rename(final, previous)
        } catch (error) {
          if (!UNMOVABLE.has((error as NodeJS.ErrnoException).code ?? '')) throw error
          replaceContents(final, staging, rename)
          committed = true
          return
        }
        try {
          rename(staging, final)
        } catch (error) {
          rename(previous, final)
          throw error
        }
      }
      committed = true
      remove(previous)
    },
    abandon() {
      let removed = `this build's files (${shown}-building) were removed`
      try {
        remove(staging)
      } catch (error) {
        removed = `this build's files are left in ${shown}-building (${(error as Error).message}): the next build removes them`
      }
      return existsSync(final)
        ? `${shown} kept as it was (the previous build); ${removed}`
        : `${shown} not written (there was no previous build); ${removed}`
    },
  }
}

/**
 * The fallback when the output folder cannot be renamed (a mount point): its entries removed, the
 * staging folder's moved in (copied across file systems). Not atomic: a kill here leaves a mixture.
 */
function replaceContents(final: string, staging: string, rename: typeof renameSync): void {
  for (const entry of readdirSync(final)) remove(join(final, entry))
  for (const entry of readdirSync(staging))
    try {
      rename(join(staging, entry), join(final, entry))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
      cpSync(join(staging, entry), join(final, entry), { recursive: true })
    }
  remove(staging)
}

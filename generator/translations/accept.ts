/**
 * `npm run translations -- accept [--lang <code>] <target…|--all>`: records,
 * for each translated string named (in every translated language, or the one
 * `--lang` names), the English it translates as that English is now. Computes
 * the new record files; the command writes them.
 */
import { routePathOf, splitLang } from '../../site/routes.ts'
import {
  manifestRecordOf,
  recordLang,
  seoRecordKey,
  serializeRecord,
  stamp,
  type RecordEntries,
  type Records,
} from './record.ts'
import { missingReason } from './explain.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import type { Lang } from '../../site/lang.ts'
import type { TextStatus } from './status.ts'

export interface AcceptPlan {
  /** Strings stamped with their English as it is now. */
  accepted: TextStatus[]
  /** Strings named but not acceptable, with why. */
  skipped: { text: TextStatus; why: string }[]
  /** Targets that name no tracked translated string. */
  unmatched: string[]
  /** Record files to write (repository path → text) and to delete. */
  write: Map<string, string>
  remove: string[]
}

/**
 * Whether a target names a string: a page URL or route path (its texts, its
 * search texts and the navigation labels that lead only to it), a manifest
 * SEO key, or a copy key or prefix.
 */
function matches(target: string, t: TextStatus): boolean {
  if (target.startsWith('/')) {
    const [page, key] = target.split(' ', 2) as [string, string | undefined]
    const path = splitLang(routePathOf(page)).path
    if (key !== undefined) return t.record === manifestRecordOf(t.lang) && t.recordKey === seoRecordKey(path, key)
    return (t.route !== '*' && splitLang(t.route).path === path) || t.linksTo === path
  }
  // A collection entry by name ("guides/launch-checklist"), or every entry of a collection ("guides").
  if (t.entry && (t.entry === target || t.entry.startsWith(`${target}/`))) return true
  return t.recordKey === target || t.recordKey.startsWith(`${target}.`) || t.key === target
}

/**
 * Plans an accept. With `all`, every record is rebuilt from the copy as it is:
 * each acceptable string stamped, each missing one recorded as null, entries
 * and files of keys that no longer exist dropped. With targets, only the
 * strings they name change (and entries of removed keys go from those files).
 * `langs` are the languages accepted (default: every translated one); the
 * records of the others stay as they are.
 */
export function planAccept(
  every: TextStatus[],
  records: Records,
  targets: string[] | 'all',
  langs: readonly Lang[] = TRANSLATED_LANGS,
): AcceptPlan {
  const plan: AcceptPlan = { accepted: [], skipped: [], unmatched: [], write: new Map(), remove: [] }
  const statuses = every.filter((t) => langs.includes(t.lang))
  const named =
    targets === 'all'
      ? statuses
      : statuses.filter((t) => {
          return targets.some((target) => matches(target, t))
        })
  if (targets !== 'all') plan.unmatched = targets.filter((target) => !statuses.some((t) => matches(target, t)))

  const tracked = new Map<string, Set<string>>()
  for (const t of statuses) {
    if (t.status === 'orphaned') continue
    if (!tracked.has(t.record)) tracked.set(t.record, new Set())
    tracked.get(t.record)!.add(t.recordKey)
  }
  const next = new Map<string, RecordEntries>()
  const entriesOf = (file: string) => {
    if (!next.has(file)) next.set(file, targets === 'all' ? new Map() : new Map(records.files.get(file) ?? []))
    return next.get(file)!
  }
  for (const t of named) {
    const acceptable = t.status === 'fresh' || t.status === 'stale' || t.reason === 'unaccepted'
    if (acceptable) {
      entriesOf(t.record).set(t.recordKey, stamp(t.english!))
      plan.accepted.push(t)
      continue
    }
    if (t.status === 'orphaned')
      plan.skipped.push({ text: t, why: 'no English text: rename or delete the translated key' })
    else {
      if (targets === 'all') entriesOf(t.record).set(t.recordKey, t.accepted ?? null)
      plan.skipped.push({ text: t, why: `${missingReason(t)}: nothing to accept yet` })
    }
  }
  for (const [file, entries] of next) {
    for (const key of [...entries.keys()]) if (!tracked.get(file)?.has(key)) entries.delete(key)
    if (entries.size === 0) {
      if (records.files.has(file)) plan.remove.push(file)
      continue
    }
    plan.write.set(file, serializeRecord(entries, recordLang(file) ?? TRANSLATED_LANGS[0]!))
  }
  if (targets === 'all')
    for (const file of records.files.keys()) {
      const lang = recordLang(file)
      // A record of no declared language goes only when every language is rebuilt.
      const ours = lang === undefined ? langs.length === TRANSLATED_LANGS.length : langs.includes(lang)
      if (!next.has(file) && ours) plan.remove.push(file)
    }
  return plan
}

/** The words that explain a string's status: in the check's message, the command's printout and the report. */
import { formatWordDiff, wordDiff } from './diff.ts'
import { splitLang } from '../../site/routes.ts'
import { EVERY_PAGE, type MissingReason, type TextStatus } from './status.ts'

/** Why a string is missing, in a sentence. */
export const MISSING_REASON: Record<MissingReason, string> = {
  'no-spanish': 'no Spanish text yet',
  pending: 'Spanish still marked [ES-PENDING]',
  unaccepted: 'Spanish written but never accepted',
  'english-stub': 'the English is still an add-page stub',
}

/** A one-line summary of a status. */
export function statusLine(t: TextStatus): string {
  switch (t.status) {
    case 'fresh':
      return 'matches the English it was translated from'
    case 'stale':
      return 'the English changed since the Spanish was accepted'
    case 'missing':
      return MISSING_REASON[t.reason!]
    case 'orphaned':
      return 'Spanish text with no English (key renamed or removed in English?)'
  }
}

/**
 * The page a string belongs to, as `accept` names pages ("/pricing"): its
 * page's route path, or for a navigation label the route it leads to; null
 * for other shared copy.
 */
export function pageOf(t: TextStatus): string | null {
  if (t.linksTo) return t.linksTo
  return t.route === EVERY_PAGE ? null : splitLang(t.route).path
}

/** The accept command for one page's strings: `npm run translations -- accept /pricing`. */
export const acceptPageCommand = (path: string): string => `npm run translations -- accept ${path}`

/** The accept command for one string. */
export const acceptCommand = (t: TextStatus): string =>
  `npm run translations -- accept ${t.recordKey.includes(' ') ? JSON.stringify(t.recordKey) : t.recordKey}`

/**
 * The texts behind a stale string, aligned: the English now, the Spanish now,
 * the English it was translated from, and the change as a word diff.
 */
export function staleDetails(t: TextStatus): string[] {
  const from = t.accepted?.en ?? ''
  return [
    `English now:      ${JSON.stringify(t.english)}`,
    `Spanish now:      ${JSON.stringify(t.spanish)}`,
    `translated from:  ${JSON.stringify(from)}`,
    `change:           ${formatWordDiff(wordDiff(from, t.english ?? ''))}`,
  ]
}

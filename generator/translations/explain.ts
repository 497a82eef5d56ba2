/** The words that explain a string's status: in the check's message, the command's printout and the report. */
import { formatWordDiff, wordDiff } from './diff.ts'
import { splitLang } from '../../site/routes.ts'
import { languageName } from './record.ts'
import { EVERY_PAGE, type TextStatus } from './status.ts'
import type { Lang } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { untranslatedMarker } from '../../site/copy.ts'

/** Why a string is missing, in a sentence naming its language ("no Spanish text yet"). */
export function missingReason(t: Pick<TextStatus, 'lang' | 'reason'>): string {
  const language = languageName(t.lang)
  switch (t.reason!) {
    case 'untranslated':
      return `no ${language} text yet`
    case 'pending':
      return `${language} still marked ${untranslatedMarker(t.lang).trim()}`
    case 'unaccepted':
      return `${language} written but never accepted`
    case 'english-stub':
      return 'the English is still an add-page stub'
  }
}

/** A one-line summary of a status. */
export function statusLine(t: TextStatus): string {
  switch (t.status) {
    case 'fresh':
      return 'matches the English it was translated from'
    case 'stale':
      return `the English changed since the ${languageName(t.lang)} was accepted`
    case 'missing':
      return missingReason(t)
    case 'orphaned':
      return `${languageName(t.lang)} text with no English (key renamed or removed in English?)`
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

/**
 * The accept command for targets of one language: `npm run translations --
 * accept /pricing`. With more than one translated language it names the
 * language (`accept --lang pt /pricing`): without it, accept records every
 * translated language's text, a still stale one of another language included.
 */
export function acceptTargetsCommand(lang: Lang, targets: readonly string[]): string {
  const args = [
    'accept',
    ...(TRANSLATED_LANGS.length > 1 ? ['--lang', lang] : []),
    ...targets.map((t) => (t.includes(' ') ? JSON.stringify(t) : t)),
  ]
  return `npm run translations -- ${args.join(' ')}`
}

/** The accept command for one page's strings in a language: `npm run translations -- accept /pricing`. */
export const acceptPageCommand = (path: string, lang: Lang): string => acceptTargetsCommand(lang, [path])

/** The accept command for one string, in its language. */
export const acceptCommand = (t: TextStatus): string => acceptTargetsCommand(t.lang, [t.recordKey])

/**
 * The texts behind a stale string, aligned: the English now, the translation
 * now ("Spanish now:"), the English it was translated from, and the change as
 * a word diff.
 */
export function staleDetails(t: TextStatus): string[] {
  const from = t.accepted?.source ?? ''
  const labels = ['English now:', `${languageName(t.lang)} now:`, 'translated from:', 'change:']
  const width = Math.max(...labels.map((l) => l.length)) + 2
  const [english, translated, source, change] = labels.map((l) => l.padEnd(Math.max(width, 18)))
  return [
    `${english}${JSON.stringify(t.english)}`,
    `${translated}${JSON.stringify(t.translated)}`,
    `${source}${JSON.stringify(from)}`,
    `${change}${formatWordDiff(wordDiff(from, t.english ?? ''))}`,
  ]
}

import type { Problem } from '../../site/errors.ts'
import { localizedPath, routeLangs } from '../../site/routes.ts'
import { DEFAULT_LANG, type Lang } from '../../site/lang.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import type { Site } from '../../site/site.ts'
import {
  acceptCommand,
  acceptPageCommand,
  acceptTargetsCommand,
  missingReason,
  pageOf,
  staleDetails,
} from '../translations/explain.ts'
import { languageName, type Stamp } from '../translations/record.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { translationStatus, type TextStatus } from '../translations/status.ts'
import type { Check, CheckContext } from './types.ts'

const problem = (t: TextStatus, message: string, hint: string): Problem => ({
  check: 'stale-translations',
  file: t.file,
  route: t.route,
  key: t.key,
  message,
  hint,
})

/** The statuses of one run: `run` and `pending` read the same list. */
const statusOf = new WeakMap<CheckContext, TextStatus[]>()
function statuses(ctx: CheckContext): TextStatus[] {
  if (!statusOf.has(ctx)) statusOf.set(ctx, translationStatus(ctx.site!, ctx.records))
  return statusOf.get(ctx)!
}

const quoted = (t: TextStatus) => `${JSON.stringify(t.translated)} translates ${JSON.stringify(t.english)}?`

/**
 * Strings grouped by language, then by the page `accept` would name; shared copy that is no label goes alone ("*").
 * Each group grows in place: copying it at every string was quadratic (161 s of a 10,000-entry
 * library's check, whose 126,295 pending strings fell in one group).
 */
function byPage(texts: TextStatus[]): [string, TextStatus[]][] {
  const groups = new Map<string, TextStatus[]>()
  for (const t of texts) {
    const page = `${t.lang} ${pageOf(t) ?? '*'}`
    const group = groups.get(page)
    if (group) group.push(t)
    else groups.set(page, [t])
  }
  return [...groups].map(([key, group]) => [key.slice(key.indexOf(' ') + 1), group])
}

/**
 * A translation written but never accepted. One string: its own accept command. A
 * page's several strings: one problem listing each (its Spanish against its
 * English, for the review) with the page's accept command, unless the page
 * also has stale strings, which need their own look first: then the command
 * names the unaccepted keys.
 */
function unacceptedProblems(site: Site, texts: TextStatus[], stale: TextStatus[]): Problem[] {
  const problems: Problem[] = []
  const stalePages = new Set(stale.map((t) => `${t.lang} ${pageOf(t)}`))
  for (const [page, group] of byPage(texts)) {
    if (page === '*' || group.length === 1) {
      for (const t of group)
        problems.push(
          problem(
            t,
            `${languageName(t.lang)} text never accepted against its English: ${quoted(t)}`,
            `check the ${languageName(t.lang)}, then run \`${acceptCommand(t)}\` (records the English it translates)`,
          ),
        )
      continue
    }
    // The page's own strings first, then its navigation label.
    group.sort((a, b) => Number(a.route === '*') - Number(b.route === '*'))
    const files = [...new Set(group.map((t) => t.file))]
    const own = group.find((t) => t.route !== '*')
    const lang = group[0]!.lang
    const language = languageName(lang)
    const hasStale = stalePages.has(`${lang} ${page}`)
    const command = hasStale
      ? acceptTargetsCommand(
          lang,
          group.map((t) => t.recordKey),
        )
      : acceptPageCommand(page, lang)
    problems.push({
      check: 'stale-translations',
      file: files.join(', '),
      // Only labels, of a page with no version in this language: shared copy, on no page of its own.
      route: own?.route ?? (hasPageIn(site, page, lang) ? localizedPath(page, lang) : '*'),
      key: `${group.length} strings (${group[0]!.key} …)`,
      message:
        `${language} written but never accepted against its English:\n    ` +
        group.map((t) => `${t.key}: ${quoted(t)}`).join('\n    '),
      hint: `check each ${language} text against its English, then accept ${hasStale ? 'them' : 'the page'}: \`${command}\``,
    })
  }
  return problems
}

/**
 * A text of a translated content file that its English has and it lacks (a
 * paragraph added to an English Markdown text, a field written in English
 * only): the file exists, so the page is published in that language without
 * it. Locale files cannot lack a key (their types do not compile); a content
 * file can, so its absence fails here instead of waiting as pending.
 */
const absentFromItsFile = (t: TextStatus) =>
  t.status === 'missing' && t.reason === 'untranslated' && t.file.startsWith('content/')

/** A block of a long text ("documents.story.body.4"): its text's prefix and its place. */
const BLOCK = /^(.+\.body)\.(\d+)$/

/** The first words of a block, for a message. */
const opening = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60).trimEnd()}…` : text)

/**
 * A long text whose English gained or lost a block: every block after it
 * moves, and each would read as stale, with a word diff against the block
 * that used to stand there. Where the English now at a place is, word for
 * word, the English accepted at another place of the same text, the block
 * moved and its translation still holds: those collapse into one problem per
 * text, naming the blocks the English gained (and lost) and what to do.
 * `candidates` are the strings that would be reported one by one (stale, or
 * never accepted: a block moved past the old end has no record). Returns the
 * problems and the strings they stand for.
 */
export function movedBlockProblems(
  candidates: TextStatus[],
  texts: TextStatus[],
  recordOf: (record: string) => ReadonlyMap<string, Stamp | null> | undefined = () => undefined,
): [Problem[], Set<TextStatus>] {
  const stale = new Set(candidates)
  const problems: Problem[] = []
  const covered = new Set<TextStatus>()
  const byText = new Map<string, TextStatus[]>()
  for (const t of texts) {
    const m = BLOCK.exec(t.key)
    if (!m) continue
    const id = `${t.lang} ${t.record} ${m[1]}`
    const list = byText.get(id)
    if (list) list.push(t)
    else byText.set(id, [t])
  }
  for (const blocks of byText.values()) {
    const stales = blocks.filter((t) => stale.has(t))
    if (stales.length < 2) continue
    const place = (t: TextStatus) => Number(BLOCK.exec(t.key)![2])
    // The English accepted at each place of the text, the places past its new end included (from the record).
    const accepted = new Map<string, number>()
    const recordPrefix = blocks[0]!.recordKey.replace(/\d+$/, '')
    for (const [key, stamp] of recordOf(blocks[0]!.record) ?? [])
      if (stamp && key.startsWith(recordPrefix) && /^\d+$/.test(key.slice(recordPrefix.length)))
        accepted.set(stamp.source, Number(key.slice(recordPrefix.length)))
    for (const t of blocks) if (t.accepted?.source !== undefined) accepted.set(t.accepted.source, place(t))
    const moved = stales.filter((t) => {
      const from = accepted.get(t.english ?? '')
      return from !== undefined && from !== place(t)
    })
    if (moved.length === 0) continue
    const now = new Set(blocks.map((t) => t.english))
    const gained = blocks.filter((t) => t.english !== undefined && !accepted.has(t.english) && t.status !== 'fresh')
    const lost = [...accepted.keys()].filter((text) => !now.has(text))
    const first = blocks[0]!
    const language = languageName(first.lang)
    const prefix = BLOCK.exec(first.key)![1]!
    const keys = [...moved, ...gained.filter((t) => stale.has(t))].sort((a, b) => place(a) - place(b))
    for (const t of keys) covered.add(t)
    const changes = [
      ...gained.map((t) => `gained body.${place(t)}: ${opening(t.english ?? '')}`),
      ...lost.map((text) => `lost body.${accepted.get(text)} (as accepted): ${opening(text)}`),
    ]
    // Runs of blocks moved by the same places: "body.1–12 → body.2–13".
    const runs: [number, number, number][] = []
    for (const t of moved.sort((a, b) => place(a) - place(b))) {
      const from = accepted.get(t.english ?? '')!
      const last = runs.at(-1)
      if (last && last[1] === from - 1 && place(t) - from === last[2]) last[1] = from
      else runs.push([from, from, place(t) - from])
    }
    const moves = runs
      .map(([a, b, by]) => (a === b ? `body.${a} → body.${a + by}` : `body.${a}–${b} → body.${a + by}–${b + by}`))
      .join(', ')
    problems.push({
      check: 'stale-translations',
      file: first.file,
      route: first.route,
      key: `${prefix}.*`,
      message:
        `the English of this text gained or lost blocks, so ${moved.length} blocks the ${language} translates moved (${moves}); the English:\n    ` +
        changes.join('\n    '),
      hint: `write the ${language} of each block the English gained at the same place in ${first.file} (and remove the ones it lost), check that each ${language} block faces its English, then run \`${acceptTargetsCommand(
        first.lang,
        keys.map((t) => t.recordKey),
      )}\``,
    })
  }
  return [problems, covered]
}

/**
 * Every translated string, in every declared language but the default, still
 * translates the English as it is now: its English source has the
 * fingerprint recorded when the translation was accepted
 * (locales/i18n/<code>/*.sources.json). A stale string fails the build with
 * the English now, the translation now, and the English it was translated
 * from, as a word diff. So does a translation never accepted, and one with no
 * English. Absent or [ES-PENDING] text is the translations check's; it shows
 * here as pending (see `pending`), never as up to date.
 */
export const staleTranslations: Check = {
  id: 'stale-translations',
  title: 'Translations up to date',
  summary: (_site) =>
    `every ${TRANSLATED_LANGS.map(languageName).join(' and ')} string was accepted against the English as it is now`,
  run(ctx) {
    if (!ctx.site) return []
    const problems: Problem[] = [...ctx.records.problems]
    const texts = statuses(ctx)
    const stale = texts.filter((t) => t.status === 'stale')
    const unaccepted = texts.filter((t) => t.status === 'missing' && t.reason === 'unaccepted')
    const absent = texts.filter(absentFromItsFile)
    // A block that moved reads as stale where another block was accepted, or as never accepted past the old end.
    const [moved, covered] = movedBlockProblems([...stale, ...unaccepted, ...absent], texts, (record) =>
      ctx.records.files.get(record),
    )
    problems.push(...moved)
    for (const t of absent.filter((x) => !covered.has(x)))
      problems.push(
        problem(
          t,
          `missing ${languageName(t.lang)}: the English has this text and ${t.file} does not: ${JSON.stringify(t.english)}`,
          `write its ${languageName(t.lang)} at the same place in ${t.file}, then run \`${acceptCommand(t)}\``,
        ),
      )
    for (const t of stale.filter((x) => !covered.has(x)))
      problems.push(
        problem(
          t,
          `stale ${languageName(t.lang)}: the English changed after this translation was accepted\n    ${staleDetails(t).join('\n    ')}`,
          `update the ${languageName(t.lang)} in ${t.file} if it no longer says the same, then run \`${acceptCommand(t)}\``,
        ),
      )
    problems.push(
      ...unacceptedProblems(
        ctx.site,
        unaccepted.filter((t) => !covered.has(t)),
        stale,
      ),
    )
    for (const t of texts.filter((x) => x.status === 'orphaned'))
      problems.push(
        problem(
          t,
          `${languageName(t.lang)} text with no English: ${JSON.stringify(t.translated)}`,
          'rename the key to the English one, or delete it (the English key was renamed or removed); a field the English does not write yet (an entry’s seoTitle) is written in the English file first, then here',
        ),
      )
    // A content file's string is named at its line, as the other checks name it.
    const langOf = new Map(texts.map((t) => [`${t.file}\n${t.key}`, t.lang]))
    return problems.map((p) => {
      const lang = p.line === undefined ? langOf.get(`${p.file}\n${p.key}`) : undefined
      const line = lang ? ctx.site!.content.locate(lang, p.key)?.line : undefined
      return line ? { ...p, line } : p
    })
  },
  pending: pendingTranslations,
}

/**
 * Translations not written yet (absent, [ES-PENDING], or waiting for their
 * English), per language and page: the translations check fails on each string; here it is the
 * reason this check cannot say "up to date", with what comes after writing.
 */
export function pendingTranslations(ctx: CheckContext): string[] {
  if (!ctx.site) return []
  const missing = statuses(ctx).filter(
    (t) => t.status === 'missing' && t.reason !== 'unaccepted' && !absentFromItsFile(t),
  )
  return byPage(missing).map(([page, group]) => {
    const lang = group[0]!.lang
    const reasons = [...new Set(group.map((t) => missingReason(t)))].join('; ')
    const n = `${group.length} ${languageName(lang)} string${group.length === 1 ? '' : 's'}`
    if (page === '*') return `shared copy: ${n} pending (${reasons}); once written: \`${acceptCommand(group[0]!)}\``
    // Navigation labels of a page with no version in this language (an English-only page): there is no
    // page of this language to name; its pages show the labels, linking to the page in the default language.
    if (!hasPageIn(ctx.site!, page, lang)) {
      const [english, language] = [LANGUAGE_NAME[DEFAULT_LANG], languageName(lang)]
      const labels = group.length === 1 ? 'the label' : 'the labels'
      return `shared copy: ${n} pending (${reasons}): ${labels} of the navigation links to ${localizedPath(page, DEFAULT_LANG)}, which has no ${language} page: ${language} pages show ${group.length === 1 ? 'it' : 'them'} linking to the ${english} page, marked as ${english}; once written and checked: \`${acceptPageCommand(page, lang)}\``
    }
    return `${localizedPath(page, lang)}: ${n} pending (${reasons}); once written and checked: \`${acceptPageCommand(page, lang)}\``
  })
}

/** Whether a route (a page of `accept`, by its path) has a version in `lang`; any other path counts as one. */
function hasPageIn(site: Site, path: string, lang: Lang): boolean {
  const route = site.routes.get(path)
  return !route || routeLangs(route).includes(lang)
}

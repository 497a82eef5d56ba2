/** What add-page prints after a successful run: what changed and what is left to write. */
import { STUB_MARKER, untranslatedMarker } from '../../site/copy.ts'
import type { Plan } from './plan.ts'
import { localeFile } from '../../locales/paths.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'

const STUB = `${STUB_MARKER.trim()} …`
const plural = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`
/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/**
 * The printout. `extra` lists files changed after the plan was written (the
 * regenerated i18n types).
 */
export function formatAddPageReport(plan: Plan, extra: { file: string; note: string }[] = []): string {
  const { urls, options } = plan
  const lines: string[] = []
  const others = TRANSLATED_LANGS.filter((lang) => urls[lang] !== undefined)
  const languages = listed(others.map(languageName))
  const twin =
    others.length === 0
      ? ' (English only)'
      : others.length === 1
        ? ` and its ${languages} twin ${urls[others[0]!]}`
        : ` and its ${languages} twins ${listed(others.map((lang) => urls[lang]!))}`
  const place = plan.after ? `after ${plan.after}` : 'first'
  lines.push(`Added ${urls[DEFAULT_LANG]}${twin}, ${place} in ${options.manifest}.`, '', 'Sections:')
  const width = Math.max(...plan.sections.map((s) => s.type.length))
  plan.sections.forEach((s, i) => {
    const alias = s.name === s.type ? '' : ` (${s.name})`
    lines.push(`  ${`${i + 1}.`.padEnd(3)} ${s.type.padEnd(width)}  copy ${s.copy}${alias}`)
  })
  lines.push('', 'Files:')
  const files = [
    ...plan.changes.map((c) => ({ state: c.created ? 'new' : 'changed', file: c.file, note: c.note })),
    ...extra.map((e) => ({ state: 'changed', ...e })),
  ]
  const fileWidth = Math.max(...files.map((f) => f.file.length))
  for (const f of files) lines.push(`  ${f.state.padEnd(7)}  ${f.file.padEnd(fileWidth)}  ${f.note}`)
  // The languages the page has no version in whose navigation label is still to write (an English-only page's).
  const labelLangs = plan.leftToWrite.filter((l) => l.pending && urls[l.lang!] === undefined).map((l) => l.lang!)
  const labelOnly = labelLangs.map(languageName)
  const english = languageName(DEFAULT_LANG)
  lines.push('', 'Navigation:')
  if (plan.label) {
    lines.push(
      `  linked from ${(options.nav ?? []).map((p) => (p.area === 'header' ? 'the header menu' : `the footer group "${p.group}"`)).join(' and ')}, label ${plan.label}`,
      `  (its English is the title: edit it in ${localeFile(DEFAULT_LANG, 'common')}; order and places under navigation in the manifest)`,
    )
    if (labelOnly.length > 0)
      lines.push(
        `  The page has no ${listed(labelOnly)} version: ${listed(labelOnly)} pages show the link with their own label,`,
        `  leading to the ${english} page, marked as ${english}.`,
      )
  } else
    lines.push(
      '  not linked from anywhere yet: `npm run check` fails on an orphan page until a link leads to it.',
      `  Add { to: '${options.path}', label: 'common.…' } under navigation in ${options.manifest}, link it from another page,`,
      "  or, when visitors reach it another way, add unlinked: '<how>' to its route. (Next time: --nav header or --nav footer:<group>.)",
    )
  lines.push('', 'Left to fill in:')
  for (const leftToWrite of plan.leftToWrite) {
    const what = leftToWrite.pending
      ? `${plural(leftToWrite.keys.length, `${languageName(leftToWrite.lang!)} string`)}, marked ${untranslatedMarker(leftToWrite.lang!).trim()}`
      : plural(leftToWrite.keys.length, 'string')
    lines.push(`  ${leftToWrite.file}, ${leftToWrite.where} (${what}):`)
    for (const key of leftToWrite.keys) lines.push(`    ${key}`)
  }
  if (others.length > 0)
    lines.push(
      '',
      `Next: write those texts (replace every "${STUB}"; in ${languages}, delete each ${listed(others.map((lang) => untranslatedMarker(lang).trim()))} marker too),`,
      'then run `npm run check`. It fails, naming file, route and key, until every text is written',
      `and the ${languages} accepted against its English (\`npm run translations -- accept ${options.path}\`);`,
      'when it passes, run `npm run build`.',
    )
  else if (labelOnly.length > 0)
    lines.push(
      '',
      `Next: write those texts (replace every "${STUB}"; in the ${listed(labelOnly)} label, delete its ${listed(labelLangs.map((lang) => untranslatedMarker(lang).trim()))} marker too),`,
      'then run `npm run check`. It fails, naming file, route and key, until every text is written',
      `and the ${listed(labelOnly)} label accepted against its English (\`npm run translations -- accept ${options.path}\`);`,
      'when it passes, run `npm run build`.',
    )
  else
    lines.push(
      '',
      `Next: write those texts (replace every "${STUB}"), then run \`npm run check\`.`,
      'It fails, naming file, route and key, until every text is written; when it passes, run `npm run build`.',
    )
  return lines.join('\n')
}

/** What add-entry prints once the file is written: what, where, and what is left to write. */
import { acceptTargetsCommand } from '../translations/explain.ts'
import { STUB_MARKER, untranslatedMarker } from '../../site/copy.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'
import { TRANSLATED_LANGS } from '../../site/translated-langs.ts'
import { languageName } from '../translations/record.ts'
import { placeholdersOf } from '../../site/copy.ts'
import { ENTRY_PLACEHOLDERS } from '../../locales/placeholders.ts'
import type { EntryPlan } from './plan.ts'

export function formatAddEntryReport(plan: EntryPlan): string {
  const { collection, file } = plan
  const { lang } = plan.options
  const translation = lang !== DEFAULT_LANG
  const lines: string[] = []
  if (translation) lines.push(`Wrote ${file}: the ${languageName(lang)} of ${plan.english}.`)
  else
    lines.push(
      `Wrote ${file}: a new entry of "${collection.name}" (${plan.format === 'md' ? 'Markdown: fields, then the text' : 'YAML: fields, then the sections'})` +
        (plan.model ? `, its sections modelled on ${plan.model}.` : '.'),
    )
  lines.push(`Its page: ${plan.url}${plan.listing ? ` (listed on ${plan.listing})` : ''}`)
  // Without a listing nothing links the page yet, and the check fails on a page no one can reach.
  if (!plan.listing && !translation)
    lines.push(
      `No listing shows "${collection.name}": link the page from another page or the navigation (the check fails on an orphan page).`,
    )
  if (plan.written.length > 0) {
    lines.push('', 'Written for you:')
    for (const w of plan.written) lines.push(`  ${w.key}: ${w.value}${w.note ? `  (${w.note})` : ''}`)
  }
  const marker = translation ? untranslatedMarker(lang).trim() : `"${STUB_MARKER.trim()} …"`
  lines.push('', `Left to write (${plan.left.length}, each ${marker}):`)
  const width = Math.max(...plan.left.map((l) => `${file}:${l.line}`.length))
  for (const l of plan.left) lines.push(`  ${`${file}:${l.line}`.padEnd(width)}  ${l.key}`)
  // The model's text (shown above each stub) may use facts about the model alone: say so before they are copied.
  const bound = [...new Set(placeholdersOf(plan.text))].filter((name) => ENTRY_PLACEHOLDERS[name])
  if (bound.length > 0)
    lines.push(
      '',
      `The model's text uses ${bound.map((n) => `{${n}}`).join(', ')}: facts about ${[...new Set(bound.map((n) => ENTRY_PLACEHOLDERS[n]))].join(', ')} (site.facts.ts), not about this page. Write this page's own (the check "Facts of one page" fails them here).`,
    )
  if (plan.optional.length > 0)
    lines.push(
      '',
      `Optional, commented out with what each is: ${plan.optional.join(', ')} (delete the "# " to use one)`,
    )
  lines.push(
    '',
    translation
      ? `Next: write the ${languageName(lang)} and delete each ${marker}. \`npm run check\` names each one, file and line, until it is written;`
      : `Next: write those texts. \`npm run check\` names each one, file and line, until it is written;`,
  )
  if (translation)
    lines.push(
      `then accept the ${languageName(lang)} against its English: \`${acceptTargetsCommand(lang, [`${collection.name}/${plan.slug}`])}\`.`,
    )
  else {
    lines.push(`when it passes, \`npm run build\` (or \`npm run dev\` to see the page as you write).`)
    if (collection.translatable)
      for (const other of TRANSLATED_LANGS)
        lines.push(
          `A ${languageName(other)} version: npm run add-entry -- ${collection.name} "<${languageName(other)} title>" --lang ${other} --slug ${plan.slug}`,
        )
  }
  return lines.join('\n')
}

/**
 * The file of an English entry in a translated language, as a translator
 * starts it: the translated title given, every other text the English marked
 * [ES-PENDING] (the marker add-page puts on pending stubs), block for block in the
 * Markdown text, so the check names each one until it is translated. The
 * data (date, tags, props) is not repeated: it comes from the English.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Document } from 'yaml'
import { untranslatedMarker } from '../../site/copy.ts'
import { translatedFileOf } from '../../site/content/index.ts'
import type { Lang } from '../../site/lang.ts'
import { languageName } from '../translations/record.ts'
import { readMarkdownBody } from '../../site/content/markdown.ts'
import { readDataFile, readMarkdownFile } from '../../site/content/source.ts'
import { ENTRY_TEXT_FIELDS, type Collection } from '../../site/schema/collection.ts'
import { fieldsOf } from '../../site/schema/field-info.ts'
import { pendingStub } from '../add-page/stubs.ts'
import { fieldComment, yamlField } from './fields.ts'

/** A block the marker can open without changing what kind of block it is once removed. */
const markable = (block: string) => !/^(```|~~~| {4}|\t)/.test(block)

/** The file in `lang` beside `english` (repository-relative), titled `title`. */
export function translationFile(
  root: string,
  collection: Collection,
  english: string,
  title: string,
  lang: Lang,
): { file: string; text: string } {
  const markdown = english.endsWith('.md')
  const source = (markdown ? readMarkdownFile : readDataFile)(readFileSync(join(root, english), 'utf8'))
  if (source.error) throw new Error(`${english} does not parse: ${source.error.message}; fix it first (npm run check)`)
  const data = source.data as Record<string, unknown>
  const textFields = new Set<string>([...ENTRY_TEXT_FIELDS, ...collection.text])
  const lines = [
    `# The ${languageName(lang)} of ${english}. Each text below is its English marked ${untranslatedMarker(lang).trim()}:`,
    `# write the ${languageName(lang)} and delete the marker. Dates, tags and the other data come from the English file.`,
  ]
  for (const field of fieldsOf(collection.schema)) {
    if (!textFields.has(field.name) || data[field.name] === undefined) continue
    const value = field.name === 'title' ? title : pendingStub(data[field.name], lang)
    lines.push(...fieldComment(field, field.required).slice(0, 1), yamlField(field.name, value))
  }
  let text: string
  if (markdown) {
    const blocks = readMarkdownBody(source.body, source.bodyLine).blocks
    const body = blocks.map((b) => (markable(b.source) ? `${untranslatedMarker(lang)}${b.source}` : b.source))
    text = ['---', ...lines, '---', '', body.join('\n\n'), ''].join('\n')
    // Tracked block for block: the draft must have the English's blocks, one for one.
    const drafted = readMarkdownBody(readMarkdownFile(text).body).blocks.length
    if (drafted !== blocks.length)
      throw new Error(
        `the ${languageName(lang)} draft of ${english} has ${drafted} blocks where the English has ${blocks.length}`,
      )
  } else {
    const copy =
      data.copy === undefined
        ? []
        : new Document({ copy: pendingStub(data.copy, lang) })
            .toString({ lineWidth: 0, singleQuote: true })
            .trimEnd()
            .split('\n')
    text = [...lines, ...copy, ''].join('\n')
  }
  return { file: translatedFileOf(english, lang), text }
}

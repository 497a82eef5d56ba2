/**
 * The sections of a new data entry (YAML): `props` and `copy` per section.
 * Modelled on an entry of the collection when there is one, so the new page
 * has the same blocks with the same ids, icons and links: its props are kept
 * except their words (a value with a capital or a space, such as the
 * competitor's name), and every text is a stub with the model's English in
 * a comment above it. Without a model, each named section gets the text its
 * type needs (the stubs of add-page) and no props.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Document, isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml'
import type { Collection } from '../../site/schema/collection.ts'
import type { NewSection } from '../add-page/sections.ts'
import { englishStub, sectionCopy } from '../add-page/stubs.ts'
import { textStub } from './fields.ts'

/** A string of props that a reader sees (a name, a label) rather than an id, an icon, a link or an option. */
const isWords = (value: string) => /[A-Z\s]/.test(value) && !/^(\/|#|ext:|https:|mailto:)/.test(value)

/** The path of a node in readable form: ["hero", "title"] → "hero › title". */
const label = (path: readonly (string | number)[]) => path.map(String).join(' › ')

/** Replaces every string below `node`: props' words, or every text with the model's English as a comment. */
function stubStrings(node: Node | null, path: (string | number)[], mode: 'props' | 'copy'): void {
  if (isMap(node))
    for (const pair of node.items) {
      if (!isPair(pair) || !isScalar(pair.key)) continue
      const key = String(pair.key.value)
      if (isScalar(pair.value) && typeof pair.value.value === 'string') {
        const english = pair.value.value
        if (mode === 'props' && !isWords(english)) continue
        pair.value.value = textStub(label([...path, key]))
        pair.value.type = 'QUOTE_SINGLE'
        pair.key.commentBefore = ` ${mode === 'props' ? 'the model says' : 'English of the model'}: ${english.replace(/\s+/g, ' ')}`
      } else stubStrings(pair.value as Node, [...path, key], mode)
    }
  else if (isSeq(node))
    node.items.forEach((item, i) => {
      if (isScalar(item) && typeof item.value === 'string') {
        if (mode === 'props' && !isWords(item.value)) return
        item.commentBefore = ` the model says: ${item.value}`
        item.value = textStub(label([...path, i]))
        item.type = 'QUOTE_SINGLE'
      } else stubStrings(item as Node, [...path, i], mode)
    })
}

/** `props:` and `copy:` of a new entry modelled on `model` (repository-relative), as YAML lines. */
export function modelledBody(root: string, model: string): string[] {
  const doc = parseDocument(readFileSync(join(root, model), 'utf8'))
  const out = new Document({})
  for (const key of ['props', 'copy'] as const) {
    const node = doc.get(key, true) as Node | undefined
    if (!node) continue
    const copy = node.clone() as Node
    stubStrings(copy, [], key === 'props' ? 'props' : 'copy')
    out.set(key, copy)
  }
  const name = model.slice(model.lastIndexOf('/') + 1)
  return [
    `# The sections of the page, by name: their props (ids, icons, links: kept from ${name}; change what differs)`,
    `# and their text (copy). Every text is a stub, with what ${name} says above it.`,
    ...out.toString({ lineWidth: 0, singleQuote: true }).trimEnd().split('\n'),
  ]
}

/** `copy:` of a new entry of a collection without entries: each named section's text, as its type needs it. */
export function unmodelledBody(collection: Collection): string[] {
  const copy: Record<string, unknown> = {}
  for (const section of collection.sections) {
    // A section with its own copy key reads locales/ or the entry's fields: nothing to write here.
    if (!section.name || section.copy) continue
    try {
      copy[section.name] = sectionCopy(
        {
          type: section.type as NewSection['type'],
          copy: `entry.${section.name}`,
          props: section.props ?? {},
        },
        englishStub,
      )
    } catch {
      // Props the entry must give (items, rows): the check names the texts they need once written.
      copy[section.name] = { title: englishStub([section.name, 'title']) }
    }
  }
  const doc = new Document({ copy })
  return [
    '# The text of each section of the page, by name; props: (per section name) give what differs from the collection.',
    ...doc.toString({ lineWidth: 0, singleQuote: true }).trimEnd().split('\n'),
  ]
}

/**
 * npm run compare-builds -- <before>/client <after>/client [--only /privacy/,/vs/madgicx/]
 * What a visitor and a search engine get from each page of two builds,
 * compared page by page: the visible text (whitespace folded), the head (title,
 * every meta and link element, attributes sorted) and the structured data
 * (each JSON-LD document, parsed). Used to show that moving a page to another
 * source (a Markdown file, a collection entry) changed nothing it shows; exit
 * 1 naming each page and the first difference of each part.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { pageView, compareViews } from './compare/view.ts'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { only: { type: 'string' } } })
const [before, after] = positionals
if (!before || !after) {
  console.error('usage: npm run compare-builds -- <before>/client <after>/client [--only /privacy/,/story/]')
  process.exit(2)
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : []
  })
}

const urlOf = (file: string) => `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`
const only = values.only ? new Set(values.only.split(',')) : null
const pages = htmlFiles(before)
  .map((f) => relative(before, f))
  .filter((f) => !only || only.has(urlOf(f)))
  .sort()
let differing = 0
for (const file of pages) {
  let afterHtml: string
  try {
    afterHtml = readFileSync(join(after, file), 'utf8')
  } catch {
    console.log(`✖ ${urlOf(file)}: missing from ${after}`)
    differing++
    continue
  }
  const differences = compareViews(pageView(readFileSync(join(before, file), 'utf8')), pageView(afterHtml))
  if (differences.length === 0) console.log(`✔ ${urlOf(file)}`)
  else {
    differing++
    console.log(`✖ ${urlOf(file)}\n${differences.map((d) => `    ${d}`).join('\n')}`)
  }
}
console.log(`\n${pages.length - differing} of ${pages.length} pages the same (text, head, structured data)`)
process.exitCode = differing > 0 ? 1 : 0

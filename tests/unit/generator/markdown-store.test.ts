/**
 * A build parses each Markdown text once: the trees read while loading the
 * site (or read ahead by another lane and handed over) are what the renderer
 * renders. These tests hold that tree equal to a fresh parse of the text the
 * renderer is given (its blocks, placeholders filled, joined by a blank
 * line), on every text of the site, on synthetic entries and on the Markdown
 * that could tell the two apart.
 */
import { readFileSync, statSync } from 'node:fs'
import type { Nodes, Root } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { afterEach, describe, expect, it } from 'vitest'
import { LITERAL_AUTOLINK_MARK, parseMarkdown, readMarkdownBody } from '../../../site/content/markdown.ts'
import {
  adoptMarkdownReadings,
  buildMarkdownStore,
  forgetMarkdownTrees,
  keepMarkdownTrees,
  readAhead,
} from '../../../generator/markdown/store.ts'
import { markdownBodyOf } from '../../../site/content/source.ts'
import { interpolate } from '../../../site/copy.ts'
import { LANGS } from '../../../site/lang.ts'
import { getSite } from '../../../generator/site.ts'
import { parseBlocks } from '../../../renderer/markdown/tree.ts'
import { syntheticSite } from '../../../scripts/synthetic/plan.ts'
import { markdownFiles, readAheadShare } from '../../../generator/prerender/read-ahead.ts'

afterEach(() => forgetMarkdownTrees())

/** A tree as plain data without positions (a kept tree has none; a fresh parse's are lines of its own text). */
const shape = (tree: Root): unknown =>
  JSON.parse(JSON.stringify(tree, (k, v: unknown) => (k === 'position' ? undefined : v)))

/** Top-level nodes of a tree that came from the kept trees (they carry no position). */
const kept = (tree: Root) => tree.children.filter((n: Nodes) => n.position === undefined).length

/** Reads `body` as the site's load does (keeping its trees), then gives what the renderer would parse for `lang`. */
function loadThenRender(body: string, lang: 'en' | 'es') {
  keepMarkdownTrees()
  const blocks = buildMarkdownStore.read(body, 1).blocks.map((b) => interpolate(b.source, getSite().placeholders[lang]))
  const tree = parseBlocks(blocks, buildMarkdownStore)
  const fresh = parseMarkdown(blocks.join('\n\n'))
  forgetMarkdownTrees()
  return { tree, fresh, blocks }
}

const contentTexts = (): { file: string; body: string }[] =>
  markdownFiles(process.cwd()).map((file) => ({ file, body: markdownBodyOf(readFileSync(file, 'utf8')).body }))

describe('the tree a build renders is the tree of the text it renders', () => {
  it('on every Markdown text of the site, placeholders filled, in each language', () => {
    const texts = contentTexts()
    expect(texts.length).toBeGreaterThan(3)
    let reused = 0
    for (const { file, body } of texts)
      for (const lang of LANGS) {
        const { tree, fresh } = loadThenRender(body, lang)
        expect(shape(tree), `${file} (${lang})`).toEqual(shape(fresh))
        reused += kept(tree)
      }
    // Not a parse every time: most blocks were the ones read while loading.
    expect(reused).toBeGreaterThan(100)
  })

  it('on synthetic entries, in both languages (the benchmark and the end-to-end site are made of them)', () => {
    const site = syntheticSite({ entries: 4, translated: 2 })
    const files = Object.entries(site.files).filter(([name]) => name.endsWith('.md'))
    expect(files.length).toBe(6)
    for (const [name, text] of files) {
      const lang = name.endsWith('.es.md') ? 'es' : 'en'
      const { tree, fresh, blocks } = loadThenRender(markdownBodyOf(text).body, lang)
      expect(shape(tree), name).toEqual(shape(fresh))
      // Blocks with {brand} are parsed filled; every other block is the one read while loading.
      const filled = blocks.filter((b, i) => b !== readMarkdownBody(markdownBodyOf(text).body).blocks[i]!.source)
      expect(kept(tree), name).toBe(blocks.length - filled.length)
    }
  })

  const cases: [string, string][] = [
    ['a heading right above its paragraph', '## Plans\nEvery plan starts with a goal.\n\nThen a budget.'],
    [
      'a caption right above its table',
      'Table: Spend by platform\n| Platform | Spend |\n| --- | --- |\n| Meta | 40% |',
    ],
    ['two lists with different bullets', '- one\n- two\n* three\n\n1. first\n2) second'],
    ['a loose list and a tight one', '- a\n\n- b\n\ntext\n\n- c\n- d'],
    ['fenced code with blank lines in it', '```\nline\n\n\nmore\n```\nafter'],
    [
      'a quote with a lazy line, a callout and a source',
      '> quoted\nlazy\n\n> [!NOTE]\n> Careful.\n\n> Said.\n>\n> — Someone',
    ],
    ['a setext heading and a thematic break', 'Title\n=====\n\n***\n\nSub\n---\ntext'],
    ['headings with anchors and the same text twice', '## Setup {#setup}\n\n## Setup\n\n## Setup'],
    ['emphasis, links and autolinks', 'See **this** and [that](/contact) or https://example.com and hi@example.com.'],
  ]
  for (const [name, body] of cases)
    it(`on ${name}`, () => {
      const { tree, fresh } = loadThenRender(body, 'en')
      expect(shape(tree)).toEqual(shape(fresh))
      expect(kept(tree)).toBe(tree.children.length)
    })

  it('a text that defines a link reference or a footnote is parsed whole (a definition is seen by every block)', () => {
    for (const body of [
      'Read [the guide][g].\n\n[g]: /guides',
      'A claim.[^1]\n\n[^1]: Its basis.',
      '> [g]: /guides\n\nSee [g].',
    ]) {
      const { tree, fresh } = loadThenRender(body, 'en')
      expect(shape(tree)).toEqual(shape(fresh))
      expect(kept(tree), body).toBe(0)
    }
  })
})

describe('Markdown read ahead by another lane', () => {
  it('is what the load would have read, crosses threads by copy, and is used once', () => {
    const body = '## Launch\n\nFirst [step](/contact).\n\n- a\n- b'
    const fresh = readMarkdownBody(body, 5)
    const [reading] = readAhead([{ body, firstLine: 5 }])
    forgetMarkdownTrees()
    const copied = structuredClone([reading!])
    adoptMarkdownReadings(copied)
    const adopted = buildMarkdownStore.read(body, 5)
    expect(adopted).toBe(copied[0]!.parsed)
    expect(adopted).toEqual(fresh)
    // Used once: the same body read again is parsed again.
    expect(buildMarkdownStore.read(body, 5)).not.toBe(adopted)
  })

  it("gives the lanes' shares of the site's files, every file in exactly one share", () => {
    const files = markdownFiles(process.cwd())
    expect(files.every((f) => statSync(f).isFile() && f.endsWith('.md'))).toBe(true)
    expect(files).toEqual([...files].sort())
    const shares = [0, 1, 2].map((lane) => readAheadShare(process.cwd(), lane, 3).map((r) => r.key))
    forgetMarkdownTrees()
    expect(shares.flat().sort()).toEqual(
      files
        .map((f) => markdownBodyOf(readFileSync(f, 'utf8')))
        .map(({ body, bodyLine }) => `${bodyLine}\n${body}`)
        .sort(),
    )
  })
})

describe('a text with no mark of a literal autolink', () => {
  // GFM as remark-gfm parses it: what parseMarkdown skips the literal autolinks of.
  const gfm = unified().use(remarkParse).use(remarkGfm)
  const same = (text: string, name: string) =>
    expect(JSON.stringify(parseMarkdown(text)), name).toBe(JSON.stringify(gfm.parse(text)))

  it('parses as GFM does, positions included: every text of the site, synthetic entries, every GFM construct', () => {
    const site = syntheticSite({ entries: 4, translated: 2 })
    const texts = [
      ...contentTexts().map(({ file, body }) => ({ name: file, body })),
      ...Object.entries(site.files)
        .filter(([name]) => name.endsWith('.md'))
        .map(([name, text]) => ({ name, body: markdownBodyOf(text).body })),
      {
        name: 'GFM constructs',
        body: [
          '| a | b |\n| :-- | --: |\n| 1 | 2 |',
          'A claim.[^note]\n\n[^note]: Its basis.',
          '~one~ and ~~two~~ struck',
          '- [ ] to do\n- [x] done',
          'wwwexample.com, htt://nope, example.com, name at host',
        ].join('\n\n'),
      },
    ]
    let checked = 0
    for (const { name, body } of texts)
      // Each text as written and with every mark taken out, so that each takes the path without them.
      for (const text of [body, body.replace(/www\.|http|@/gi, '')]) {
        if (LITERAL_AUTOLINK_MARK.test(text)) continue
        same(text, name)
        checked++
      }
    expect(checked).toBeGreaterThan(texts.length)
  })

  it('is the only one spared: a mark in any case gives the literal autolinks', () => {
    for (const [text, url] of [
      ['Visit WWW.Example.com today.', 'http://WWW.Example.com'],
      ['Read HTTPS://example.com/guide first.', 'HTTPS://example.com/guide'],
      ['Write to hola@example.com.', 'mailto:hola@example.com'],
    ] as const) {
      same(text, text)
      const links: string[] = []
      const walk = (n: Nodes) => {
        if (n.type === 'link') links.push(n.url)
        if ('children' in n) n.children.forEach(walk)
      }
      walk(parseMarkdown(text))
      expect(links, text).toEqual([url])
    }
  })
})

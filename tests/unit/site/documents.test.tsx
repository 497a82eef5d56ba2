/**
 * Markdown documents (site/content/): frontmatter checked with the line of
 * each field, the body split into blocks and refused where unsafe, and the
 * renderer's markup for what the site adds to Markdown.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadDocuments } from '../../../site/content/documents.ts'
import { loadContent } from '../../../site/content/index.ts'
import { readMarkdownBody } from '../../../site/content/markdown.ts'
import { formatProblem } from '../../../site/errors.ts'
import { markdownToHast } from '../../../renderer/markdown/tree.ts'
import { renderHast } from '../../../renderer/markdown/Markdown.tsx'

const FIXTURE = 'tests/fixtures/content/bad-documents'

describe('a document that cannot be used fails the build, naming file, line and fix', () => {
  const { problems } = loadDocuments(FIXTURE)
  const lines = problems.map(formatProblem)
  const of = (file: string) => lines.filter((l) => l.startsWith(`content/documents/${file}`))

  it('a field that fails its schema, at its line', () => {
    expect(of('bad-date.md')).toEqual([
      'content/documents/bad-date.md:3 › lastUpdated: 2026-13-40 is no day of the calendar: write a date that exists, YYYY-MM-DD\n' +
        '    fix: write lastUpdated: date YYYY-MM-DD (docs/editing.md#add-an-entry)',
    ])
  })

  it('raw HTML, an unsafe URL, an image without alt text and a missing image, each at its line', () => {
    const unsafe = of('unsafe.md')
    expect(unsafe).toHaveLength(4)
    expect(unsafe[0]).toMatch(/^content\/documents\/unsafe\.md:7 › .* raw HTML is not allowed in Markdown: "<script>/)
    expect(unsafe.join('\n')).toMatch(/unsafe\.md:9 › .* unsafe URL "javascript:alert\(1\)"/)
    expect(unsafe.join('\n')).toMatch(/unsafe\.md:9 › body: image \.\/chart\.png: no alt text/)
    expect(unsafe.join('\n')).toMatch(
      /unsafe\.md:9 › image \.\/chart\.png: no such file \(content\/documents\/chart\.png\)/,
    )
  })

  it('a link that is not a site path, an anchor, ext:, https:, http:, mailto: or tel:, at its line, with its fix', () => {
    expect(of('links.md')).toEqual([
      'content/documents/links.md:8 › body: link "file:///etc/passwd" uses the scheme file:, which the site does not publish\n' +
        '    fix: link to a site path (/contact), an anchor (#faq), ext:<name> (ext:blog), https://…, mailto:… or tel:…',
      'content/documents/links.md:10 › body: link "pricing" is a relative path\n' +
        '    fix: write the site path from the root, "/pricing" if that is the page meant (the links check holds it to the routes); a link is a site path (/contact), an anchor (#faq), ext:<name> (ext:blog), https://…, mailto:… or tel:…',
      expect.stringMatching(
        /^content\/documents\/links\.md:10 › body: link "\.\.\/guides\/launch" is a relative path\n {4}fix: write the site path from the root, "\/guides\/launch" if that is the page meant/,
      ),
      expect.stringMatching(
        /^content\/documents\/links\.md:12 › body: link "ext:newsletter" names no configured link\n {4}fix: write one of ext:signIn, /,
      ),
      'content/documents/links.md:12 › body: link "//example.com/x" leaves out its scheme\n    fix: write the address whole: https://example.com/x',
      expect.stringMatching(/^content\/documents\/links\.md:12 › body: a link without an address\n/),
      expect.stringMatching(
        /^content\/documents\/links\.md:14 › body: link "ftp:\/\/example\.com\/file" uses the scheme ftp:/,
      ),
    ])
  })

  it('no frontmatter, YAML that does not parse, an unknown field in either language', () => {
    expect(of('no-frontmatter.md')).toEqual([expect.stringMatching(/no-frontmatter\.md:1 › .* no frontmatter/)])
    expect(of('bad-yaml.md')).toEqual([expect.stringMatching(/bad-yaml\.md:2 › .* not valid YAML/)])
    expect(of('unknown-field.md')).toEqual([expect.stringMatching(/unknown-field\.md:3 › .* unknown field: sumary/)])
    // A translation writes the text only: the dates come from the English document.
    expect(of('unknown-field.es.md')).toEqual([
      expect.stringMatching(/unknown-field\.es\.md:3 › .* unknown field: lastUpdated/),
    ])
  })
})

describe('the documents of the site', () => {
  const content = loadContent(process.cwd())

  it('are mounted as copy (text only) with their data apart, and every block knows its line', () => {
    const privacy = content.text.en.documents as Record<string, { title: string; body: string[] }>
    expect(privacy.privacy!.title).toBe('Privacy policy')
    expect(Object.keys(privacy.terms!)).toEqual(['title', 'summary', 'body'])
    expect(content.dataOf('en', 'documents.terms')).toEqual({
      lastUpdated: expect.stringMatching(/^\d{4}-/),
      effective: expect.stringMatching(/^\d{4}-/),
      previous: '/terms-and-conditions/2024-12-31',
    })
    const located = content.locate('en', 'documents.terms.body.3')!
    expect(located.file).toBe('content/documents/terms.md')
    expect(located.line).toBeGreaterThan(5)
  })
})

describe('Markdown blocks', () => {
  it('are the top-level blocks of the text, each with its line in the file', () => {
    const { blocks } = readMarkdownBody('First.\n\n## Second {#two}\n\n- a\n- b\n', 10)
    expect(blocks).toEqual([
      { source: 'First.', line: 10 },
      { source: '## Second {#two}', line: 12 },
      { source: '- a\n- b', line: 14 },
    ])
  })
})

describe('the markup the site adds to Markdown', () => {
  const html = (md: string) => renderToStaticMarkup(<>{renderHast(markdownToHast([md]).children as never)}</>)

  it('heading anchors: written with {#id}, or a slug of the text', () => {
    expect(html('## Data encryption {#encryption}\n\n## Backups and recovery')).toBe(
      '<h2 id="encryption">Data encryption</h2>\n<h2 id="backups-and-recovery">Backups and recovery</h2>',
    )
  })

  it('a [!NOTE] blockquote is a callout; a quote ending "— Name" is a figure naming its source', () => {
    expect(html('> [!NOTE]\n> **Not yet.** Soon.')).toBe(
      '<div role="note" class="callout">\n<p><strong>Not yet.</strong> Soon.</p>\n</div>',
    )
    expect(html('> We built it.\n>\n> — Valeria, CEO')).toBe(
      '<figure><blockquote>\n<p>We built it.</p>\n\n</blockquote><figcaption class="mt-2 text-sm font-medium text-slate-600">— Valeria, CEO</figcaption></figure>',
    )
  })

  it('a table has its caption, column and row headers, in a box that scrolls on a narrow screen', () => {
    expect(html('Table: Limits\n\n| Area | Value |\n| --- | --- |\n| Sessions | 12 hours |')).toBe(
      '<section class="overflow-x-auto" aria-label="Limits" tabindex="0"><table><caption>Limits</caption>' +
        '<thead><tr><th scope="col">Area</th><th scope="col">Value</th></tr></thead>' +
        '<tbody><tr><th scope="row">Sessions</th><td>12 hours</td></tr></tbody></table></section>',
    )
  })
})

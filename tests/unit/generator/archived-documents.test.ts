/**
 * Archived documents (issue 53): a superseded legal text kept published word
 * for word while it binds the customers who accepted it (the previous Terms).
 * The glossary checks (claim words, figures typed as placeholders) leave its
 * text as it was; the same words in a current document still fail them.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { runChecks } from '../../../generator/checks/index.ts'
import { DocumentSchema } from '../../../site/content/documents.ts'
import manifest from '../../../site.manifest.ts'
import { cloneCopy, cloneManifest } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const archived = readdirSync('content/documents')
  .filter((f) => f.endsWith('.md') && /^archived: true$/m.test(readFileSync(`content/documents/${f}`, 'utf8')))
  .map((f) => f.slice(0, -3))

describe('archived documents', () => {
  it('the previous Terms are archived, published and linked from the current Terms', () => {
    expect(archived).toContain('terms-2024-12-31')
    const routes = manifest.routes.filter((r) =>
      r.sections.some((s) => 'copy' in s && archived.some((name) => s.copy === `documents.${name}`)),
    )
    expect(routes.map((r) => r.path)).toContain('/terms-and-conditions/2024-12-31')
    expect(readFileSync('content/documents/terms.md', 'utf8')).toContain('](/terms-and-conditions/2024-12-31)')
  })

  it('keeps its text as it was, which today’s copy may not say (checks.test.ts: the repository passes)', () => {
    const copy = cloneCopy()
    const body = (copy.en.documents as Record<string, { body: string[] }>)['terms-2024-12-31']!.body
    expect(body.some((b) => /16 years old/.test(b))).toBe(true)
    expect(body.some((b) => /\$500/.test(b))).toBe(true)
  })

  it('the same words in a current document fail, naming the document and key', () => {
    const copy = cloneCopy()
    const docs = copy.en.documents as Record<string, { body: string[] }>
    const old = docs['terms-2024-12-31']!.body
    docs.terms!.body[1] = old.find((b) => /16 years old/.test(b))!
    docs.terms!.body[2] = old.find((b) => /\$500/.test(b))!
    const run = runChecks({ raw: cloneManifest(), config, copy })
    const found = run.problems.map((p) => `${p.check} ${p.file} ${p.key}`)
    expect(found).toContain('claim-words content/documents/terms.md documents.terms.body.1')
    expect(found).toContain('facts content/documents/terms.md documents.terms.body.2')
    expect(found.filter((f) => f.includes('terms-2024-12-31'))).toEqual([])
  })

  it('only `archived: true` marks a document archived', () => {
    expect(DocumentSchema.safeParse({ title: 'T', archived: false }).success).toBe(false)
    expect(DocumentSchema.safeParse({ title: 'T', archived: true }).success).toBe(true)
  })
})

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { atManifestLines } from '../../../generator/checks/index.ts'
import { collectionRoute, type Problem } from '../../../site/errors.ts'

const MANIFEST = `import { defineLoader } from './site/content/loader.ts'
import { CustomerSchema } from './site/schema/collections/customers.ts'

export default {
  collections: [
    {
      name: 'guides',
      path: '/guides/:slug',
      folder: 'content/guides',
    },
    {
      name: 'customers',
      path: '/customers/:slug',
      loader: fromExport,
      schema: CustomerSchema,
      index: {
        path: '/customers',
        card: 'customer',
      },
    },
  ],
}
`
const root = mkdtempSync(join(tmpdir(), 'manifest-lines-'))
writeFileSync(join(root, 'site.manifest.ts'), MANIFEST)
afterAll(() => rmSync(root, { recursive: true, force: true }))

const problem = (route: string, key: string): Problem => ({
  check: 'schema',
  file: 'site.manifest.ts',
  route,
  key,
  message: 'm',
  hint: 'write schema: EntrySchema.extend({…})',
})
const lineOf = (text: string) => MANIFEST.split('\n').findIndex((l) => l.includes(text)) + 1

describe('a problem of a collection as a whole, at the line the manifest writes its field on', () => {
  it('names the line of the field in that collection, not in another one', () => {
    const [loader, card, path] = atManifestLines(
      [
        problem(collectionRoute('customers'), 'loader'),
        problem(collectionRoute('customers'), 'index.card'),
        problem(collectionRoute('customers'), 'path'),
      ],
      root,
      'site.manifest.ts',
    )
    expect(loader!.line).toBe(lineOf('loader: fromExport'))
    expect(card!.line).toBe(lineOf("card: 'customer'"))
    // The customers' path, not the guides' (the first `path:` of the file).
    expect(path!.line).toBe(lineOf("path: '/customers/:slug'"))
  })

  it("adds to a schema's fix the file that defines it, where the fix is made", () => {
    const [schema] = atManifestLines([problem(collectionRoute('customers'), 'schema')], root, 'site.manifest.ts')
    expect(schema!.line).toBe(lineOf('schema: CustomerSchema'))
    expect(schema!.hint).toBe(
      'write schema: EntrySchema.extend({…}); CustomerSchema is defined in site/schema/collections/customers.ts',
    )
  })

  it('leaves alone a problem it cannot place: another file, a route, a field the manifest does not write', () => {
    const others = [
      { ...problem(collectionRoute('customers'), 'loader'), file: 'content/customers/a.md' },
      problem('/about', 'sections[0]'),
      problem(collectionRoute('guides'), 'schema'),
      problem(collectionRoute('nowhere'), 'loader'),
    ]
    expect(atManifestLines(others, root, 'site.manifest.ts')).toEqual(others)
  })
})

/**
 * The manifest's types come from its zod schemas (z.input for what authors
 * write, z.output for what the site reads), so these checks run in
 * `npm run typecheck` as much as in vitest: an `@ts-expect-error` that stops
 * erroring fails the type check.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import { z } from 'zod'
import type { CopyKey } from '../../../locales/index.ts'
import { parseManifest, type Manifest, type ManifestInput, type ManifestSchema } from '../../../site/schema/manifest.ts'
import type { Route, RouteInput, RouteSchema } from '../../../site/schema/route.ts'
import { fieldIssues } from '../../../site/schema/issues.ts'
import type { ManifestError } from '../../../site/errors.ts'
import { CopyKeySchema, type SectionEntry, type SectionEntryInput } from '../../../site/schema/sections/index.ts'

describe('manifest types', () => {
  it('are the schemas’ own input and output types, and parsing returns the output without a cast', () => {
    expectTypeOf<Route>().toEqualTypeOf<z.output<typeof RouteSchema>>()
    expectTypeOf<RouteInput>().toEqualTypeOf<z.input<typeof RouteSchema>>()
    expectTypeOf<Manifest>().toEqualTypeOf<z.output<typeof ManifestSchema>>()
    expectTypeOf<ManifestInput>().toEqualTypeOf<z.input<typeof ManifestSchema>>()
    expectTypeOf(parseManifest).returns.toEqualTypeOf<Manifest>()
  })

  it('pair each section type with its own props', () => {
    expectTypeOf<Extract<SectionEntry, { type: 'faq' }>['props']['items']>().toEqualTypeOf<string[]>()
    const faq: SectionEntryInput = { type: 'faq', copy: 'contact.faq', props: { items: ['setup'] } }
    // @ts-expect-error: a faq entry takes the faq section's props, not the hero's
    const mixed: SectionEntryInput = { type: 'faq', copy: 'contact.faq', props: { primary: { href: '/' } } }
    expect([faq.type, mixed.type]).toEqual(['faq', 'faq'])
  })

  it('type a section’s copy key, so a misspelt key does not compile', () => {
    expectTypeOf<SectionEntryInput['copy']>().toEqualTypeOf<CopyKey>()
    expectTypeOf<'home.hero'>().toExtend<CopyKey>()
    expectTypeOf<'home.heor'>().not.toExtend<CopyKey>()
    // @ts-expect-error: "home.heor" is no copy key (tsc: Type '"home.heor"' is not assignable to type '"common" | …')
    const typo: SectionEntryInput = { type: 'faq', copy: 'home.heor', props: { items: [] } }
    expect(typo.copy).toBe('home.heor')
  })

  it('still check a copy key’s form at run time, for manifests built outside the type checker', () => {
    expect(CopyKeySchema.safeParse('home.hero').success).toBe(true)
    const wrong = CopyKeySchema.safeParse('home..hero')
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.message).toBe('must be a dotted copy key such as "home.hero"')
  })
})

describe('zod issues', () => {
  it('write every field one way: dotted names and [index] for array items', () => {
    const schema = z.strictObject({
      routes: z.array(z.strictObject({ path: z.string() })),
      posthog: z.strictObject({ key: z.string() }),
    })
    const result = schema.safeParse({ routes: [{ path: '/' }, { path: 3 }], posthog: {} })
    expect(result.success).toBe(false)
    expect(fieldIssues(result.error!).map((issue) => issue.field)).toEqual(['routes[1].path', 'posthog.key'])
    expect(fieldIssues(z.string().safeParse(1).error!)[0]?.field).toBe('')
  })
})

describe('a language the manifest writes but site.languages.ts does not declare', () => {
  it('is told to declare it or remove its entries, naming the route and the key', async () => {
    const { cloneManifest } = await import('../../fixtures/util.ts')
    const { formatProblem } = await import('../../../site/errors.ts')
    const raw = cloneManifest() as { routes: { path: string; seo: Record<string, unknown> }[] }
    const about = raw.routes.find((r) => r.path === '/about')!
    about.seo.pt = { ...(about.seo.en as object) }
    let problems: string[] = []
    try {
      parseManifest(raw)
    } catch (error) {
      problems = (error as ManifestError).problems.map(formatProblem)
    }
    expect(problems).toEqual([
      expect.stringMatching(
        /route "\/about" › seo: Unrecognized key: "pt"\n\s+fix: "pt" is not a language of site\.languages\.ts: declare it there/,
      ),
    ])
  })
})

describe('props a collection gives every entry', () => {
  it('are checked once, in the manifest, naming the prop, the near one and the props of its type', async () => {
    const { cloneManifest } = await import('../../fixtures/util.ts')
    const { formatProblem } = await import('../../../site/errors.ts')
    const raw = cloneManifest() as unknown as { collections: { name: string; sections: unknown }[] }
    raw.collections.find((c) => c.name === 'solutions')!.sections = [{ type: 'longform', props: { tc: false } }]
    let problems: string[] = []
    try {
      parseManifest(raw)
    } catch (error) {
      problems = (error as ManifestError).problems.map(formatProblem)
    }
    // One problem on the manifest, not one per entry file of the collection.
    expect(problems).toEqual([
      expect.stringMatching(
        /^site\.manifest\.ts › collection solutions › sections\[0\]\.props\.tc: "tc" is no prop of a longform section \(did you mean toc\?\)\n\s+fix: write toc; the props of a longform section are toc, /,
      ),
    ])
  })
})

import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  ARCHITECTURE_DOC,
  renderArchitectureDoc,
  renderSectionsDoc,
  SECTIONS_DOC,
} from '../../../generator/architecture/docs.ts'
import { moduleCaches, rendererPathsInCore } from '../../../generator/architecture/caches.ts'
import { importsOf, sourceFiles } from '../../../generator/architecture/imports.ts'
import { importCycles, importViolations, layerOf } from '../../../generator/architecture/layers.ts'
import { sectionFiles } from '../../../generator/architecture/sections.ts'
import { SECTION_TYPES } from '../../../site/schema/sections/index.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const STALE = 'stale: run `npm run architecture:docs` and commit the result'

describe('the direction of every import (docs/architecture.md)', () => {
  it('no file of the repository imports against the direction of the house', () => {
    const files = sourceFiles(ROOT)
    // The walk reaches every part, so a rule that matched nothing would not pass silently.
    for (const path of [
      'site/routes.ts',
      'renderer/html.tsx',
      'generator/cli/build.ts',
      'server/start.ts',
      'bench/cli/lighthouse.ts',
    ])
      expect(files).toContain(path)
    expect(importViolations(ROOT, files).map((v) => `${v.file}:${v.line}: ${v.specifier} — ${v.message}`)).toEqual([])
  })

  it('fails naming the file and the import for each forbidden direction, in every form of import', () => {
    const sources: Record<string, string> = {
      'site/routes.ts': "import { x } from '../renderer/links.ts'\nexport * from '../generator/checks/index.ts'",
      'renderer/html.tsx':
        "const m = () => import('../generator/prerender/render.ts')\nimport type { T } from '../site/site.ts'",
      'server/start.ts': "import { render } from '../renderer/html.tsx'",
      'generator/postbuild.ts':
        "import { s } from '../bench/cli/lighthouse.ts'\nimport { h } from '../hosts/headers/plan.ts'",
      'site/x.ts': "import { t } from '../tests/e2e/ports.ts'",
    }
    const violations = importViolations(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(violations.map((v) => [v.file, v.specifier])).toEqual([
      ['site/routes.ts', '../renderer/links.ts'],
      ['site/routes.ts', '../generator/checks/index.ts'],
      ['renderer/html.tsx', '../generator/prerender/render.ts'],
      ['server/start.ts', '../renderer/html.tsx'],
      ['generator/postbuild.ts', '../bench/cli/lighthouse.ts'],
      ['site/x.ts', '../tests/e2e/ports.ts'],
    ])
    expect(violations[0]!.message).toBe(
      'core (site/routes.ts) may not import renderer (renderer/links.ts): core may import core (docs/architecture.md)',
    )
  })

  it('refuses an import of the site’s data from the engine (site/, renderer/), naming file and line', () => {
    const sources: Record<string, string> = {
      'site/site.ts': "import type { Route } from './routes.ts'\n\nimport rawManifest from '../site.manifest.ts'",
      'renderer/sections/Hero.tsx': "import { ui } from '../../site.facts.ts'",
      'generator/site.ts': "import rawManifest from '../site.manifest.ts'",
    }
    const violations = importViolations(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(violations.map((v) => v.message)).toEqual([
      "site/site.ts:3 imports site.manifest.ts: the engine (site/, renderer/) is handed the site's data, never imports it; take it as an argument (createSite({ manifest }), a section's props) (docs/architecture.md)",
      "renderer/sections/Hero.tsx:1 imports site.facts.ts: the engine (site/, renderer/) is handed the site's data, never imports it; take it as an argument (createSite({ manifest }), a section's props) (docs/architecture.md)",
    ])
  })

  it('refuses the site’s data reached through a file outside the engine, naming the chain', () => {
    const sources: Record<string, string> = {
      'site/site.ts': "import { factPlaceholders } from '../locales/placeholders.ts'",
      'renderer/sections/Hero.tsx': "import { claims } from '../../site.claims.ts'",
      // The language list is the one datum the engine may read (site/lang.ts), and other engine files through it.
      'site/routes.ts': "import { LANGS } from './lang.ts'",
      'generator/placeholders.ts': "import { factPlaceholders } from '../locales/placeholders.ts'",
    }
    const violations = importViolations(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(violations.map((v) => v.message)).toEqual([
      "site/site.ts:1 imports locales/placeholders.ts → site.facts.ts: the engine (site/, renderer/) is handed the site's data, never imports it, not even through another file; take what it needs as an argument (createSite({ facts }), a section's props) (docs/architecture.md)",
      "renderer/sections/Hero.tsx:1 imports site.claims.ts: the engine (site/, renderer/) is handed the site's data, never imports it; take it as an argument (createSite({ manifest }), a section's props) (docs/architecture.md)",
    ])
  })

  it('refuses the build’s machinery in the engine: Vite, v8 serialization, worker threads, naming file and line', () => {
    const sources: Record<string, string> = {
      'site/config.ts': "import { readFileSync } from 'node:fs'\nimport { loadEnv } from 'vite'",
      'renderer/markdown/tree.ts': "import { deserialize } from 'node:v8'",
      'site/content/markdown.ts': "import { Worker } from 'worker_threads'",
      'generator/markdown/store.ts':
        "import { serialize } from 'node:v8'\nimport { Worker } from 'node:worker_threads'",
    }
    const violations = importViolations(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(violations.map((v) => [v.file, v.line, v.specifier])).toEqual([
      ['site/config.ts', 2, 'vite'],
      ['renderer/markdown/tree.ts', 1, 'node:v8'],
      ['site/content/markdown.ts', 1, 'worker_threads'],
    ])
    expect(violations[0]!.message).toBe(
      "site/config.ts:2 imports vite: the engine (site/, renderer/) imports none of the build's machinery (the build's bundler and dev server: the generator runs it and hands the engine what it read); take what it computes as an argument (docs/architecture.md)",
    )
  })

  it('finds no module-level cache in the engine, and refuses one naming file, line and fix', () => {
    expect(moduleCaches(ROOT).map((v) => v.message)).toEqual([])
    const sources: Record<string, string> = {
      'renderer/assets.ts': "import { join } from 'node:path'\n\nconst cache = new Map<string, number>()",
      'site/page-figures.ts': 'export const kept = new WeakMap<object, string[]>(), other = 1',
      'site/lang.ts': "const LANGS = new Set(['en', 'es'])\nfunction f() {\n  const local = new Map()\n}",
      'generator/memo.ts': 'const byText = new Map<string, unknown>()',
    }
    const found = moduleCaches(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(found.map((v) => [v.file, v.line])).toEqual([
      ['renderer/assets.ts', 3],
      ['site/page-figures.ts', 1],
    ])
    expect(found[0]!.message).toBe(
      "renderer/assets.ts:3 keeps a module-level cache (cache = new Map()): the engine (site/, renderer/) keeps none; ask the site's memo (site.memo.once(…), site/memo.ts, kept by generator/memo.ts) or work it out once when the site is loaded (docs/architecture.md)",
    )
  })

  it('finds no renderer file named in the core, and refuses one naming file, line and fix', () => {
    expect(rendererPathsInCore(ROOT).map((v) => v.message)).toEqual([])
    const sources: Record<string, string> = {
      'site/islands.ts': "export const ISLANDS = {\n  video: { client: 'renderer/ui/video/client.ts' },\n}",
      'site/routes.ts': "// renderer/ui/Link.tsx writes the links\nconst where = 'the renderer/ folder'",
      'generator/emit/prune-css.ts': "const file = 'renderer/ui/video/client.ts'",
    }
    const found = rendererPathsInCore(ROOT, Object.keys(sources), (file) => sources[file]!)
    expect(found.map((v) => v.message)).toEqual([
      'site/islands.ts:2 names a file of the renderer (renderer/ui/video/client.ts): the core names none; let the renderer name its files (as renderer/islands/sources.ts does) and the build read them there (docs/architecture.md)',
    ])
  })

  it('places every file in one part and refuses a file that belongs to none', () => {
    expect(layerOf('hosts/headers/plan.ts')).toBe('hosts')
    expect(layerOf('server/outbox.ts')).toBe('hosts')
    expect(layerOf('generator/emit/csp.ts')).toBe('build')
    expect(layerOf('site.manifest.ts')).toBe('core')
    expect(layerOf('vite.config.ts')).toBe('config')
    expect(importViolations(ROOT, ['lib/helper.ts'], () => '').map((v) => v.message)).toEqual([
      'belongs to no part of the house: add its folder to LAYERS in generator/architecture/layers.ts',
    ])
  })

  it('has no import cycle, type-only imports included', () => {
    expect(importCycles(ROOT).map((c) => c.loop)).toEqual([])
  })

  it('names each cycle with its loop, type-only imports and re-exports included', () => {
    const sources: Record<string, string> = {
      'site/a.ts': "import type { B } from './b.ts'",
      'site/b.ts': "import { c } from './c.ts'\nimport { z } from 'zod'",
      'site/c.ts': "export type { A } from './a.ts'",
      'site/d.ts': "import { a } from './a.ts'",
      'site/e.ts': "import { e } from './e.ts'",
    }
    expect(importCycles(ROOT, Object.keys(sources), (file) => sources[file]!)).toEqual([
      { files: ['site/a.ts', 'site/b.ts', 'site/c.ts'], loop: 'site/a.ts → site/b.ts → site/c.ts → site/a.ts' },
      { files: ['site/e.ts'], loop: 'site/e.ts → site/e.ts' },
    ])
  })

  it('refuses a relative import that names no file, or a file of no part', () => {
    const sources: Record<string, string> = {
      'generator/x.ts':
        "import facts from '../site.facts'\nimport { y } from './missing.ts'\nimport { l } from '../lib/helper.ts'",
    }
    expect(importViolations(ROOT, ['generator/x.ts'], (file) => sources[file]!).map((v) => v.message)).toEqual([
      'generator/x.ts imports ./missing.ts, which names no file of the repository',
      'generator/x.ts imports ../lib/helper.ts, which names no file of the repository',
    ])
    // A name with a dot resolves to its file: '../site.facts' is site.facts.ts.
    expect(importsOf(ROOT, 'generator/x.ts', sources['generator/x.ts'])[0]).toEqual({
      specifier: '../site.facts',
      target: 'site.facts.ts',
      line: 1,
    })
  })

  it('reads imports spread over lines and resolves them to repository files', () => {
    const text =
      "import {\n  a,\n  b,\n} from '../site/routes.ts'\nimport raw from './x.css?raw'\nimport ts from 'typescript'"
    expect(importsOf(ROOT, 'renderer/y.ts', text)).toEqual([
      { specifier: '../site/routes.ts', target: 'site/routes.ts', line: 4 },
      { specifier: './x.css?raw', target: 'renderer/x.css', line: 5 },
      { specifier: 'typescript', target: null, line: 6 },
    ])
  })

  it(`${ARCHITECTURE_DOC}'s table of parts is current`, async () => {
    const current = readFileSync(resolve(ROOT, ARCHITECTURE_DOC), 'utf8')
    expect(current === (await renderArchitectureDoc(ROOT, current)), `${ARCHITECTURE_DOC} is ${STALE}`).toBe(true)
  })
})

describe('the index of section types (docs/sections.md)', () => {
  it(`${SECTIONS_DOC} is current`, async () => {
    const current = readFileSync(resolve(ROOT, SECTIONS_DOC), 'utf8')
    expect(current === (await renderSectionsDoc(ROOT)), `${SECTIONS_DOC} is ${STALE}`).toBe(true)
  })

  it('finds every section type’s schema, component and island client in the files that define them', async () => {
    const sections = await sectionFiles(ROOT)
    expect(sections.map((s) => s.type)).toEqual(SECTION_TYPES)
    const faq = sections.find((s) => s.type === 'faq')!
    expect([faq.schema, faq.component]).toEqual(['site/schema/sections/content.ts', 'renderer/sections/Faq.tsx'])
    const hero = sections.find((s) => s.type === 'hero')!
    expect(hero.islands.map((i) => i.name)).toEqual(['video'])
    const contact = sections.find((s) => s.type === 'contact')!
    expect(contact.islands.map((i) => i.name)).toEqual(['contactForm'])
    expect(contact.tests).toContain('tests/e2e/contact.spec.ts')
  })
})

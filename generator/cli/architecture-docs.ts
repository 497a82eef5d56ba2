/**
 * npm run architecture:docs
 * Writes the index of section types (docs/sections.md) and the table of the
 * house's parts and import directions in docs/architecture.md, from the
 * registries and generator/architecture/layers.ts. Run it after adding a
 * section type, an island or a part; a unit test fails while they are stale.
 */
import { ARCHITECTURE_DOC, renderArchitectureDoc, renderSectionsDoc, SECTIONS_DOC } from '../architecture/docs.ts'
import { writeDocs } from './write-docs.ts'

writeDocs([
  [SECTIONS_DOC, await renderSectionsDoc(process.cwd())],
  [ARCHITECTURE_DOC, await renderArchitectureDoc(process.cwd())],
])

/**
 * The repository's site: its manifest (site.manifest.ts) handed to the core,
 * which imports no manifest of its own (docs/architecture.md). The build, the
 * dev server, the scripts and the tests take it from here.
 */
import rawManifest from '../site.manifest.ts'
import { compatibility, contactForm, founders, measuredFigures } from '../site.facts.ts'
import type { SiteFacts } from '../site/facts.ts'
import { factPlaceholders } from '../locales/placeholders.ts'
import { copyTree } from '../locales/index.ts'
import { perLanguage } from '../site/lang.ts'
import { buildMarkdownStore } from './markdown/store.ts'
import { PROCESS_MEMO } from './memo.ts'
import { createSite, provideSite, providedSite, type Site, type SiteInputs } from '../site/site.ts'

/** This repository's facts, as the engine reads them. */
export const SITE_FACTS: SiteFacts = {
  founders,
  compatibility,
  contactForm,
  measuredFigures,
  placeholders: factPlaceholders,
}

/** This repository's copy (locales/), as the engine reads it. */
export const siteCopy = (): SiteInputs['copy'] => perLanguage(copyTree)

/** A site of this repository: its manifest, facts and copy unless `inputs` give others, with any other input given. */
export function siteOf(inputs: Partial<SiteInputs> = {}): Site {
  return createSite({
    ...inputs,
    manifest: inputs.manifest ?? rawManifest,
    facts: inputs.facts ?? SITE_FACTS,
    copy: inputs.copy ?? siteCopy(),
    // A build's readings made ahead and kept trees, when this thread has them (generator/markdown/store.ts).
    markdown: inputs.markdown ?? buildMarkdownStore,
    // What the engine works out once (a page's figures, the shared copy, image sizes, inline scripts) is kept here.
    memo: inputs.memo ?? PROCESS_MEMO,
  })
}

/** The repository's site, parsed once per process and handed to the renderer (provideSite). */
export function getSite(): Site {
  const site = providedSite()
  if (site) return site
  const made = siteOf()
  provideSite(made)
  return made
}

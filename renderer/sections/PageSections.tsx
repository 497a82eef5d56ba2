import type { ReactNode } from 'react'
import { resolveCopy } from '../../site/copy.ts'
import { textAt } from '../../site/text.ts'
import { SECTIONS, type SectionCopy, type SectionProps, type SectionType } from '../../site/schema/sections/index.ts'
import { describeIssues } from '../../site/schema/issues.ts'
import { isRecord } from '../../site/guards.ts'
import type { z } from 'zod'
import { PageProvider, usePage } from '../context.tsx'
import { EntryPager } from './EntryPager.tsx'
import { HowWeMeasure } from './HowWeMeasure.tsx'
import { registry } from './registry.tsx'
import type { SectionRenderProps } from './types.ts'

/** Each section type with its own props: the registry and a section are indexed by the same type. */
type SectionOfType = { [K in SectionType]: { type: K; copy: string; props: SectionProps<K> } }

/** Each type's copy schema, indexed like the registry, so a section's type picks its own copy's type. */
const COPY_SCHEMAS: { [K in SectionType]: { copy: z.ZodType<SectionCopy<K>> } } = SECTIONS

/**
 * One section through the registry, its copy parsed by its type's schema
 * (the check held the same copy to it) and its placeholders filled: the
 * component gets the props and copy its type declares, with no cast.
 */
function sectionElement<K extends SectionType>(
  section: SectionOfType[K],
  given: Record<string, unknown>,
  at: { key: number; values: Record<string, string>; uid: string; level: 1 | 2; anchor: string | undefined },
): ReactNode {
  const schema = COPY_SCHEMAS[section.type].copy
  const parsed = schema.safeParse(resolveCopy(given, at.values, section.copy))
  if (!parsed.success)
    throw new Error(`a ${section.type} section:\n${describeIssues(`copy "${section.copy}"`, parsed.error)}`)
  const copy: SectionCopy<K> = parsed.data
  const Component: (p: SectionRenderProps<K>) => ReactNode = registry[section.type]
  return <Component key={at.key} props={section.props} copy={copy} uid={at.uid} level={at.level} anchor={at.anchor} />
}

/**
 * Renders the page's sections in manifest order through the registry. The
 * first section carries the page's h1. When the body's language differs from
 * the URL's (/es/story), the body is wrapped in lang="en", and its links are
 * told they sit in English text. After the sections, the basis of every
 * measured figure the page shows ("How we measure these figures").
 */
export function PageSections() {
  const context = usePage()
  const { site, page, common } = context
  if (!page) return null
  const lang = page.contentLang
  const inner = lang === page.lang ? context : { ...context, textLang: lang }
  const sections = page.route.sections.map((section, index) => {
    const raw = textAt(site, lang, section.copy)
    if (raw === undefined)
      throw new Error(`route "${page.url}": copy key "${section.copy}" does not exist in the ${lang} locale`)
    // A content file's data (a document's dates) reads beside its text.
    const given = { ...site.content.dataOf(lang, section.copy), ...(isRecord(raw) ? raw : {}) }
    const rendered = sectionElement(section, given, {
      key: index,
      values: site.placeholders[lang],
      uid: `s${index + 1}`,
      level: index === 0 ? 1 : 2,
      anchor: section.id,
    })
    // A Markdown text names its images from its own folder.
    const textFile = site.content.locate(lang, section.copy)?.file
    return textFile ? (
      <PageProvider key={index} value={{ ...inner, textFile }}>
        {rendered}
      </PageProvider>
    ) : (
      rendered
    )
  })
  sections.push(<EntryPager key="pager" />, <HowWeMeasure key="measure" />)
  if (lang === page.lang) return <>{sections}</>
  return (
    <>
      <p className="bg-amber-50 px-5 py-3 text-center text-sm font-medium text-amber-900">{common.doc.englishOnly}</p>
      <div lang={lang}>
        <PageProvider value={inner}>{sections}</PageProvider>
      </div>
    </>
  )
}

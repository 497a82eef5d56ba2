import type { ReactNode } from 'react'
import { getPath, resolveCopy } from '../../site/copy.ts'
import type { SectionType } from '../../site/schema/sections/index.ts'
import { PageProvider, usePage } from '../context.tsx'
import { EntryPager } from './EntryPager.tsx'
import { HowWeMeasure } from './HowWeMeasure.tsx'
import { registry } from './registry.tsx'
import type { SectionRenderProps } from './types.ts'

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
    const raw = getPath(site.copy[lang], section.copy)
    if (raw === undefined)
      throw new Error(`route "${page.url}": copy key "${section.copy}" does not exist in the ${lang} locale`)
    // A content file's data (a document's dates) reads beside its text.
    const copy = {
      ...site.content.dataOf(lang, section.copy),
      ...resolveCopy(raw, site.placeholders[lang], section.copy),
    }
    const Component = registry[section.type] as (p: SectionRenderProps<SectionType>) => ReactNode
    const rendered = (
      <Component
        key={index}
        props={section.props as SectionRenderProps<SectionType>['props']}
        copy={copy as SectionRenderProps<SectionType>['copy']}
        uid={`s${index + 1}`}
        level={index === 0 ? 1 : 2}
        anchor={section.id}
      />
    )
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

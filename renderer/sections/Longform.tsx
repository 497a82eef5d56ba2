import type { ElementContent } from 'hast'
import { ArrowLeft } from 'lucide-react'
import { formatDate } from '../../locales/format.ts'
import { usePage } from '../context.tsx'
import { readDocument, renderHast } from '../markdown/Markdown.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { listingOfEntry } from './entry-listing.ts'
import type { SectionRenderProps } from './types.ts'

/** The lead paragraph of a document is set larger: the first paragraph before its first heading. */
function intro(nodes: ElementContent[]): ElementContent[] {
  let first = true
  return nodes.map((node) => {
    if (!first || node.type !== 'element' || node.tagName !== 'p') return node
    first = false
    return { ...node, properties: { ...node.properties, className: ['text-lg'] } }
  })
}

/** A long text written in Markdown (a legal document, the story, a collection entry): title, summary, dates, contents, sections. */
export function Longform({ props, copy, uid, level, anchor }: SectionRenderProps<'longform'>) {
  const { common, lang, textLang, site, page } = usePage()
  const doc = readDocument(copy.body, site.markdown)
  const bodyLang = textLang ?? lang
  const Heading = level === 1 ? 'h1' : 'h2'
  // An entry of a listed collection leads back to its listing; the pager after it closes the page.
  const listing = listingOfEntry(site, page, lang)
  // An entry's own fields, as the manifest lists them (the schema's, checked there); an empty one is left out.
  const fields = props.fields.flatMap((field) => {
    const value = copy[field]
    return typeof value === 'string' || typeof value === 'number'
      ? String(value).trim()
        ? [[field, String(value)] as const]
        : []
      : []
  })
  const backHome = (
    <SmartLink
      href={listing?.path ?? '/'}
      className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <span lang={lang}>{listing?.title ?? common.doc.backHome}</span>
    </SmartLink>
  )
  return (
    <article id={anchor} aria-labelledby={`${uid}-title`} className="bg-white">
      <header className="bg-gradient-to-b from-brand-50 to-white px-5 pt-14 pb-10 sm:px-8">
        <div className="mx-auto max-w-3xl">
          {props.backLink ? backHome : null}
          <Heading
            id={`${uid}-title`}
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {copy.title}
          </Heading>
          {copy.summary ? <p className="mt-4 text-lg leading-8 text-slate-600">{copy.summary}</p> : null}
          {fields.length > 0 ? (
            <ul className="mt-5 flex flex-wrap gap-2">
              {fields.map(([field, value]) => (
                <li
                  key={field}
                  className="rounded-lg bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
                >
                  {value}
                </li>
              ))}
            </ul>
          ) : null}
          {copy.date ? (
            <p className="mt-4 text-sm text-slate-600">
              <span lang={lang}>{common.doc.published}</span>:{' '}
              <time dateTime={copy.date}>{formatDate(copy.date, bodyLang)}</time>
            </p>
          ) : null}
          {copy.lastUpdated ? (
            <p className="mt-4 text-sm text-slate-600">
              <span lang={lang}>{common.doc.lastUpdated}</span>:{' '}
              <time dateTime={copy.lastUpdated}>{formatDate(copy.lastUpdated, bodyLang)}</time>
              {copy.effective ? (
                <>
                  {' · '}
                  <span lang={lang}>{common.doc.effective}</span>:{' '}
                  <time dateTime={copy.effective}>{formatDate(copy.effective, bodyLang)}</time>
                </>
              ) : null}
              {copy.previous ? (
                <>
                  {' · '}
                  <SmartLink href={copy.previous} className="font-medium text-brand-700 underline underline-offset-2">
                    <span lang={lang}>{common.doc.previous}</span>
                  </SmartLink>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      </header>
      {/* Columns of minmax(0, 1fr): a wide table scrolls in its own box instead of widening the page.
          Without a table of contents the text lines up with the header's column (the privacy summary). */}
      <div
        className={
          props.toc
            ? 'mx-auto grid max-w-6xl grid-cols-1 gap-10 px-5 pb-20 sm:px-8 lg:grid-cols-[16rem_minmax(0,1fr)]'
            : 'px-5 pb-20 sm:px-8'
        }
      >
        {props.toc && doc.sections.length > 0 ? (
          <nav aria-labelledby={`${uid}-toc`} className="lg:sticky lg:top-24 lg:self-start">
            <h2 id={`${uid}-toc`} lang={lang} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              {common.doc.toc}
            </h2>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {doc.sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                  >
                    {props.numbered ? `${i + 1}. ` : ''}
                    {s.headingText}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={props.toc ? 'doc rich max-w-3xl' : 'doc rich mx-auto max-w-3xl'}>
          {renderHast(intro(doc.intro))}
          {doc.sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>
                {props.numbered ? `${i + 1}. ` : ''}
                {renderHast(s.heading)}
              </h2>
              {renderHast(s.body)}
            </section>
          ))}
          {props.backLink && !listing ? <p className="mt-12">{backHome}</p> : null}
        </div>
      </div>
    </article>
  )
}

import { ArrowLeft } from 'lucide-react'
import type { LongformDocument } from '../../locales/english-only/types.ts'
import { NUMBER_LOCALE } from '../../locales/format.ts'
import type { Lang } from '../../site/schema/route.ts'
import { usePage } from '../context.tsx'
import { SmartLink } from '../ui/Link.tsx'
import { RichText } from '../ui/RichText.tsx'
import type { SectionRenderProps } from './types.ts'

type Block = LongformDocument['sections'][number]['blocks'][number]

function BlockView({ block }: { block: Block }) {
  if ('p' in block)
    return (
      <p>
        <RichText text={block.p} />
      </p>
    )
  if ('h3' in block) return <h3>{block.h3}</h3>
  if ('list' in block)
    return (
      <ul>
        {block.list.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    )
  if ('steps' in block)
    return (
      <ol>
        {block.steps.map((item, i) => (
          <li key={i}>
            <RichText text={item} />
          </li>
        ))}
      </ol>
    )
  if ('quote' in block)
    return (
      <figure>
        <blockquote>
          <p>
            <RichText text={block.quote} />
          </p>
        </blockquote>
        {block.cite ? (
          <figcaption className="mt-2 text-sm font-medium text-slate-600">— {block.cite}</figcaption>
        ) : null}
      </figure>
    )
  if ('callout' in block)
    return (
      <div role="note" className="callout">
        <RichText text={block.callout} />
      </div>
    )
  return (
    <section className="overflow-x-auto" aria-label={block.table.caption} tabIndex={0}>
      <table>
        <caption>{block.table.caption}</caption>
        <thead>
          <tr>
            {block.table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    <RichText text={cell} />
                  </th>
                ) : (
                  <td key={j}>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Formats an ISO date in a document's language, e.g. "May 21, 2025" / "21 de mayo de 2025". */
// One formatter per language for every document: making one costs far more than formatting with it.
const LONG_DATE = {
  en: new Intl.DateTimeFormat(NUMBER_LOCALE.en, { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat(NUMBER_LOCALE.es, { dateStyle: 'long', timeZone: 'UTC' }),
}

export function formatDate(iso: string, lang: Lang = 'en'): string {
  return LONG_DATE[lang].format(new Date(`${iso}T00:00:00Z`))
}

/** A legal document or the story: title, summary, table of contents, sections. */
export function Longform({ props, copy, uid, level, anchor }: SectionRenderProps<'longform'>) {
  const { common, lang, page } = usePage()
  const docLang = page?.contentLang ?? lang
  const Heading = level === 1 ? 'h1' : 'h2'
  const backHome = (
    <SmartLink href="/" className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" />
      <span lang={lang}>{common.doc.backHome}</span>
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
          <p className="mt-4 text-lg leading-8 text-slate-600">{copy.summary}</p>
          {copy.lastUpdated ? (
            <p className="mt-4 text-sm text-slate-600">
              <span lang={lang}>{common.doc.lastUpdated}</span>:{' '}
              <time dateTime={copy.lastUpdated}>{formatDate(copy.lastUpdated, docLang)}</time>
              {copy.effective ? (
                <>
                  {' · '}
                  <span lang={lang}>{common.doc.effective}</span>:{' '}
                  <time dateTime={copy.effective}>{formatDate(copy.effective, docLang)}</time>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
      </header>
      {/* Without a table of contents the text lines up with the header's column (the privacy summary). */}
      <div
        className={
          props.toc ? 'mx-auto grid max-w-6xl gap-10 px-5 pb-20 sm:px-8 lg:grid-cols-[16rem_1fr]' : 'px-5 pb-20 sm:px-8'
        }
      >
        {props.toc ? (
          <nav aria-labelledby={`${uid}-toc`} className="lg:sticky lg:top-24 lg:self-start">
            <h2 id={`${uid}-toc`} lang={lang} className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
              {common.doc.toc}
            </h2>
            <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
              {copy.sections.map((s, i) => (
                <li key={s.id}>
                  <a
                    href={`#${s.id}`}
                    className="-ml-px block border-l border-transparent py-1.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-slate-900"
                  >
                    {props.numbered ? `${i + 1}. ` : ''}
                    {s.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={props.toc ? 'doc rich max-w-3xl' : 'doc rich mx-auto max-w-3xl'}>
          {copy.intro.map((p, i) => (
            <p key={i} className={i === 0 ? 'text-lg' : undefined}>
              <RichText text={p} />
            </p>
          ))}
          {copy.sections.map((s, i) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>
                {props.numbered ? `${i + 1}. ` : ''}
                {s.heading}
              </h2>
              {s.blocks.map((b, j) => (
                <BlockView key={j} block={b} />
              ))}
            </section>
          ))}
          {props.backLink ? <p className="mt-12">{backHome}</p> : null}
        </div>
      </div>
    </article>
  )
}

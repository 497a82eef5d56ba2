import { UserRound } from 'lucide-react'
import { usePage } from '../context.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import type { SectionRenderProps } from './types.ts'

/** Initials of a name for its avatar, e.g. "Laura Bennett" → "LB". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/)
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase()
}

/** A quote in its language's marks (`common.quote` of its copy: “…” in English, «…» in Spanish). */
export function quoted(text: string, marks: { open: string; close: string; closeSentence: string }): string {
  return /[^.]\.$/.test(text)
    ? `${marks.open}${text.slice(0, -1)}${marks.closeSentence}`
    : `${marks.open}${text}${marks.close}`
}

/**
 * Customer quotes, each with its typical-results note. No star rating: the
 * site holds no rating from the quoted customers (issue 40).
 */
export function Testimonials({ props, copy, uid, level, anchor }: SectionRenderProps<'testimonials'>) {
  const { page, lang, commons } = usePage()
  const marks = commons[page?.contentLang ?? lang].quote
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone={props.tone} id={anchor}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {props.items.map((id) => {
          const t = copy.items[id]!
          return (
            <li key={id}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <blockquote className="flex-1 text-base leading-7 text-slate-700">
                  <p>{quoted(t.quote, marks)}</p>
                </blockquote>
                {t.note ? <p className="mt-4 text-base leading-7 text-slate-700">{t.note}</p> : null}
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
                  >
                    {props.anonymous ? <UserRound className="size-5" /> : initials(t.name)}
                  </span>
                  <span className="text-sm">
                    {props.anonymous ? null : <span className="block font-semibold text-slate-900">{t.name}</span>}
                    <span className="block text-slate-600">
                      {t.role}
                      {t.company && !props.anonymous ? `, ${t.company}` : ''}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          )
        })}
      </ul>
    </HeadedSection>
  )
}

import { ChevronDown } from 'lucide-react'
import { RichText } from '../ui/RichText.tsx'
import { HeadedSection } from '../ui/Section.tsx'
import type { SectionRenderProps } from './types.ts'

/**
 * Single-open, collapsible accordion made of native `<details name="…">`
 * elements (one exclusive group per FAQ): the browser opens one answer at a
 * time and closes the open one on a second click, with the keyboard, before
 * any script and without one; closed answers stay in the HTML, for search
 * engines and find-in-page (which opens the item it finds). The ids are the
 * spec's: `<anchor>-<id>` on the item, `-button` on its summary, `-panel` on
 * its answer.
 */
export function Faq({ props, copy, uid, level }: SectionRenderProps<'faq'>) {
  return (
    <HeadedSection uid={uid} copy={copy} level={level} tone={props.tone} id={props.anchor}>
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
        {props.items.map((id) => {
          const item = copy.items[id]!
          const button = `${props.anchor}-${id}-button`
          const panel = `${props.anchor}-${id}-panel`
          return (
            <details key={id} id={`${props.anchor}-${id}`} name={`${uid}-faq`} className="group">
              <summary
                id={button}
                aria-controls={panel}
                className="flex w-full cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden"
              >
                <h3 className="text-base font-semibold">{item.q}</h3>
                <ChevronDown
                  className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <section id={panel} aria-labelledby={button} className="rich leading-7 text-slate-600">
                <p className="px-6 pb-6">
                  <RichText text={item.a} />
                </p>
              </section>
            </details>
          )
        })}
      </div>
    </HeadedSection>
  )
}

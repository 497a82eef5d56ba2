import { ChevronDown } from 'lucide-react'
import { DomIsland } from '../../islands/Island.tsx'
import { RichText } from '../../ui/RichText.tsx'
import { Section, SectionHeader } from '../../ui/Section.tsx'
import type { SectionRenderProps } from '../types.ts'

/**
 * Single-open, collapsible accordion. The server renders every answer open
 * (aria-expanded="true"), so visitors without JavaScript and search engines
 * read them all; the island collapses them and takes over.
 */
export function Faq({ props, copy, uid, level }: SectionRenderProps<'faq'>) {
  return (
    <Section tone={props.tone} id={props.anchor} labelledBy={`${uid}-title`}>
      <SectionHeader
        id={`${uid}-title`}
        eyebrow={copy.eyebrow}
        title={copy.title}
        intro={copy.intro}
        level={level}
        tone={props.tone}
      />
      <DomIsland
        name="accordion"
        strategy="load"
        className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
      >
        {props.items.map((id) => {
          const item = copy.items[id]!
          const button = `${props.anchor}-${id}-button`
          const panel = `${props.anchor}-${id}-panel`
          return (
            <div key={id} id={`${props.anchor}-${id}`} data-accordion-item>
              <h3>
                <button
                  type="button"
                  id={button}
                  aria-expanded="true"
                  aria-controls={panel}
                  className="group flex w-full items-center justify-between gap-4 rounded-2xl px-6 py-5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50"
                >
                  {item.q}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-500 transition-transform group-aria-expanded:rotate-180"
                    aria-hidden="true"
                  />
                </button>
              </h3>
              <section id={panel} aria-labelledby={button} className="rich leading-7 text-slate-600">
                {/* Padding lives inside: a closed panel (hidden="until-found") keeps its own box. */}
                <p className="px-6 pb-6">
                  <RichText text={item.a} />
                </p>
              </section>
            </div>
          )
        })}
      </DomIsland>
    </Section>
  )
}

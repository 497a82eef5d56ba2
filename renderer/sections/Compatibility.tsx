import { BarChart3 } from 'lucide-react'
import { usePage } from '../context.tsx'
import { Section, SectionHeader } from '../ui/Section.tsx'
import type { SectionRenderProps } from './types.ts'

/** The analytics tools the product works with (the site's facts). */
export function Compatibility({ props, copy, uid, level, anchor }: SectionRenderProps<'compatibility'>) {
  const { compatibility } = usePage().site.facts
  return (
    <Section tone={props.tone} id={anchor} labelledBy={`${uid}-title`} className="py-14 sm:py-16">
      <SectionHeader id={`${uid}-title`} title={copy.title} intro={copy.intro} level={level} tone={props.tone} />
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {compatibility.map((name) => (
          <li
            key={name}
            className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200"
          >
            <BarChart3 className="size-4 text-brand-600" aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
    </Section>
  )
}

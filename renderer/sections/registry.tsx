import type { ReactNode } from 'react'
import type { SectionType } from '../../site/schema/sections/index.ts'
import { Booking } from './booking/Booking.tsx'
import { CardGrid } from './CardGrid.tsx'
import { Comparison } from './Comparison.tsx'
import { Compatibility } from './Compatibility.tsx'
import { Contact } from './contact/Contact.tsx'
import { CtaBanner } from './CtaBanner.tsx'
import { Entry } from './Entry.tsx'
import { EntryList } from './EntryList.tsx'
import { Faq } from './Faq.tsx'
import { Founders } from './Founders.tsx'
import { Hero } from './Hero.tsx'
import { Integrations } from './Integrations.tsx'
import { LinkRow } from './LinkRow.tsx'
import { LogoMarquee } from './LogoMarquee.tsx'
import { Longform } from './Longform.tsx'
import { Packages } from './Packages.tsx'
import { PageHero } from './PageHero.tsx'
import { Prose } from './Prose.tsx'
import { Showcase } from './Showcase.tsx'
import { Stats } from './Stats.tsx'
import { Steps } from './Steps.tsx'
import { Testimonials } from './Testimonials.tsx'
import type { SectionRenderProps } from './types.ts'

/**
 * The fixed map from section type to component. Its type demands exactly one
 * component per section type of site/schema/sections: a type without a
 * component (or a component for an unknown type) does not compile.
 */
export const registry: { [K in SectionType]: (props: SectionRenderProps<K>) => ReactNode } = {
  hero: Hero,
  pageHero: PageHero,
  logoMarquee: LogoMarquee,
  cardGrid: CardGrid,
  testimonials: Testimonials,
  stats: Stats,
  ctaBanner: CtaBanner,
  integrations: Integrations,
  showcase: Showcase,
  steps: Steps,
  packages: Packages,
  comparison: Comparison,
  compatibility: Compatibility,
  prose: Prose,
  founders: Founders,
  linkRow: LinkRow,
  faq: Faq,
  longform: Longform,
  entryList: EntryList,
  entry: Entry,
  contact: Contact,
  booking: Booking,
}

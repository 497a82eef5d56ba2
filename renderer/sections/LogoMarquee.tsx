import type { BRAND_LOGOS } from '../../site/schema/sections/index.ts'
import { LogoImg } from '../ui/Img.tsx'
import type { SectionRenderProps } from './types.ts'

/**
 * Each customer's company name: its logo's alt text, and the company under a
 * testimonial of that customer, word for word (tests/unit/locales/claims.test.ts).
 * A logo may show the first words only ("Lumora").
 */
export const BRAND_NAMES: Record<(typeof BRAND_LOGOS)[number], string> = {
  northwind: 'Northwind Outfitters',
  lumora: 'Lumora Skincare',
  vertice: 'Vértice',
  kinfolk: 'Kinfolk Goods',
  solace: 'Solace Home',
  brightpath: 'Brightpath Agency',
  cobalt: 'Cobalt & Co',
  mesa: 'Mesa Verde Coffee',
  fieldnote: 'Fieldnote Studio',
}

/**
 * Trusted-by logos scrolling sideways. The second copy of the list exists
 * only for a seamless loop and is hidden from assistive tech. With reduced
 * motion the strip stands still and wraps so every logo shows.
 */
export function LogoMarquee({ props, copy, uid, level, anchor }: SectionRenderProps<'logoMarquee'>) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const list = (hidden: boolean) => (
    <ul
      aria-hidden={hidden || undefined}
      className={
        hidden
          ? 'flex shrink-0 items-center gap-12 pr-12 motion-reduce:hidden'
          : 'flex shrink-0 items-center gap-12 pr-12 motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-10 motion-reduce:gap-y-6 motion-reduce:pr-0'
      }
    >
      {props.brands.map((b) => (
        <li key={b} className="shrink-0">
          <LogoImg kind="brands" id={b} alt={hidden ? '' : BRAND_NAMES[b]} className="h-8 w-auto sm:h-9" />
        </li>
      ))}
    </ul>
  )
  return (
    <section id={anchor} aria-labelledby={`${uid}-title`} className="border-b border-slate-200 bg-white py-12">
      <Heading id={`${uid}-title`} className="px-5 text-center text-sm font-semibold text-slate-600">
        {copy.title}
      </Heading>
      <div className="mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none motion-reduce:justify-center motion-reduce:px-5">
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  )
}

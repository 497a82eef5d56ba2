import type { BRAND_LOGOS } from '../../site/schema/sections/index.ts'
import { LogoImg } from '../ui/Img.tsx'
import type { SectionRenderProps } from './types.ts'

const NAMES: Record<(typeof BRAND_LOGOS)[number], string> = {
  northwind: 'Northwind Outfitters',
  lumora: 'Lumora',
  vertice: 'Vértice',
  kinfolk: 'Kinfolk Goods',
  solace: 'Solace Home',
  brightpath: 'Brightpath',
  cobalt: 'Cobalt & Co',
  mesa: 'Mesa Verde',
  fieldnote: 'Fieldnote',
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
          <LogoImg kind="brands" id={b} alt={hidden ? '' : NAMES[b]} className="h-8 w-auto sm:h-9" />
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

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ui } from '../../../site.facts.ts'

/**
 * Tailwind only generates classes it finds written out in the source, so a
 * size from site.facts.ts cannot be interpolated into a class name, and a
 * CSP without 'unsafe-inline' rules out style attributes. The components
 * therefore write the values; this test holds them to the facts.
 */
const source = (file: string) => readFileSync(new URL(`../../../renderer/${file}`, import.meta.url), 'utf8')

describe('interface constants of site.facts.ts in the components', () => {
  it('the scheduling area is as high and at least as wide as the facts say', () => {
    const booking = source('sections/booking/Booking.tsx')
    expect(booking).toContain(`h-[${ui.schedulerHeightPx}px]`)
    // As wide as the facts say wherever the screen is; never wider than the screen (WCAG 1.4.10).
    expect(booking).toContain(`min-w-[min(${ui.schedulerMinWidthPx}px,100vw)]`)
  })

  it('the message box has the minimum height the facts say', () => {
    expect(source('sections/contact/ContactForm.tsx')).toContain(`min-h-[${ui.messageMinHeightPx}px]`)
  })

  it('the cards enter at the stagger the facts say', () => {
    const delays = [...source('sections/CardGrid.tsx').matchAll(/'\[--stagger:(\d+)ms\]'/g)].map((m) => Number(m[1]))
    expect(delays.length).toBeGreaterThanOrEqual(6)
    expect(delays).toEqual(delays.map((_, i) => i * ui.cardStaggerMs))
  })

  it('the bar shrinks past the threshold of the facts', () => {
    const nav = source('shell/nav.ts')
    expect(nav).toContain(`const SHRINK_THRESHOLD_PX = ${ui.navShrinkThresholdPx}\n`)
    expect(nav).toContain('window.scrollY > SHRINK_THRESHOLD_PX')
  })
})

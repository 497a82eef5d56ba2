import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { loadSiteConfig } from '../../../site/config.ts'
import { figuresOnPage } from '../../../site/page-figures.ts'
import { siteOf } from '../../../generator/site.ts'
import { PageProvider } from '../../../renderer/context.tsx'
import { pageContextValue } from '../../../renderer/context-value.ts'
import { Footer } from '../../../renderer/layout/Footer.tsx'
import { PageSections } from '../../../renderer/sections/PageSections.tsx'

const site = siteOf({ config: loadSiteConfig({ env: {}, mode: 'development' }) })
const render = (url: string, body = <PageSections />) =>
  renderToString(<PageProvider value={pageContextValue(site, site.byUrl.get(url)!, url)}>{body}</PageProvider>)
/** The note's section, from its opening tag to the end. */
const note = (html: string) => html.slice(html.indexOf('<section id="how-we-measure"'))
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, '’')
    .replace(/&amp;/g, '&')

describe('"How we measure these figures"', () => {
  it('ends a page that shows figures, one basis per figure, reachable from its stats', () => {
    const html = render('/')
    expect(html).toContain('<section id="how-we-measure" aria-labelledby="how-we-measure-title"')
    expect(html.match(/href="#how-we-measure"/g)?.length).toBe(2) // the hero's stats and the stats strip
    const body = text(note(html))
    expect(body).toContain('How we measure these figures')
    expect(body).toContain(
      '200+ brands servedWhat we count: brands whose ad accounts ran at least one campaign launched through Arcline, each brand counted once however many stores or ad accounts it has.',
    )
    expect(body).toContain(
      'Period: since the platform launched in 2024. Sample: 214 brands; the figure is their count, rounded down. Measured: October 31, 2026.',
    )
    expect(body).toContain('3x average boost in return on ad spend')
    expect(body).toContain('Sample: 118 customers; the figure is their average (mean).')
    expect(body).toContain('24 to 48 hours for most clients to launch their first campaign')
    // One basis (a term and its description) per figure the page shows.
    expect(note(html).match(/<dt/g)?.length).toBe(figuresOnPage(site, site.byUrl.get('/')!).length)
  })

  it('speaks the page’s language, and English inside the English body of /es/story/', () => {
    const es = text(note(render('/es/')))
    expect(es).toContain('Cómo medimos estas cifras')
    expect(es).toContain('+200 marcas atendidasQué contamos:')
    expect(es).toContain('3 veces el ROAS de antes, en promedio')
    expect(es).toContain('Medido el 31 de octubre de 2026.')
    expect(es).toContain('Muestra: 118 clientes; la cifra es su promedio (media).')
    expect(es).toContain('Muestra: 1,340 campañas; la cifra es su conteo, redondeado hacia abajo.')
    const story = render('/es/story/')
    expect(story.indexOf('<div lang="en">')).toBeLessThan(story.indexOf('id="how-we-measure"'))
    expect(text(note(story))).toContain('19 paying customers at the end of our first software year')
  })

  it('is absent, with its links, from a page without figures', () => {
    const html = render('/privacy/')
    expect(html).not.toContain('how-we-measure')
  })

  it('follows a promise made in words: the contact page’s "24 to 48 hours" shows its basis', () => {
    const body = text(note(render('/contact/')))
    expect(body).toContain('24 to 48 hours for most clients to launch their first campaign')
    expect(body).toContain('Sample: 164 customers; the figure is the range most of them fell within.')
  })

  it('every testimonial says results vary, with no star rating; Spanish quotes take «comillas»', () => {
    const html = text(render('/'))
    // A quote about hours: what the customers who timed it achieve; a quote about results: the ROAS median.
    expect(html).toMatch(
      /to about 2\. The weekly report[^”]*”One customer’s own experience, as the customer measured it\. What customers generally achieve: those who timed it in our survey spend 94% less time building campaigns, the median of 64 customers who answered the survey: half save more, half save less\. Results vary/,
    )
    expect(html).toMatch(
      /started testing more ideas\.”One customer’s own experience and results, as the customer measured them\. What customers generally achieve: a 1\.6x boost in return on ad spend in their first 90 days, the median of 118 customers\. Results vary/,
    )
    expect(html.match(/Results vary with (product|the team)/g)?.length).toBe(6)
    // What customers generally achieve, at the body text's size (16 CFR 255.2(b); issue 53).
    expect(render('/')).toMatch(/<p class="mt-4 text-base leading-7 text-slate-700">One customer’s own experience/)
    expect(render('/')).not.toMatch(/Rated \d out of 5|lucide-star/)
    const es = text(render('/es/'))
    expect(es).toContain('«Pasamos de 20 horas semanales')
    expect(es).toContain('que nuestro CEO lee de verdad».')
    expect(es).toContain(
      'Cita traducida del inglés. Experiencia y resultados de un cliente, según sus propias mediciones.',
    )
    expect(es).toContain(
      'Cita traducida del inglés. Experiencia de un cliente, según sus propias mediciones. Lo que suelen lograr los clientes: quienes lo midieron en nuestra encuesta dedican un 94% menos de tiempo',
    )
  })
})

describe('links from Spanish pages to English-only destinations', () => {
  it('mark the status page and the YouTube icon link like links to English pages', () => {
    const html = render('/es/', <Footer />)
    expect(html).toMatch(
      /<a href="https:\/\/status\.example\.com"[^>]*hrefLang="en"[^>]*>Estado del sistema(<!-- -->)? \(en inglés\)<\/a>/,
    )
    expect(html).toMatch(/aria-label="YouTube \(en inglés\)" hrefLang="en"/)
    expect(html).toMatch(/<span class="sr-only"> \(en inglés\)<\/span>/)
    // The Spanish blog and Instagram follow the page: nothing to mark.
    expect(html).not.toMatch(/aria-label="Instagram \(en inglés\)"/)
    expect(render('/', <Footer />)).not.toContain('(en inglés)')
  })
})

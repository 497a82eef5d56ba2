/**
 * Word banks of the synthetic site, in parallel per language: industries,
 * channels and themes combine into distinct titles and descriptions, and
 * each page's text names its own topic. Plain sentences, no figures (the
 * facts check would ask for their placeholders), `{brand}` for the brand.
 */

export interface TopicWords {
  industry: string
  channel: string
  theme: string
}

export interface Bank {
  industries: readonly string[]
  channels: readonly string[]
  themes: readonly string[]
  adsWord: string
  title(w: TopicWords, kind: 'doc' | 'guide'): string
  description(w: TopicWords, kind: 'doc' | 'guide'): string
  /** The text of one string of a guide's section, from its key path ("features", "items", "first", "title"). */
  text(section: string, path: readonly string[], w: TopicWords): string
  /** The first paragraph of a library document, with a link to the next one. */
  docIntro(w: TopicWords, next: string): string
}

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const CHANNELS = ['Meta', 'Google', 'TikTok', 'Instagram', 'Facebook', 'Google Search'] as const

export const EN: Bank = {
  industries: [
    'outdoor gear',
    'skincare',
    'coffee roasters',
    'pet supplies',
    'home fitness',
    'kitchenware',
    'bike shops',
    'bookstores',
    'dental clinics',
    'yoga studios',
    'furniture',
    'craft beer',
    'language schools',
    'jewelry',
    'baby products',
    'garden centers',
    'bakeries',
    'eyewear',
    'car detailing',
    'tea shops',
    'stationery',
    'surf shops',
    'bridal stores',
    'toy stores',
    'music lessons',
    'wine shops',
    'florists',
    'vintage fashion',
    'running shoes',
    'candle makers',
  ],
  channels: CHANNELS,
  themes: [
    'Budget pacing',
    'Creative testing',
    'Audience research',
    'Campaign structure',
    'Weekly reporting',
    'Seasonal planning',
    'Retargeting basics',
    'Landing page fit',
    'Bid strategy',
    'Ad copy review',
  ],
  adsWord: 'ads',
  title: (w, kind) =>
    kind === 'guide'
      ? `${w.theme} for ${w.industry} on ${w.channel}`
      : `${upper(w.industry)} on ${w.channel}: ${lower(w.theme)}`,
  description: (w, kind) =>
    kind === 'guide'
      ? `A practical guide to ${lower(w.theme)} for ${w.industry} advertising on ${w.channel}: what {brand} plans, launches and reviews, and what to check each week.`
      : `Reference notes on ${lower(w.theme)} for ${w.industry} brands advertising on ${w.channel}, kept in the {brand} library for teams that run their own ads.`,
  text(section, path, w) {
    const [first, id, field] = path
    const item = id === 'first' ? 'the plan' : id === 'second' ? 'the launch' : 'the review'
    switch (`${section}.${first}${field ? `.${field}` : ''}`) {
      case 'hero.title':
        return `${w.theme} for ${w.industry} on ${w.channel}`
      case 'hero.subtitle':
        return `How ${w.industry} brands use {brand} to handle ${lower(w.theme)} on ${w.channel} without a media team.`
      case 'features.title':
        return `What ${lower(w.theme)} looks like with {brand}`
      case 'features.intro':
        return `Three steps that keep ${w.channel} campaigns for ${w.industry} on track.`
      case 'features.items.title':
        return `Start with ${item}`
      case 'features.items.body':
        return `{brand} drafts ${item} for ${w.industry} on ${w.channel}, explains each choice in plain words and waits for your approval.`
      case 'questions.title':
        return `Questions about ${lower(w.theme)}`
      case 'questions.intro':
        return `What ${w.industry} teams ask before they let {brand} run ${w.channel} campaigns.`
      case 'questions.items.q':
        return id === 'first'
          ? `Does ${lower(w.theme)} work for small ${w.industry} budgets?`
          : `Can I review ${w.channel} changes before they go live?`
      case 'questions.items.a':
        return id === 'first'
          ? `Yes. {brand} scales the plan to the budget you set and tells you what it would change with more.`
          : `Yes. Every change waits in your approval queue until you accept it.`
      case 'cta.title':
        return `Plan ${lower(w.theme)} for your ${w.industry} brand`
      case 'cta.body':
        return `Book a demo and see ${w.channel} campaigns for ${w.industry} planned in front of you.`
      case 'cta.primary':
        return 'Book a demo'
      case 'cta.secondary':
        return 'Read the next guide'
      default:
        throw new Error(`no synthetic English text for ${section}.${path.join('.')}`)
    }
  },
  docIntro: (w, next) =>
    `These notes collect what we have learned about ${lower(w.theme)} for ${w.industry} brands advertising on ${w.channel}. The terms below apply to every page of the library; the [next set of notes](${next}) covers another topic.`,
}

export const ES: Bank = {
  industries: [
    'equipo de montaña',
    'cuidado de la piel',
    'tostadores de café',
    'tiendas de mascotas',
    'fitness en casa',
    'menaje de cocina',
    'tiendas de bicis',
    'librerías',
    'clínicas dentales',
    'estudios de yoga',
    'muebles',
    'cerveza artesanal',
    'escuelas de idiomas',
    'joyería',
    'productos de bebé',
    'viveros',
    'panaderías',
    'ópticas',
    'lavado de autos',
    'tiendas de té',
    'papelerías',
    'tiendas de surf',
    'tiendas de novias',
    'jugueterías',
    'clases de música',
    'vinotecas',
    'floristerías',
    'moda vintage',
    'zapatillas de correr',
    'velas artesanales',
  ],
  channels: CHANNELS,
  themes: [
    'Ritmo de gasto',
    'Pruebas creativas',
    'Audiencias',
    'Estructura',
    'Informe semanal',
    'Temporadas',
    'Remarketing',
    'Página de destino',
    'Pujas',
    'Textos de anuncio',
  ],
  adsWord: 'anuncios',
  title: (w, kind) => (kind === 'guide' ? `${w.theme}: ${w.industry} en ${w.channel}` : `Notas de ${lower(w.theme)}`),
  description: (w) =>
    `Guía práctica de ${lower(w.theme)} para anunciar ${w.industry} en ${w.channel}: qué planifica, lanza y revisa {brand}, y qué mirar cada semana.`,
  text(section, path, w) {
    const [first, id, field] = path
    const item = id === 'first' ? 'el plan' : id === 'second' ? 'el lanzamiento' : 'la revisión'
    switch (`${section}.${first}${field ? `.${field}` : ''}`) {
      case 'hero.title':
        return `${w.theme}: ${w.industry} en ${w.channel}`
      case 'hero.subtitle':
        return `Cómo las marcas de ${w.industry} usan {brand} para su ${lower(w.theme)} en ${w.channel} sin un equipo de medios.`
      case 'features.title':
        return `${w.theme} con {brand}, paso a paso`
      case 'features.intro':
        return `Tres pasos que mantienen en orden las campañas de ${w.industry} en ${w.channel}.`
      case 'features.items.title':
        return `Empieza por ${item}`
      case 'features.items.body':
        return `{brand} prepara ${item} para ${w.industry} en ${w.channel}, explica cada decisión con palabras claras y espera tu aprobación.`
      case 'questions.title':
        return `Preguntas sobre ${lower(w.theme)}`
      case 'questions.intro':
        return `Lo que preguntan los equipos de ${w.industry} antes de dejar a {brand} sus campañas en ${w.channel}.`
      case 'questions.items.q':
        return id === 'first'
          ? `¿Sirve para presupuestos pequeños de ${w.industry}?`
          : `¿Puedo revisar los cambios en ${w.channel} antes de publicarlos?`
      case 'questions.items.a':
        return id === 'first'
          ? `Sí. {brand} ajusta el plan al presupuesto que fijes y te dice qué cambiaría con más.`
          : `Sí. Cada cambio espera en tu cola de aprobación hasta que lo aceptes.`
      case 'cta.title':
        return `Planifica tu ${lower(w.theme)} de ${w.industry}`
      case 'cta.body':
        return `Agenda una demo y mira cómo se planifican campañas de ${w.industry} en ${w.channel}.`
      case 'cta.primary':
        return 'Agenda una demo'
      case 'cta.secondary':
        return 'Lee la siguiente guía'
      default:
        throw new Error(`no synthetic Spanish text for ${section}.${path.join('.')}`)
    }
  },
  docIntro: () => {
    throw new Error('library documents are English-only')
  },
}

/**
 * Word banks of the synthetic library, in parallel per language: industries,
 * channels, themes and three angles combine into distinct titles,
 * descriptions and addresses (60 × 6 × 10 × 3 = 10,800 entries). Plain
 * sentences, no figures (the facts check would ask for their placeholders),
 * `{brand}` for the brand. The entries' Markdown text is in body.ts.
 */

export interface TopicWords {
  industry: string
  channel: string
  theme: string
  /** 0, 1 or 2: which of the title and description forms. */
  angle: number
}

export interface Bank {
  industries: readonly string[]
  channels: readonly string[]
  themes: readonly string[]
  title(w: TopicWords): string
  description(w: TopicWords): string
  summary(w: TopicWords): string
  keywords(w: TopicWords): string[]
}

export const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
export const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

const CHANNELS = ['Meta', 'Google', 'TikTok', 'Instagram', 'Facebook', 'Google Search'] as const
export const ANGLES = 3

export const EN: Bank = {
  // prettier-ignore
  industries: [
    'outdoor gear', 'skincare', 'coffee roasters', 'pet supplies', 'home fitness', 'kitchenware',
    'bike shops', 'bookstores', 'dental clinics', 'yoga studios', 'furniture', 'craft beer',
    'language schools', 'jewelry', 'baby products', 'garden centers', 'bakeries', 'eyewear',
    'car detailing', 'tea shops', 'stationery', 'surf shops', 'bridal stores', 'toy stores',
    'music lessons', 'wine shops', 'florists', 'vintage fashion', 'running shoes', 'candle makers',
    'pottery studios', 'climbing gyms', 'barbershops', 'nail salons', 'boutique hotels', 'camping gear',
    'board games', 'cosmetics', 'vegan snacks', 'hair care', 'art supplies', 'phone cases',
    'watches', 'sneakers', 'perfume', 'olive oil', 'chocolate', 'spices',
    'hiking boots', 'swimwear', 'ski rentals', 'tattoo studios', 'photo studios', 'print shops',
    'socks', 'hats', 'leather goods', 'meal kits', 'smoothie bars', 'cooking classes',
  ],
  channels: CHANNELS,
  // prettier-ignore
  themes: [
    'Budget pacing', 'Creative testing', 'Audience research', 'Campaign structure', 'Weekly reporting',
    'Seasonal planning', 'Retargeting basics', 'Landing page fit', 'Bid strategy', 'Ad copy review',
  ],
  title: (w) =>
    [
      `${w.theme} for ${w.industry} on ${w.channel}`,
      `${upper(w.industry)} on ${w.channel}: ${lower(w.theme)}`,
      `${w.channel} ${lower(w.theme)} for ${w.industry}`,
    ][w.angle]!,
  description: (w) =>
    [
      `A practical guide to ${lower(w.theme)} for ${w.industry} advertising on ${w.channel}: what {brand} plans, launches and reviews, and what to check each week.`,
      `Reference notes on ${lower(w.theme)} for ${w.industry} brands advertising on ${w.channel}, kept in the {brand} library for teams that run their own ads.`,
      `Common mistakes in ${lower(w.theme)} for ${w.industry} on ${w.channel}, and how {brand} helps a small team avoid them without a media agency.`,
    ][w.angle]!,
  summary: (w) => `What to plan, watch and change when ${w.industry} brands work on ${lower(w.theme)} on ${w.channel}.`,
  keywords: (w) => [lower(w.theme), `${w.channel} ads`, w.industry],
}

export const ES: Bank = {
  // prettier-ignore
  industries: [
    'equipo de montaña', 'cuidado de la piel', 'tostadores de café', 'tiendas de mascotas', 'fitness en casa', 'menaje de cocina',
    'tiendas de bicis', 'librerías', 'clínicas dentales', 'estudios de yoga', 'muebles', 'cerveza artesanal',
    'escuelas de idiomas', 'joyería', 'productos de bebé', 'viveros', 'panaderías', 'ópticas',
    'lavado de autos', 'tiendas de té', 'papelerías', 'tiendas de surf', 'tiendas de novias', 'jugueterías',
    'clases de música', 'vinotecas', 'floristerías', 'moda vintage', 'zapatillas de correr', 'velas artesanales',
    'talleres de cerámica', 'centros de escalada', 'barberías', 'salones de uñas', 'hoteles boutique', 'equipo de camping',
    'juegos de mesa', 'cosméticos', 'snacks veganos', 'cuidado del cabello', 'material de arte', 'fundas de celular',
    'relojes', 'tenis urbanos', 'perfumes', 'aceite de oliva', 'chocolates', 'especias',
    'botas de montaña', 'trajes de baño', 'alquiler de esquís', 'estudios de tatuaje', 'estudios de fotos', 'imprentas',
    'calcetines', 'sombreros', 'marroquinería', 'kits de comida', 'bares de batidos', 'clases de cocina',
  ],
  channels: CHANNELS,
  // prettier-ignore
  themes: [
    'Ritmo de gasto', 'Pruebas creativas', 'Audiencias', 'Estructura', 'Informe semanal',
    'Temporadas', 'Remarketing', 'Página de destino', 'Pujas', 'Textos de anuncio',
  ],
  title: (w) =>
    [
      `${w.theme}: ${w.industry} en ${w.channel}`,
      `${upper(w.industry)} en ${w.channel}: ${lower(w.theme)}`,
      `${w.channel}: ${lower(w.theme)} de ${w.industry}`,
    ][w.angle]!,
  description: (w) =>
    [
      `Guía práctica de ${lower(w.theme)} para anunciar ${w.industry} en ${w.channel}: qué planifica, lanza y revisa {brand}, y qué mirar cada semana.`,
      `Notas sobre ${lower(w.theme)} para marcas de ${w.industry} que anuncian en ${w.channel}, en la biblioteca de {brand} para equipos con anuncios propios.`,
      `Errores comunes de ${lower(w.theme)} para ${w.industry} en ${w.channel}, y cómo {brand} ayuda a un equipo pequeño a evitarlos sin una agencia.`,
    ][w.angle]!,
  summary: (w) =>
    `Qué planificar, mirar y cambiar en ${lower(w.theme)} cuando las marcas de ${w.industry} anuncian en ${w.channel}.`,
  keywords: (w) => [lower(w.theme), `anuncios en ${w.channel}`, w.industry],
}

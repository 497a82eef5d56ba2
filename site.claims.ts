/**
 * Measured marketing figures and their basis (spec section 1, issue 26).
 *
 * A figure is typed here once, with the one wording a stat uses for it
 * (`label`) and its basis: what it counts, over whom, over which period and
 * the day it was measured (site/schema/claims.ts). A figure without a basis does not
 * compile, and the build's "Figures and their basis" check names it. Pages that
 * show a figure print its basis in a "How we measure these figures" note.
 * site.facts.ts re-exports everything here and turns the values into the
 * `{placeholders}` copy writes.
 *
 * Pure data: safe to import from browser code.
 */
import type { Basis, Claim, Sample, WordedClaim, Words } from './site/schema/claims.ts'
import type { Lang } from './site/lang.ts'

const SINCE_LAUNCH: Words = {
  en: 'since the platform launched in 2024',
  es: 'desde el lanzamiento de la plataforma, en 2024',
}
const EVERY_CUSTOMER: Words = {
  en: 'every customer, including the brands agencies run on {brand} for their clients',
  es: 'todos los clientes, incluidas las marcas que las agencias gestionan con {brand} para sus clientes',
}
/** The cohort of the return-on-ad-spend figures: a result needs 90 days of history on each side. */
const ROAS_PERIOD: Words = {
  en: 'the first 90 days of each customer who started between January 2025 and July 2026',
  es: 'los primeros 90 días de cada cliente que empezó entre enero de 2025 y julio de 2026',
}
const ROAS_COUNTS: Words = {
  en: 'each customer’s return on ad spend in its first 90 days on {brand}, divided by the return on ad spend of the same ad accounts in the 90 days before; the figure is the mean of those ratios, which a few large gains pull above what a typical customer sees',
  es: 'el retorno de la inversión publicitaria (ROAS) de cada cliente en sus primeros 90 días con {brand}, dividido entre el ROAS de las mismas cuentas en los 90 días anteriores; la cifra es el promedio de esos cocientes, que unos pocos aumentos grandes elevan por encima de lo que ve un cliente típico',
}
const ROAS_MEDIAN_COUNTS: Words = {
  en: 'each customer’s return on ad spend in its first 90 days on {brand}, divided by the return on ad spend of the same ad accounts in the 90 days before; the figure is the median of those ratios: half the customers saw more, half saw less',
  es: 'el retorno de la inversión publicitaria (ROAS) de cada cliente en sus primeros 90 días con {brand}, dividido entre el ROAS de las mismas cuentas en los 90 días anteriores; la cifra es la mediana de esos cocientes: la mitad de los clientes vio más y la otra mitad, menos',
}
/** The customers of both return-on-ad-spend figures of the whole site (the mean and the median). */
const ROAS_POPULATION: Words = {
  en: 'customers with at least 90 days of ad history before {brand} and 90 days on it, on Meta, Google and TikTok',
  es: 'clientes con al menos 90 días de historial publicitario antes de {brand} y 90 días con {brand}, en Meta, Google y TikTok',
}
/** The sample of a testimonial's own figures. */
const ONE_CUSTOMER: Sample = { size: 1, unit: { en: 'customer', es: 'cliente' } }
/** The last count of the site-wide figures. */
const MEASURED = '2026-10-31'
/** Who answered the survey of both time-saved figures (the mean and the median), when, and how many. */
const TIME_SURVEY = {
  population: {
    en: 'the customers who answered our onboarding survey and timed both; customers who did not answer are not counted',
    es: 'los clientes que respondieron nuestra encuesta de inicio y midieron ambos tiempos; los que no respondieron no se cuentan',
  },
  period: {
    en: 'campaigns built from January to October 2026',
    es: 'campañas creadas entre enero y octubre de 2026',
  },
  measured: MEASURED,
  sample: {
    size: 64,
    unit: { en: 'customers who answered the survey', es: 'clientes que respondieron la encuesta' },
  },
} satisfies Pick<Basis, 'population' | 'period' | 'measured' | 'sample'>

/**
 * Measured figures shown across the site (spec section 1), each with the one
 * wording a stat uses for it and its basis (site/schema/claims.ts): what it counts,
 * over whom, over which period, and when. A figure without a basis does not
 * compile, and the build's "Figures and their basis" check names it. The figures
 * are the spec's; the bases say what makes them true together: 250+ Shopify
 * stores are storefronts (a brand may run one per country), within 200+ brands;
 * the 2.3x of Shopify stores and the 3x of all customers are one method over
 * two populations.
 */
export const claims = {
  brandsCount: {
    kind: 'count',
    value: 200,
    orMore: true,
    label: { en: 'brands served', es: 'marcas atendidas' },
    basis: {
      counts: {
        en: 'brands whose ad accounts ran at least one campaign launched through {brand}, each brand counted once however many stores or ad accounts it has',
        es: 'marcas cuyas cuentas publicitarias publicaron al menos una campaña lanzada con {brand}; cada marca cuenta una vez, tenga las tiendas o cuentas que tenga',
      },
      population: EVERY_CUSTOMER,
      period: SINCE_LAUNCH,
      measured: MEASURED,
      sample: { size: 214, unit: { en: 'brands', es: 'marcas' } },
      statistic: 'count',
    },
  },
  /** Average boost in return on ad spend (ROAS): one metric, one qualifier ("average") everywhere. */
  roiBoost: {
    kind: 'multiple',
    value: 3,
    label: { en: 'average boost in return on ad spend', es: 'el ROAS de antes, en promedio' },
    basis: {
      counts: ROAS_COUNTS,
      population: ROAS_POPULATION,
      period: ROAS_PERIOD,
      measured: MEASURED,
      sample: { size: 118, unit: { en: 'customers', es: 'clientes' } },
      statistic: 'mean',
    },
  },
  /**
   * What customers generally achieve (FTC Endorsement Guides, 16 CFR 255.2(b)): the median of the
   * same ratios as the 3x mean, over the same customers. Testimonials and heroes state it (issue 53).
   */
  roasMedian: {
    kind: 'multiple',
    value: 1.6,
    label: {
      en: 'typical boost in return on ad spend (median)',
      es: 'el ROAS de antes para el cliente típico (mediana)',
    },
    basis: {
      counts: ROAS_MEDIAN_COUNTS,
      population: ROAS_POPULATION,
      period: ROAS_PERIOD,
      measured: MEASURED,
      sample: { size: 118, unit: { en: 'customers', es: 'clientes' } },
      statistic: 'median',
    },
  },
  /** Less time building a campaign, and only building: not testing or reporting. */
  timeSaved: {
    kind: 'percent',
    value: 95,
    label: {
      en: 'less time building campaigns on average, in our customer survey',
      es: 'menos tiempo creando campañas en promedio, según nuestra encuesta a clientes',
    },
    basis: {
      counts: {
        en: 'the time from a brief to a campaign ready for approval (structure, audiences, budgets and copy) with {brand}, against the time the same team took to build a comparable campaign by hand, as each customer timed both and reported them; the mean of those reductions',
        es: 'el tiempo que va de un encargo a una campaña lista para aprobar (estructura, públicos, presupuestos y textos) con {brand}, frente al tiempo que el mismo equipo tardaba en crear a mano una campaña comparable, según los tiempos que cada cliente midió y nos informó; el promedio de esas reducciones',
      },
      ...TIME_SURVEY,
      statistic: 'mean',
    },
  },
  /**
   * What the customers who timed it generally save (16 CFR 255.2(b)): the median of the same
   * reductions as the 95% mean, over the same customers. The time testimonials' note states it (issue 53).
   */
  timeSavedMedian: {
    kind: 'percent',
    value: 94,
    label: {
      en: 'less time building campaigns for the typical customer in our survey (median)',
      es: 'menos tiempo creando campañas para el cliente típico de nuestra encuesta (mediana)',
    },
    basis: {
      counts: {
        en: 'the time from a brief to a campaign ready for approval (structure, audiences, budgets and copy) with {brand}, against the time the same team took to build a comparable campaign by hand, as each customer timed both and reported them; the median of those reductions: half saved more, half less',
        es: 'el tiempo que va de un encargo a una campaña lista para aprobar (estructura, públicos, presupuestos y textos) con {brand}, frente al tiempo que el mismo equipo tardaba en crear a mano una campaña comparable, según los tiempos que cada cliente midió y nos informó; la mediana de esas reducciones: la mitad ahorró más, la otra mitad menos',
      },
      ...TIME_SURVEY,
      statistic: 'median',
    },
  },
  rating: {
    kind: 'rating',
    value: 4.9,
    outOf: 5,
    label: { en: 'average customer rating', es: 'calificación promedio de los clientes' },
    basis: {
      counts: {
        en: 'the average of the ratings, from 1 to 5, that customers gave {brand} in our in-app survey',
        es: 'el promedio de las calificaciones, de 1 a 5, que los clientes dieron a {brand} en nuestra encuesta dentro de la aplicación',
      },
      population: { en: 'every customer who answered', es: 'todos los clientes que respondieron' },
      period: { en: 'November 2025 to October 2026', es: 'de noviembre de 2025 a octubre de 2026' },
      measured: MEASURED,
      sample: { size: 312, unit: { en: 'answers', es: 'respuestas' } },
      statistic: 'mean',
    },
  },
  adSpend: {
    kind: 'usd',
    value: 50_000_000,
    orMore: true,
    compact: true,
    label: { en: 'in ad spend managed', es: 'de inversión publicitaria gestionada' },
    basis: {
      counts: {
        en: 'the ad spend of the campaigns {brand} managed, as the ad platforms reported it; customers pay it to the platforms, never to us',
        es: 'la inversión publicitaria de las campañas que gestionó {brand}, según los datos de las plataformas; los clientes la pagan a las plataformas, nunca a nosotros',
      },
      population: EVERY_CUSTOMER,
      period: SINCE_LAUNCH,
      measured: MEASURED,
      sample: { size: 214, unit: { en: 'brands', es: 'marcas' } },
      statistic: 'total',
    },
  },
  agencies: {
    kind: 'count',
    value: 20,
    orMore: true,
    label: { en: 'agencies work with us', es: 'agencias trabajan con nosotros' },
    basis: {
      counts: {
        en: 'agencies with at least one active client workspace',
        es: 'agencias con al menos un espacio de trabajo de cliente activo',
      },
      population: { en: 'agency customers', es: 'los clientes que son agencias' },
      period: { en: 'October 2026', es: 'octubre de 2026' },
      measured: MEASURED,
      sample: { size: 23, unit: { en: 'agencies', es: 'agencias' } },
      statistic: 'count',
    },
  },
  campaigns: {
    kind: 'count',
    value: 1000,
    orMore: true,
    compact: true,
    label: { en: 'campaigns launched', es: 'campañas lanzadas' },
    basis: {
      counts: {
        en: 'campaigns published through {brand} on Meta, Google and TikTok',
        es: 'campañas publicadas con {brand} en Meta, Google y TikTok',
      },
      population: EVERY_CUSTOMER,
      period: SINCE_LAUNCH,
      measured: MEASURED,
      sample: { size: 1340, unit: { en: 'campaigns', es: 'campañas' } },
      statistic: 'count',
    },
  },
  /** How soon most clients launch (the Speed claim, {firstCampaignPromise}). */
  firstCampaign: {
    kind: 'hours',
    value: 24,
    max: 48,
    label: {
      en: 'for most clients to launch their first campaign',
      es: 'para que la mayoría de los clientes lance su primera campaña',
    },
    basis: {
      counts: {
        en: 'the hours from the start of a customer’s paid plan to its first campaign going live on an ad platform, each platform’s ad review included; 78% of customers launched within this range, the others sooner or later',
        es: 'las horas desde que un cliente empieza el plan de pago hasta que su primera campaña se publica en una plataforma, con la revisión de anuncios de cada plataforma incluida; el 78% de los clientes lanzó dentro de este rango, y los demás antes o después',
      },
      population: {
        en: 'every customer that started the paid plan with ad accounts ready to connect',
        es: 'todos los clientes que empezaron el plan de pago con sus cuentas publicitarias listas para conectar',
      },
      period: { en: 'January to October 2026', es: 'de enero a octubre de 2026' },
      measured: MEASURED,
      sample: { size: 164, unit: { en: 'customers', es: 'clientes' } },
      statistic: 'majority',
    },
  },
  /** How long most migrations from other tools take (the free migration, {migrationPromise}). */
  migration: {
    kind: 'under-days',
    value: 7,
    label: { en: 'for most migrations', es: 'para la mayoría de las migraciones' },
    basis: {
      counts: {
        en: 'the days from the start of a migration (moving a customer’s existing campaigns and audiences into {brand}) to the last of them running on {brand}; 84% of migrations took under seven days',
        es: 'los días desde que empieza una migración (pasar a {brand} las campañas y los públicos que un cliente ya tenía) hasta que el último de ellos funciona con {brand}; el 84% de las migraciones tomó menos de siete días',
      },
      population: {
        en: 'every migration our team ran for a new customer',
        es: 'todas las migraciones que nuestro equipo hizo para clientes nuevos',
      },
      period: { en: 'January to October 2026', es: 'de enero a octubre de 2026' },
      measured: MEASURED,
      sample: { size: 57, unit: { en: 'migrations', es: 'migraciones' } },
      statistic: 'majority',
    },
  },
  shopify: {
    stores: {
      kind: 'count',
      value: 250,
      orMore: true,
      label: { en: 'Shopify stores connected', es: 'tiendas de Shopify conectadas' },
      basis: {
        counts: {
          en: 'Shopify storefronts connected to {brand}, each counted once; a brand that runs a store per country counts each store, which is why there are more stores than brands',
          es: 'tiendas de Shopify conectadas a {brand}, cada una una vez; una marca con una tienda por país suma cada tienda, por eso hay más tiendas que marcas',
        },
        population: { en: 'every customer selling on Shopify', es: 'todos los clientes que venden en Shopify' },
        period: SINCE_LAUNCH,
        measured: MEASURED,
        sample: { size: 263, unit: { en: 'stores', es: 'tiendas' } },
        statistic: 'count',
      },
    },
    roasLift: {
      kind: 'multiple',
      value: 2.3,
      label: {
        en: 'average boost in return on ad spend among Shopify stores',
        es: 'el ROAS de antes, en promedio, en tiendas de Shopify',
      },
      basis: {
        counts: ROAS_COUNTS,
        population: {
          en: 'the Shopify stores among the customers of the site-wide figure: at least 90 days of ad history before {brand} and 90 days on it',
          es: 'las tiendas de Shopify entre los clientes de la cifra general: al menos 90 días de historial publicitario antes de {brand} y 90 días con {brand}',
        },
        period: ROAS_PERIOD,
        measured: MEASURED,
        sample: { size: 71, unit: { en: 'stores', es: 'tiendas' } },
        statistic: 'mean',
      },
    },
    manualWorkCut: {
      kind: 'percent',
      value: 85,
      label: {
        en: 'less manual work on ads, in our store survey',
        es: 'menos trabajo manual en anuncios, según nuestra encuesta a tiendas',
      },
      basis: {
        counts: {
          en: 'the hours a week a store’s team spent on ad tasks by hand (building campaigns, changing budgets and bids, pulling reports) before {brand} and in its third month on it, as the team reported them; the mean of those reductions',
          es: 'las horas semanales que el equipo de cada tienda dedicaba a tareas publicitarias a mano (crear campañas, cambiar presupuestos y pujas, preparar informes) antes de {brand} y en su tercer mes con {brand}, según el propio equipo; el promedio de esas reducciones',
        },
        population: {
          en: 'the Shopify stores that answered our survey after 90 days; stores that did not answer are not counted',
          es: 'las tiendas de Shopify que respondieron nuestra encuesta a los 90 días; las que no respondieron no se cuentan',
        },
        period: {
          en: 'the third month of each store that started between January 2025 and July 2026',
          es: 'el tercer mes de cada tienda que empezó entre enero de 2025 y julio de 2026',
        },
        measured: MEASURED,
        sample: {
          size: 38,
          unit: { en: 'stores that answered the survey', es: 'tiendas que respondieron la encuesta' },
        },
        statistic: 'mean',
      },
    },
  },
  /** One customer's own figures, quoted in a testimonial, which carries a "results vary" note ({resultsVary}). */
  testimonial: {
    hoursBefore: {
      typical: 'timeSavedTypical',
      kind: 'count',
      value: 20,
      label: {
        en: 'hours a week in ads managers before {brand}, one customer',
        es: 'horas semanales en los administradores de anuncios antes de {brand}, un cliente',
      },
      basis: {
        counts: {
          en: 'the hours a week the customer’s team spent inside ads managers, as the team counted them',
          es: 'las horas semanales que el equipo del cliente pasaba dentro de los administradores de anuncios, según su propio registro',
        },
        population: { en: 'one customer: Northwind Outfitters', es: 'un cliente: Northwind Outfitters' },
        period: { en: 'the month before it started on {brand}', es: 'el mes anterior a empezar con {brand}' },
        measured: '2026-06-30',
        sample: ONE_CUSTOMER,
        statistic: 'one',
      },
    },
    hoursAfter: {
      typical: 'timeSavedTypical',
      kind: 'count',
      value: 2,
      label: {
        en: 'hours a week in ads managers with {brand}, one customer',
        es: 'horas semanales en los administradores de anuncios con {brand}, un cliente',
      },
      basis: {
        counts: {
          en: 'the hours a week the same team spent inside ads managers, as the team counted them',
          es: 'las horas semanales que el mismo equipo pasaba dentro de los administradores de anuncios, según su propio registro',
        },
        population: { en: 'one customer: Northwind Outfitters', es: 'un cliente: Northwind Outfitters' },
        period: { en: 'its third month on {brand}', es: 'su tercer mes con {brand}' },
        measured: '2026-06-30',
        sample: ONE_CUSTOMER,
        statistic: 'one',
      },
    },
    roasGain: {
      typical: 'roasTypical',
      kind: 'percent',
      value: 40,
      label: {
        en: 'rise in return on ad spend in two months, one customer',
        es: 'de aumento del ROAS en dos meses, un cliente',
      },
      basis: {
        counts: {
          en: 'the customer’s return on ad spend in its first two months on {brand}, against the two months before, from its own ad accounts',
          es: 'el ROAS del cliente en sus dos primeros meses con {brand}, frente a los dos meses anteriores, según sus propias cuentas publicitarias',
        },
        population: { en: 'one customer: Lumora Skincare', es: 'un cliente: Lumora Skincare' },
        period: { en: 'March to June 2026', es: 'de marzo a junio de 2026' },
        measured: '2026-06-30',
        sample: ONE_CUSTOMER,
        statistic: 'one',
      },
    },
  },
} as const satisfies Record<string, Claim | Record<string, Claim>>

/** The end of the first year selling software: the story's early figures. */
const FIRST_SOFTWARE_YEAR: Words = {
  en: 'December 2024, the end of our first year selling software',
  es: 'diciembre de 2024, al cierre de nuestro primer año vendiendo software',
}

/** Measured figures of the company story (spec: Story). */
export const story = {
  payingCustomers: {
    kind: 'count',
    value: 19,
    label: {
      en: 'paying customers at the end of our first software year',
      es: 'clientes de pago al cierre de nuestro primer año de software',
    },
    basis: {
      counts: {
        en: 'customers with a paid subscription, most of them on the launch price of the first product, below today’s {price} plan',
        es: 'clientes con una suscripción de pago, la mayoría con el precio de lanzamiento del primer producto, inferior al plan actual de {price}',
      },
      population: { en: 'customers of the first product', es: 'los clientes del primer producto' },
      period: FIRST_SOFTWARE_YEAR,
      measured: '2024-12-31',
      sample: { size: 19, unit: { en: 'customers', es: 'clientes' } },
      statistic: 'count',
    },
  },
  /** Monthly recurring revenue at the end of the first software year, mostly at the launch price. */
  mrr: {
    kind: 'usd',
    value: 7000,
    compact: true,
    label: { en: 'in monthly recurring revenue at that point', es: 'de ingresos recurrentes mensuales en ese momento' },
    basis: {
      counts: {
        en: 'subscription fees billed for the month, before taxes',
        es: 'las cuotas de suscripción facturadas en el mes, antes de impuestos',
      },
      population: {
        en: 'the {payingCustomers} paying customers, most on the launch price of the first product, below today’s {price} plan',
        es: 'los {payingCustomers} clientes de pago, la mayoría con el precio de lanzamiento del primer producto, inferior al plan actual de {price}',
      },
      period: FIRST_SOFTWARE_YEAR,
      measured: '2024-12-31',
      sample: { size: 19, unit: { en: 'customers', es: 'clientes' } },
      statistic: 'total',
    },
  },
  grossMargin: {
    kind: 'percent',
    value: 88,
    label: { en: 'gross margin, roughly, on the software', es: 'de margen bruto, aproximadamente, en el software' },
    basis: {
      counts: {
        en: 'revenue minus the direct cost of serving customers (hosting, AI model usage, payment fees and support), as a share of revenue',
        es: 'los ingresos menos el costo directo de atender a los clientes (alojamiento, uso de modelos de IA, comisiones de pago y soporte), como porcentaje de los ingresos',
      },
      population: {
        en: 'the software subscriptions, without WhatsApp conversation fees passed on at cost',
        es: 'las suscripciones de software, sin las tarifas de conversación de WhatsApp que se trasladan al costo',
      },
      period: { en: 'the 12 months to October 31, 2026', es: 'los 12 meses hasta el 31 de octubre de 2026' },
      measured: MEASURED,
      sample: { size: 12, unit: { en: 'months of subscription revenue', es: 'meses de ingresos por suscripciones' } },
      statistic: 'ratio',
    },
  },
} as const satisfies Record<string, Claim>

/**
 * Words a lawyer reads as a promise. Copy may use one only inside a phrase of
 * `wordedClaims` below, which says what the claim rests on; anywhere else the
 * build's "Claim words and their basis" check stops, naming file and key.
 * Decisions behind the list (issue 40): no partner status is claimed (the site
 * connects through the platforms' official APIs, which any developer may
 * use); support replies on business days, so nothing says "24/7"; the
 * percentage of ad spend is stated in each plan, not on the site, so no page
 * calls the price clear, affordable or a fraction of anything.
 */
export const CLAIM_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    'official partner',
    'API partner',
    'partner of',
    'partners of',
    'partnership',
    'partnerships',
    'certified',
    'guarantee',
    'guaranteed',
    'guarantees',
    '24/7',
    'instant',
    'instantly',
    'fraction of',
    'clear pricing',
    'affordable',
    'risk-free',
    'no risk',
    'proven',
    'best-in-class',
    'number one',
    '#1',
    'unlimited',
    // One wording per claim across marketing and legal texts (issue 53): selling and sharing, commitment
    // and refunds, prices against an unpublished percentage, three platforms, what a free demo includes,
    // the customer's age, the demo's expert.
    'do not sell',
    'don’t sell',
    "don't sell",
    'never sell',
    'won’t sell',
    "won't sell",
    'no strings attached',
    // The plan renews monthly and fees paid are not refunded: no "no commitment" (the check adds the plural).
    'no commitment',
    'no lock-in',
    'no minimum term',
    'far less',
    'entire ad budget',
    'every platform',
    'every ad platform',
    'every connected platform',
    'all platforms',
    'all ad platforms',
    'launched and optimized',
    // What a demo is: {demoIncludes}; connecting an account is the visitor's choice, not a given.
    'real account',
    '16 years old',
    'account manager',
    // The results figures are computed from customers' campaign data, aggregated and de-identified first
    // (Terms "Aggregated data", the privacy policy's purposes): no text says that data serves the workspace alone.
    'and nothing else',
    'only to serve your workspace',
    // Clichés that promise more than the guardrails allow (issue 53); each has its fix in CLAIM_WORD_FIXES.
    'never stops',
    'while you sleep',
    'never clocks out',
    'around the clock',
    'round-the-clock',
    'always-on',
    'always on',
    'always-available',
    'always available',
    'runs itself',
    // Cadence (locales/GLOSSARY.md, "Cadence"): the AI acts at scheduled checks, every day of the week, within the
    // customer's guardrails; nothing says it adjusts campaigns continuously, in real time or hour by hour. Phrases,
    // not the bare "continuously": the security page's monitoring and scanning run continuously, and that is true.
    'continuous',
    'tuned continuously',
    'adjusted continuously',
    'optimized continuously',
    'optimize continuously',
    'continuously optimize',
    'continuously optimized',
    'continuously tuned',
    'continuously adjusted',
    'ads continuously',
    'campaigns continuously',
    'the rest continuously',
    'real time',
    'real-time',
    'hour by hour',
    'hour-by-hour',
    'as soon as the data',
    // The WhatsApp agents answer messages that arrive after hours; nothing promises every hour (no 24/7).
    'at any hour',
  ],
  es: [
    'socio oficial',
    'socios oficiales',
    'alianza',
    'alianzas',
    'certificado',
    'certificada',
    'garantía',
    'garantizado',
    'garantizada',
    'garantiza',
    'garantizamos',
    '24/7',
    'al instante',
    'instantáneo',
    'inmediato',
    'inmediata',
    'fracción',
    'precios claros',
    'asequible',
    'sin riesgo',
    'sin riesgos',
    'probado',
    'probada',
    'número uno',
    'ilimitado',
    'no vendemos',
    'nunca vendemos',
    'sin letra pequeña',
    'sin letra chica',
    'sin compromiso',
    'sin permanencia',
    'todas las plataformas',
    'cualquier plataforma',
    'lanzadas y optimizadas',
    'cuenta real',
    '16 años',
    'gerente de cuenta',
    'mientras duermes',
    'nunca deja de',
    'siempre disponible',
    'a toda hora',
    'funciona sola',
    'funciona solo',
    'siempre activo',
    'siempre activa',
    // Cadence (locales/GLOSSARY.md, "Cadence"): revisiones programadas, todos los días, dentro de los límites.
    'de forma continua',
    'de manera continua',
    'en forma continua',
    'optimización continua',
    'ajuste continuo',
    'continuamente',
    'tiempo real',
    'hora a hora',
    'en cuanto los datos',
    'a cualquier hora',
    // Spanish wordings the copy replaced (issue 53), each with its fix in CLAIM_WORD_FIXES
    // (locales/GLOSSARY.md, Terms): slang in Mexico, calques, and words that say more than the English.
    'chaqueta',
    'suelta',
    'implementación dedicada',
    'nos recomiendan',
    'similar al 1%',
    // The business's call (issue 53): the Spanish notice names the rights in general terms and does not
    // invoke Mexico's ARCO rights, whose notice needs more than a summary gives (locales/GLOSSARY.md, "Privacy").
    'ARCO',
    'y para nada más',
    'solo para atender tu espacio',
    // The same call: the Spanish summary is "Privacidad en resumen", not the notice that law names "aviso de privacidad".
    'aviso de privacidad',
  ],
}

/**
 * What to write instead of a claim word that no basis could back: a cliché that promises more than
 * the guardrails allow, or a Spanish wording the glossary replaced (issue 53). The claim-word check
 * prints the fix of the listed word in place of its general hint; every key is a word of CLAIM_WORDS
 * in the same language (a unit test holds it).
 */
export const CLAIM_WORD_FIXES: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  en: {
    'never stops':
      'say what it does and when: it checks your campaigns on a schedule, every day, and acts only within the guardrails you approved ({approvalRule})',
    'while you sleep':
      'say what it does and when: it checks your campaigns on a schedule, weekends included, within the guardrails you approved',
    'never clocks out':
      'say what it does and when: it checks your campaigns on a schedule, every day, within the guardrails you approved',
    'around the clock':
      'say what happens and when, e.g. "checks your campaigns on a schedule, every day of the week, and adjusts them within the guardrails you approved"',
    'round-the-clock': 'say what it does and when: "scheduled checks every day of the week", within your guardrails',
    'always-on':
      'say what it does and when: "checked on a schedule, weekends included", "optimization within your guardrails"',
    'always on': 'say what it does and when: "checked on a schedule, weekends included", within your guardrails',
    'always-available':
      'say what the assistant does: "answers the questions your team hears every day, including after hours"',
    'always available':
      'say what the assistant does: "answers the questions your team hears every day, including after hours"',
    'runs itself':
      'say who keeps control: "Ads that keep adjusting to results, within limits you approve" ({approvalRule})',
    continuous:
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'tuned continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'adjusted continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'optimized continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'optimize continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'continuously optimize':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'continuously optimized':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'continuously tuned':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'continuously adjusted':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'ads continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'campaigns continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'the rest continuously':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'real time':
      'say when it happens: "as results come in" (reports, dashboards), "at each scheduled check" (changes to campaigns)',
    'real-time':
      'say when it happens: "as results come in" (reports, dashboards), "at each scheduled check" (changes to campaigns)',
    'hour by hour':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'hour-by-hour':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'as soon as the data':
      'say what it does and when: "adjusted at each scheduled check, every day of the week, within your guardrails"',
    'and nothing else':
      'say both uses: "used to serve your workspace and, once aggregated and de-identified across many customers, for statistics on results such as those on our website"',
    'only to serve your workspace':
      'say both uses: "used to serve your workspace and, once aggregated and de-identified across many customers, for statistics on results such as those on our website"',
    'at any hour':
      'say what the assistant does: "answers the questions your team hears every day, including the ones that arrive after hours", "outside business hours too"',
  },
  es: {
    'mientras duermes':
      'say what it does and when: «revisa tus campañas de forma programada, también los fines de semana», within the guardrails («dentro de los límites que apruebas»)',
    'nunca deja de': 'say what it does and when: «revisa tus campañas de forma programada, todos los días»',
    'siempre disponible':
      'say what the assistant does: «responde las preguntas que tu equipo escucha todos los días, también las que llegan fuera del horario laboral»',
    'a toda hora':
      'say what it does and when: «también las que llegan fuera del horario laboral» (an assistant), «revisión programada» (campaigns)',
    'funciona sola':
      'say who keeps control: «Anuncios que se ajustan a los resultados, dentro de los límites que apruebas»',
    'funciona solo': 'say who keeps control: «se ajusta a los resultados, dentro de los límites que apruebas»',
    'siempre activo': 'say what it does and when: «revisión programada, también los fines de semana»',
    'siempre activa': 'say what it does and when: «revisión programada, también los fines de semana»',
    'de forma continua':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'de manera continua':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'en forma continua':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'optimización continua':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'ajuste continuo':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    continuamente:
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'tiempo real':
      'say when it happens: «a medida que llegan los resultados» (informes, paneles), «en cada revisión programada» (cambios en las campañas)',
    'hora a hora':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'en cuanto los datos':
      'say what it does and when: «se ajustan en cada revisión programada, todos los días, dentro de tus límites»',
    'a cualquier hora':
      'say what the assistant does: «también las que llegan fuera del horario laboral», «también fuera del horario laboral»',
    'y para nada más':
      'say both uses: «se usan para atender tu espacio de trabajo y, una vez agregados con los de muchos clientes de forma que no identifican a nadie, para calcular las cifras de resultados que publicamos»',
    'solo para atender tu espacio':
      'say both uses: «se usan para atender tu espacio de trabajo y, una vez agregados con los de muchos clientes de forma que no identifican a nadie, para calcular las cifras de resultados que publicamos»',
    chaqueta: 'write «abrigo» for "jacket": «chaqueta» is slang in Mexico',
    suelta: 'write «Arrastra aquí imágenes o videos» for "Drop images or videos": «suelta» is a calque',
    'implementación dedicada':
      'write «Puesta en marcha con nuestro equipo» for "Dedicated onboarding": «implementación dedicada» is a calque',
    'nos recomiendan': 'write «Lo que nos cuentan» for "What … tell us": «nos recomiendan» says more than the English',
    'similar al 1%':
      'write «Similares a compradores (1%)» for "Lookalike 1% buyers": «similar al 1% de compradores» reads as like one buyer in a hundred',
  },
}

/**
 * Words that say the copy promises no number (issue 53: /solutions/ai-media-buyer said "we don't
 * promise a number" and then stated 3x). A text that says one states no figure, and neither does
 * its page: the build's check "No-number promises kept" (generator/checks/number-promises.ts)
 * names the text, its file and key. Matched whole, in any case, with either apostrophe.
 */
export const NO_NUMBER_PROMISES: Readonly<Record<Lang, readonly string[]>> = {
  en: [
    "we don't promise a number",
    "we don't promise any number",
    "we don't promise a figure",
    "we don't promise numbers",
    'we do not promise a number',
    'we do not promise any number',
    'we do not promise a figure',
    "we won't promise a number",
    'we promise no number',
    'we promise no numbers',
    'no promise of a number',
    'no promise of any number',
    'no promised number',
    'without promising a number',
  ],
  es: [
    'no prometemos una cifra',
    'no prometemos ninguna cifra',
    'no prometemos cifras',
    'no prometemos un número',
    'no prometemos ningún número',
    'no prometemos números',
    'no te prometemos una cifra',
    'no te prometemos un número',
    'sin prometer una cifra',
    'sin prometer un número',
    'sin prometerte una cifra',
    'ninguna promesa de cifras',
    'ninguna cifra prometida',
  ],
}

/** Claims made in words, each with what it rests on: the only places a claim word may appear. */
export const wordedClaims: readonly WordedClaim[] = [
  {
    phrases: {
      en: ['We do not sell personal information for money'],
      es: ['No vendemos datos personales a cambio de dinero'],
    },
    basis: {
      en: 'No one pays {brand} for personal information. With consent, the advertising measurement tags share some of it with ad networks, which California law may call “sharing”: both summaries say so in the very next sentence, with the way to opt out (Your privacy choices), and the policy right after it, in its list of how it shares (advertising measurement, after consent) and in its California section.',
      es: 'Nadie le paga a {brand} por datos personales. Con consentimiento, las etiquetas de medición publicitaria comparten parte de ellos con redes publicitarias, lo que la ley de California puede llamar «compartir»: los dos resúmenes lo dicen en la frase siguiente, con la forma de oponerse (Tus opciones de privacidad), y la política justo después, en su lista de con quién comparte datos (medición publicitaria, con consentimiento) y en su sección sobre California.',
    },
  },
  {
    phrases: {
      en: [],
      es: ['con garantías reconocidas'],
    },
    basis: {
      en: 'Transfers of personal information out of the European Economic Area, the United Kingdom and Switzerland rest on the safeguards the privacy policy names (“International data transfers”): the Standard Contractual Clauses with the UK and Swiss addenda, adequacy decisions such as the EU-U.S. Data Privacy Framework, and supplementary measures. “Garantías” is the word the Spanish text of the GDPR uses for these safeguards (Article 46), not a promise of results.',
      es: 'Las transferencias de datos personales fuera del Espacio Económico Europeo, el Reino Unido y Suiza se apoyan en las garantías que nombra la política de privacidad («International data transfers»): las cláusulas contractuales tipo con los anexos del Reino Unido y Suiza, decisiones de adecuación como el Marco de Privacidad de Datos UE-EE. UU. y medidas complementarias. «Garantías» es la palabra del texto en español del RGPD para estas salvaguardas (artículo 46), no una promesa de resultados.',
    },
  },
  {
    phrases: {
      en: ['Account access is instant'],
      es: ['El acceso a tu cuenta es inmediato'],
    },
    basis: {
      en: 'The sign-up form creates the workspace: no person reviews or approves an account before its owner can sign in. The first campaign is another matter, with its own figure (claims.firstCampaign).',
      es: 'El formulario de registro crea el espacio de trabajo: nadie revisa ni aprueba una cuenta antes de que su titular pueda iniciar sesión. La primera campaña es otra cosa, con su propia cifra (claims.firstCampaign).',
    },
  },
  {
    phrases: {
      en: ['No partnership or endorsement is implied'],
      es: [],
    },
    basis: {
      en: 'A disclaimer, not a claim: the footer names the platforms {brand} connects to through their official APIs, which any developer may use, and says their owners do not endorse it.',
      es: 'Una aclaración, no una afirmación: el pie de página nombra las plataformas a las que {brand} se conecta mediante sus API oficiales, que cualquier desarrollador puede usar, y dice que sus titulares no lo respaldan.',
    },
  },
  {
    phrases: {
      en: ['what is not certified yet', 'Not certified yet'],
      es: ['lo que aún no está certificado'],
    },
    basis: {
      en: 'A disclaimer, not a claim: no SOC 2 report or other certification is held, and /security says so with its date (soc2 in site.facts.ts).',
      es: 'Una aclaración, no una afirmación: no se tiene ningún informe SOC 2 ni otra certificación, y /security lo dice con su fecha (soc2 en site.facts.ts).',
    },
  },
  {
    phrases: {
      en: ['Data Privacy Framework for certified providers'],
      es: [],
    },
    basis: {
      en: 'A legal term of the privacy policy: providers that have self-certified under the EU-U.S. Data Privacy Framework, as the U.S. Department of Commerce lists them; no certification of {brand} is claimed.',
      es: 'Un término legal de la política de privacidad: los proveedores que se autocertificaron en el Marco de Privacidad de Datos UE-EE. UU., según la lista del Departamento de Comercio de los EE. UU.; no se afirma ninguna certificación de {brand}.',
    },
  },
  {
    phrases: {
      en: ['Output is not guaranteed to be unique', 'No guaranteed results', 'We do not guarantee any specific result'],
      es: [],
    },
    basis: {
      en: 'Disclaimers, not claims: the Terms say what {brand} does not promise.',
      es: 'Aclaraciones, no afirmaciones: los Términos dicen lo que {brand} no promete.',
    },
  },
]

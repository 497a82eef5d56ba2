/**
 * The site: its navigation, every route, whether it has a Spanish twin, its
 * metadata per language and its sections in display order. Validated by
 * site/schema (zod) and checked by generator/checks before every build.
 *
 * - `navigation`: the header menu and the footer groups, in order. An entry
 *   leads to a route (`to: '/features'`: Spanish pages link to its /es twin)
 *   or to a configured link (`to: 'ext:blog'`); its `label` is a copy key
 *   under `common` in locales/i18n/{en,es}/common.ts.
 * - `path` is written without /es; the Spanish URL is derived.
 * - `copy` names where a section's text lives in locales/ (e.g. "home.hero").
 * - `props` hold structure only: item ids, icons, links, images.
 * - `inOtherLanguages`, on an English-only page: the translatable page the
 *   language switch leads to in Spanish instead of the home (no hreflang).
 *
 * Add a page with `npm run add-page -- /path --translatable --nav footer:product`.
 */
import { EntrySchema } from './site/schema/collection.ts'
import type { ManifestSource } from './site/schema/manifest.ts'

const manifest = {
  navigation: {
    header: {
      menu: [
        { to: '/', label: 'common.nav.home' },
        { to: '/features', label: 'common.nav.features' },
        { to: '/about', label: 'common.nav.about' },
        { to: 'ext:blog', label: 'common.nav.blog' },
        { to: '/contact', label: 'common.nav.contact' },
      ],
      actions: [
        { to: 'ext:signIn', label: 'common.nav.signIn' },
        { to: '/book-demo', label: 'common.nav.bookDemo', style: 'button' },
      ],
    },
    footer: {
      social: ['linkedin', 'instagram', 'youtube'],
      groups: [
        {
          id: 'product',
          label: 'common.footer.groups.product',
          links: [
            { to: '/features', label: 'common.footer.links.features' },
            { to: '/start', label: 'common.footer.links.start' },
            { to: '/book-demo', label: 'common.footer.links.bookDemo' },
          ],
        },
        {
          id: 'company',
          label: 'common.footer.groups.company',
          links: [
            { to: '/about', label: 'common.footer.links.about' },
            { to: '/story', label: 'common.footer.links.story' },
            { to: '/contact', label: 'common.footer.links.contact' },
          ],
        },
        {
          id: 'resources',
          label: 'common.footer.groups.resources',
          links: [
            { to: 'ext:blog', label: 'common.footer.links.blog' },
            { to: '/vs/madgicx', label: 'common.footer.links.comparison' },
            { to: '/solutions/ai-media-buyer', label: 'common.footer.links.aiMediaBuyer' },
            { to: '/solutions/shopify-ads-automation', label: 'common.footer.links.shopify' },
          ],
        },
        {
          id: 'support',
          label: 'common.footer.groups.support',
          links: [
            { to: '/contact', label: 'common.footer.links.contact' },
            { to: 'ext:status', label: 'common.footer.links.status' },
            { to: 'ext:email', label: 'common.footer.links.email' },
          ],
        },
        {
          id: 'legal',
          label: 'common.footer.groups.legal',
          links: [
            { to: '/privacy', label: 'common.footer.links.privacy' },
            { to: '/privacy-summary', label: 'common.footer.links.privacySummary' },
            { to: '/terms-and-conditions', label: 'common.footer.links.terms' },
            { to: '/security', label: 'common.footer.links.security' },
          ],
        },
      ],
    },
  },
  /**
   * Section sequences several routes share (site/schema/presets.ts): a route
   * writes `sections: { preset, copy, props }` and gets these sections, each
   * with its text at `<copy>.<name>` and these props merged under its own.
   */
  presets: {
    /** A comparison with one alternative: the /vs/ pages and the solution pages that weigh a hire or an agency. */
    comparisonPage: [
      {
        name: 'hero',
        type: 'pageHero',
        props: { tone: 'dark', secondary: { href: '#comparison', variant: 'secondary' } },
      },
      { name: 'table', type: 'comparison', id: 'comparison' },
      { name: 'problems', type: 'cardGrid', props: { tone: 'muted' } },
      {
        name: 'howItWorks',
        type: 'steps',
        props: {
          items: [
            { id: 'prompt', icon: 'message' },
            { id: 'plan', icon: 'list-checks' },
            { id: 'launch', icon: 'rocket' },
            { id: 'monitor', icon: 'activity' },
          ],
        },
      },
      { name: 'benefits', type: 'cardGrid', props: { columns: 4, tone: 'muted' } },
      { name: 'testimonials', type: 'testimonials' },
      { name: 'faq', type: 'faq', props: { tone: 'muted' } },
      { name: 'related', type: 'cardGrid', props: { columns: 2 } },
      { name: 'cta', type: 'ctaBanner' },
    ],
  },
  routes: [
    {
      path: '/',
      translatable: true,
      seo: {
        en: {
          title: 'AI Media Buyer for Meta, Google & TikTok Ads',
          description:
            'Turn one plain-language prompt into optimized ad campaigns on Meta, Google and TikTok. Get a plan in minutes, save hours a week and boost your ROAS.',
          keywords: [
            'AI media buyer',
            'ad automation',
            'Meta ads',
            'Google Ads',
            'TikTok ads',
            'campaign optimization',
          ],
          structuredData: 'organization',
        },
        es: {
          title: 'Comprador de medios con IA para Meta, Google y TikTok',
          description:
            'Convierte una instrucción en campañas optimizadas en Meta, Google y TikTok. Recibe un plan en minutos, ahorra horas cada semana y mejora tu ROAS.',
          keywords: [
            'comprador de medios con IA',
            'automatización de anuncios',
            'anuncios en Meta',
            'Google Ads',
            'anuncios en TikTok',
          ],
          structuredData: 'organization',
        },
      },
      sections: [
        {
          type: 'hero',
          copy: 'home.hero',
          props: {
            primary: { href: '/book-demo' },
            secondary: { href: '/features', variant: 'secondary' },
            video: true,
            stats: ['brands', 'time', 'roi'],
            partners: true,
          },
        },
        {
          type: 'logoMarquee',
          copy: 'home.trustedBy',
          props: {
            brands: [
              'northwind',
              'lumora',
              'vertice',
              'kinfolk',
              'solace',
              'brightpath',
              'cobalt',
              'mesa',
              'fieldnote',
            ],
          },
        },
        {
          type: 'cardGrid',
          copy: 'home.benefits',
          props: {
            items: [
              { id: 'easy-setup', icon: 'plug' },
              { id: 'boost-roi', icon: 'trending-up' },
              { id: 'save-time', icon: 'clock' },
            ],
            variant: 'plain',
          },
        },
        {
          type: 'cardGrid',
          copy: 'home.features',
          props: {
            items: [
              { id: 'prompt', icon: 'wand' },
              { id: 'platforms', icon: 'layers' },
              { id: 'creatives', icon: 'image' },
              { id: 'optimization', icon: 'gauge' },
              { id: 'reporting', icon: 'chart' },
              { id: 'control', icon: 'shield' },
            ],
            tone: 'muted',
            anchor: 'features',
          },
        },
        {
          type: 'testimonials',
          copy: 'home.testimonials',
          props: { items: ['laura', 'marcus', 'priya', 'diego', 'hannah', 'tomas'] },
        },
        {
          type: 'stats',
          copy: 'home.stats',
          props: { items: ['rating', 'clients', 'campaigns', 'spend'], tone: 'dark' },
        },
        {
          type: 'ctaBanner',
          copy: 'home.cta',
          props: {
            primary: { href: '/book-demo' },
            secondary: { href: '/features', variant: 'secondary' },
            bullets: ['tailored', 'expert', 'plan', 'no-card'],
            trust: [
              { id: 'support', icon: 'headset' },
              { id: 'soc2', icon: 'shield' },
              { id: 'launch', icon: 'rocket' },
            ],
          },
        },
      ],
    },
    {
      path: '/features',
      translatable: true,
      seo: {
        en: {
          title: 'Features: AI Campaigns for Meta, Google & TikTok',
          description:
            'See how one prompt becomes a live campaign: connect accounts, set an objective, generate creatives, publish and optimize as results come in.',
          keywords: ['AI ad features', 'ad automation platform', 'autopilot ads', 'WhatsApp agents', 'ad reporting'],
          structuredData: 'service',
        },
        es: {
          title: 'Funciones: campañas con IA en Meta, Google y TikTok',
          description:
            'Descubre cómo una instrucción se convierte en una campaña activa: conecta cuentas, elige un objetivo, genera creatividades, publica y optimiza según los resultados.',
          keywords: [
            'funciones de anuncios con IA',
            'plataforma de automatización',
            'piloto automático',
            'agentes de WhatsApp',
          ],
          structuredData: 'service',
        },
      },
      sections: [
        {
          type: 'pageHero',
          copy: 'features.hero',
          props: { primary: { href: '/book-demo' }, secondary: { href: '#how-it-works', variant: 'secondary' } },
        },
        {
          type: 'cardGrid',
          copy: 'features.benefits',
          props: {
            items: [
              { id: 'boost-roi', icon: 'trending-up' },
              { id: 'ai-optimization', icon: 'brain' },
              { id: 'save-time', icon: 'clock' },
              { id: 'advanced-reports', icon: 'chart' },
            ],
            columns: 4,
          },
        },
        {
          type: 'integrations',
          copy: 'features.integrations',
          props: {
            items: [
              { platform: 'meta' },
              { platform: 'tiktok' },
              { platform: 'google' },
              { platform: 'linkedin', comingSoon: true },
            ],
          },
        },
        {
          type: 'showcase',
          copy: 'features.autopilot',
          props: {
            mock: 'autopilot',
            cta: { href: 'ext:demoVideo', newTab: true },
            points: ['always-on', 'explained', 'guardrails'],
            tone: 'dark',
          },
        },
        {
          type: 'steps',
          copy: 'features.howItWorks',
          props: {
            anchor: 'how-it-works',
            items: [
              { id: 'connect', mock: 'connect' },
              { id: 'objective', mock: 'objective' },
              { id: 'prompt', mock: 'prompt' },
              { id: 'creatives', mock: 'creatives' },
              { id: 'publish', mock: 'publish' },
              { id: 'optimize', mock: 'reporting' },
            ],
          },
        },
        {
          type: 'packages',
          copy: 'features.agents',
          props: {
            mock: 'whatsapp',
            items: [{ id: 'starter' }, { id: 'growth', featured: true }, { id: 'scale' }],
            cta: { href: '/contact' },
          },
        },
        {
          type: 'ctaBanner',
          copy: 'features.cta',
          props: {
            primary: { href: '/book-demo' },
            secondary: { href: '/contact', variant: 'secondary' },
            bullets: ['launch', 'platforms', 'control', 'support'],
          },
        },
      ],
    },
    {
      path: '/about',
      translatable: true,
      seo: {
        en: {
          title: 'About Us: The Team Behind Your AI Media Buyer',
          description:
            'We build the AI media buyer we wished we had: accessible, efficient and simple. Meet the founders and the values behind {brand}.',
          keywords: ['about us', 'AI advertising company', 'founders', 'company values', 'mission'],
          structuredData: 'webSite',
        },
        es: {
          title: 'Sobre nosotros: el equipo detrás de tu comprador de medios',
          description:
            'Creamos el comprador de medios con IA que siempre quisimos tener: accesible, eficiente y simple. Conoce a los fundadores y nuestros valores.',
          keywords: ['sobre nosotros', 'empresa de publicidad con IA', 'fundadores', 'valores', 'misión'],
          structuredData: 'webSite',
        },
      },
      sections: [
        { type: 'pageHero', copy: 'about.hero', props: {} },
        { type: 'prose', copy: 'about.story', props: { illustration: 'story' } },
        { type: 'prose', copy: 'about.mission', props: { illustration: 'mission', reverse: true, tone: 'muted' } },
        {
          type: 'stats',
          copy: 'about.stats',
          props: { items: ['agencies', 'customers', 'platforms', 'campaigns'], tone: 'dark' },
        },
        {
          type: 'cardGrid',
          copy: 'about.values',
          props: {
            items: [
              { id: 'accessibility', icon: 'heart' },
              { id: 'efficiency', icon: 'zap' },
              { id: 'simplicity', icon: 'sparkles' },
            ],
          },
        },
        {
          type: 'founders',
          copy: 'about.founders',
          props: {
            items: [
              { id: 'ceo', href: 'ext:founderCeo' },
              { id: 'coo', href: 'ext:founderCoo' },
            ],
          },
        },
        {
          type: 'linkRow',
          copy: 'about.links',
          props: {
            items: [
              { id: 'demo', href: '/book-demo' },
              { id: 'story', href: '/story', variant: 'secondary' },
            ],
          },
        },
      ],
    },
    {
      path: '/story',
      translatable: true,
      contentLanguage: 'en',
      seo: {
        en: {
          title: 'Our Story: From a Marketplace to an AI Media Operator',
          description:
            'How a marketplace for freelance media buyers became an AI media operator: six acts, the figures along the way and how we work.',
          keywords: ['company story', 'AI media operator', 'startup journey', 'culture principles'],
          ogType: 'article',
          structuredData: 'webSite',
        },
        es: {
          title: 'Nuestra historia: de una plataforma a un operador de medios',
          description:
            'Cómo una plataforma de compradores de medios se convirtió en un operador de medios con IA. Relato completo, publicado en inglés.',
          keywords: ['nuestra historia', 'operador de medios con IA', 'trayectoria', 'cultura'],
          ogType: 'article',
          structuredData: 'webSite',
        },
      },
      sections: [
        { type: 'longform', copy: 'documents.story', props: { toc: true } },
        {
          type: 'stats',
          copy: 'story.figures',
          props: { items: ['customers', 'mrr', 'margin', 'team'], tone: 'dark' },
        },
      ],
    },
    {
      path: '/contact',
      translatable: true,
      seo: {
        en: {
          title: 'Contact Us: Talk to an Ad Automation Expert',
          description:
            'Questions about AI-run campaigns, pricing or integrations? Send us a message and our team replies {replyTime}.',
          keywords: ['contact', 'support', 'sales', 'ad automation questions'],
          structuredData: 'webSite',
        },
        es: {
          title: 'Contacto: habla con un experto en automatización',
          description:
            '¿Dudas sobre campañas con IA, precios o integraciones? Escríbenos y nuestro equipo te responde {replyTime}.',
          keywords: ['contacto', 'soporte', 'ventas', 'automatización de anuncios'],
          structuredData: 'webSite',
        },
      },
      sections: [
        { type: 'pageHero', copy: 'contact.hero', props: {} },
        { type: 'contact', copy: 'contact.main', props: {} },
        { type: 'faq', copy: 'contact.faq', props: { items: ['get-started', 'demo', 'integrations', 'support'] } },
      ],
    },
    {
      path: '/book-demo',
      translatable: true,
      seo: {
        en: {
          title: 'Book a Free Demo of the AI Media Buyer',
          description:
            'Pick a time for a free demo with a dedicated ad expert. See how the AI would plan, launch and optimize campaigns for your brand.',
          keywords: ['book a demo', 'free demo', 'AI ads demo', 'media buying demo'],
          structuredData: 'service',
        },
        es: {
          title: 'Agenda una demo gratuita del comprador de medios con IA',
          description:
            'Elige un horario para una demo gratuita con un experto en publicidad. Verás cómo la IA planificaría, lanzaría y optimizaría campañas para tu marca.',
          keywords: ['agendar demo', 'demo gratuita', 'demo de anuncios con IA'],
          structuredData: 'service',
        },
      },
      sections: [
        { type: 'pageHero', copy: 'bookDemo.hero', props: {} },
        { type: 'booking', copy: 'bookDemo.booking', props: {} },
        {
          type: 'cardGrid',
          copy: 'bookDemo.benefits',
          props: {
            items: [
              { id: 'duration', icon: 'timer' },
              { id: 'expert', icon: 'users' },
              { id: 'use-cases', icon: 'target' },
            ],
            tone: 'muted',
          },
        },
        {
          type: 'cardGrid',
          copy: 'bookDemo.trust',
          props: {
            items: [
              { id: 'support', icon: 'headset' },
              { id: 'setup', icon: 'rocket' },
              { id: 'commitments', icon: 'handshake' },
            ],
            variant: 'plain',
          },
        },
      ],
    },
    {
      path: '/meeting-booked',
      translatable: true,
      unlinked: 'opened from the booking dialog once a demo is booked (renderer/sections/booking); no menu lists it',
      seo: {
        en: {
          title: 'Meeting Booked: See You Soon',
          description:
            'Your demo is booked. Check your inbox for the invitation, then see how to get the most out of the call with our team.',
          keywords: ['meeting booked', 'demo confirmation'],
          robots: 'noindex,follow',
          structuredData: 'webSite',
        },
        es: {
          title: 'Reunión agendada: nos vemos pronto',
          description:
            'Tu demo está agendada. Revisa tu correo para ver la invitación y descubre cómo aprovechar al máximo la llamada con nuestro equipo.',
          keywords: ['reunión agendada', 'confirmación de demo'],
          robots: 'noindex,follow',
          structuredData: 'webSite',
        },
      },
      sections: [
        { type: 'pageHero', copy: 'meetingBooked.hero', props: {} },
        {
          type: 'cardGrid',
          copy: 'meetingBooked.nextSteps',
          props: { items: [{ id: 'inbox' }, { id: 'prepare' }, { id: 'connect' }], variant: 'numbered', tone: 'muted' },
        },
        {
          type: 'linkRow',
          copy: 'meetingBooked.links',
          props: {
            items: [
              { id: 'home', href: '/' },
              { id: 'contact', href: '/contact', variant: 'secondary' },
            ],
          },
        },
      ],
    },
    {
      path: '/privacy-summary',
      translatable: true,
      seo: {
        en: {
          title: 'Privacy at a Glance',
          description:
            'Our Privacy Policy in short: what {legalName} collects and why, who it is shared with, the booking calendar’s cookies and your rights.',
          keywords: ['privacy summary', 'privacy notice', 'cookies', 'data protection'],
          structuredData: 'webSite',
        },
        es: {
          title: 'Privacidad en resumen',
          description:
            'Nuestra política de privacidad en breve: qué datos recaba {legalName} y para qué, con quién los comparte, las cookies del calendario y tus derechos.',
          keywords: ['privacidad', 'protección de datos', 'cookies', 'derechos sobre tus datos'],
          structuredData: 'webSite',
        },
      },
      sections: [{ type: 'longform', copy: 'documents.privacy-summary', props: { toc: false } }],
    },
    {
      path: '/start',
      translatable: true,
      seo: {
        en: {
          title: 'Plan AI Ads for Meta, Google & TikTok for Free',
          description:
            'Plan ads for Meta, Google and TikTok from one prompt. Start free, connect your accounts, get a campaign plan in minutes and publish on the paid plan.',
          keywords: ['plan AI ads', 'start free', 'AI ad creation', 'multi-platform ads'],
          structuredData: 'service',
        },
        es: {
          title: 'Planifica gratis anuncios con IA para Meta, Google y TikTok',
          description:
            'Planifica anuncios para Meta, Google y TikTok con una instrucción. Empieza gratis, recibe un plan en minutos y publica con el plan de pago.',
          keywords: ['planificar anuncios con IA', 'empieza gratis', 'creación de anuncios con IA'],
          structuredData: 'service',
        },
      },
      sections: [
        {
          type: 'hero',
          copy: 'start.hero',
          props: {
            badge: true,
            primary: { href: 'ext:getStarted', newTab: true },
            secondary: { href: '/features', variant: 'secondary' },
            video: true,
            stats: ['brands', 'time', 'roi'],
            partners: true,
          },
        },
        {
          type: 'cardGrid',
          copy: 'start.features',
          props: {
            items: [
              { id: 'ai-creation', icon: 'wand' },
              { id: 'multi-platform', icon: 'layers' },
              { id: 'analytics', icon: 'chart' },
              { id: 'speed', icon: 'zap' },
              { id: 'global', icon: 'globe' },
              { id: 'security', icon: 'lock' },
            ],
            stagger: true,
            tone: 'muted',
          },
        },
        {
          type: 'linkRow',
          copy: 'start.links',
          props: {
            items: [
              { id: 'register', href: 'ext:register', newTab: true },
              { id: 'comparison', href: '/vs/madgicx', variant: 'secondary' },
              { id: 'media-buyer', href: '/solutions/ai-media-buyer', variant: 'secondary' },
              { id: 'shopify', href: '/solutions/shopify-ads-automation', variant: 'secondary' },
            ],
          },
        },
        {
          type: 'ctaBanner',
          copy: 'start.cta',
          props: {
            primary: { href: 'ext:getStarted', newTab: true },
            secondary: { href: '/book-demo', variant: 'secondary' },
            bullets: ['security', 'manager', 'analytics', 'optimization'],
            trust: [
              { id: 'support', icon: 'headset' },
              { id: 'soc2', icon: 'shield' },
            ],
          },
        },
      ],
    },
    {
      path: '/privacy',
      translatable: false,
      // The full policy is English only: Spanish readers get its summary, not the Spanish home.
      inOtherLanguages: '/privacy-summary',
      seo: {
        en: {
          title: 'Privacy Policy',
          description:
            'How {legalName} collects, uses, shares and protects personal information, how long we keep it and the rights you have over it.',
          keywords: ['privacy policy', 'data protection', 'GDPR', 'CCPA', 'cookies'],
          structuredData: 'webSite',
        },
      },
      sections: [{ type: 'longform', copy: 'documents.privacy', props: { numbered: true } }],
    },
    {
      path: '/terms-and-conditions',
      translatable: false,
      seo: {
        en: {
          title: 'Terms and Conditions',
          description:
            'The terms that govern your use of {brand}: accounts, pricing, free accounts and paid trials, ad spend, acceptable use, liability and more.',
          keywords: ['terms and conditions', 'terms of service', 'subscription terms', 'refund policy'],
          structuredData: 'webSite',
        },
      },
      sections: [{ type: 'longform', copy: 'documents.terms', props: { numbered: true } }],
    },
    {
      path: '/terms-and-conditions/2024-12-31',
      translatable: false,
      seo: {
        en: {
          title: 'Terms and Conditions, previous version',
          description:
            'The Terms of December 31, 2024, kept unchanged while they still bind the customers who accepted them; the current Terms replace them.',
          keywords: ['terms and conditions', 'previous version', 'terms archive'],
          // Kept for the customers it still binds, linked from the current Terms: not a page to find by search.
          robots: 'noindex,follow',
          structuredData: 'webSite',
        },
      },
      sections: [{ type: 'longform', copy: 'documents.terms-2024-12-31', props: { numbered: true } }],
    },
    {
      path: '/security',
      translatable: false,
      seo: {
        en: {
          title: 'Security Whitepaper',
          description:
            'How we protect your data and ad accounts: encryption, access control, OAuth tokens, backups, incident response and our SOC 2 status.',
          keywords: ['security whitepaper', 'SOC 2', 'encryption', 'access control', 'incident response'],
          structuredData: 'webSite',
        },
      },
      sections: [{ type: 'longform', copy: 'documents.security', props: { numbered: true } }],
    },
  ],
  /**
   * Pages grown from files (site/schema/collection.ts): each file of a
   * collection's folder is a page at its path (`content/comparisons/madgicx.yaml`
   * is /vs/madgicx); a second competitor is one more file. Add one with
   * `npm run add-entry -- comparisons "Acme"`.
   */
  collections: [
    {
      name: 'comparisons',
      path: '/vs/:slug',
      folder: 'content/comparisons',
      translatable: false,
      schema: EntrySchema,
      sections: { preset: 'comparisonPage' },
      seo: { structuredData: 'service' },
    },
    {
      name: 'solutions',
      path: '/solutions/:slug',
      folder: 'content/solutions',
      translatable: false,
      schema: EntrySchema,
      sections: { preset: 'comparisonPage' },
      seo: { structuredData: 'service' },
    },
  ],
  notFound: {
    seo: {
      en: {
        title: 'Page Not Found',
        description:
          'The page you were looking for does not exist or has moved. Return to the home page to keep exploring.',
        keywords: ['404', 'page not found'],
        robots: 'noindex,follow',
        structuredData: 'webPage',
      },
      es: {
        title: 'Página no encontrada',
        description:
          'La página que buscas no existe o se ha movido. Vuelve a la página de inicio para seguir explorando.',
        keywords: ['404', 'página no encontrada'],
        robots: 'noindex,follow',
        structuredData: 'webPage',
      },
    },
  },
} satisfies ManifestSource

export default manifest

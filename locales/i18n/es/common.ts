import type { Translation } from '../i18n-types.js'

/** Navegación, pie, selector de idioma, consentimiento y páginas de error. */
export default {
  skipToContent: 'Saltar al contenido principal',
  nav: {
    label: 'Principal',
    homeLink: 'Inicio de {brand}',
    home: 'Inicio',
    features: 'Funciones',
    about: 'Nosotros',
    blog: 'Blog',
    contact: 'Contacto',
    signIn: 'Iniciar sesión',
    bookDemo: 'Agenda una demo',
    menu: 'Menú',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
  },
  footer: {
    label: 'Pie de página',
    tagline:
      'El comprador de medios con IA para equipos de marketing pequeños: planifica, lanza y optimiza anuncios en Meta, Google y TikTok con una sola instrucción.',
    groups: {
      product: 'Producto',
      company: 'Empresa',
      resources: 'Recursos',
      support: 'Soporte',
      legal: 'Legal',
    },
    links: {
      features: 'Funciones',
      start: 'Empieza gratis',
      bookDemo: 'Agenda una demo',
      about: 'Sobre nosotros',
      story: 'Nuestra historia',
      contact: 'Contacto',
      blog: 'Blog',
      comparison: '{brand} frente a Madgicx',
      aiMediaBuyer: 'Comprador de medios con IA',
      shopify: 'Automatización de anuncios para Shopify',
      status: 'Estado del sistema',
      email: 'Soporte por correo',
      privacy: 'Política de privacidad',
      terms: 'Términos y condiciones',
      security: 'Seguridad',
    },
    social: 'Síguenos',
    partners: 'Socio oficial de API de',
    rights: '© {copyrightYear} {legalName}. Todos los derechos reservados.',
    cookieSettings: 'Configurar cookies',
  },
  languageToggle: {
    name: 'Cambiar a español',
    /** The language's own name, shown on the switch. */
    label: 'Español',
  },
  newTab: 'se abre en una pestaña nueva',
  linkInEnglish: '(en inglés)',
  consent: {
    title: 'Tu privacidad',
    body: 'Usamos cookies de analítica y publicidad para saber qué páginas resultan útiles y medir nuestros anuncios. No se carga nada hasta que elijas.',
    accept: 'Aceptar',
    decline: 'Rechazar',
    policy: 'Política de privacidad',
  },
  notFound: {
    code: '404',
    title: '¡Vaya! No encontramos la página',
    body: 'La página que buscas no existe o se ha movido.',
    home: 'Volver al inicio',
  },
  error: {
    title: 'Algo salió mal',
    body: 'Un error inesperado impidió cargar esta página. Inténtalo de nuevo en un momento.',
    home: 'Volver al inicio',
  },
  video: {
    play: 'Reproducir video',
  },
  doc: {
    toc: 'En esta página',
    lastUpdated: 'Última actualización',
    backHome: 'Volver al inicio',
    englishOnly: 'Esta página solo está disponible en inglés.',
  },
  rating: 'Calificación: {testimonialRating} de 5',
  measure: {
    title: 'Cómo medimos estas cifras',
    intro:
      'Qué cuenta cada cifra de esta página, a quiénes abarca y cuándo la medimos. Son resultados pasados de otros clientes; los tuyos dependen de tu producto, tu oferta, tu presupuesto y tu mercado.',
    link: 'Cómo medimos estas cifras',
    counts: 'Qué contamos:',
    population: 'A quiénes abarca:',
    period: 'Periodo:',
    measured: 'Medido el',
  },
} satisfies Translation['common']

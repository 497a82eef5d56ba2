/** Shared chrome: navigation, footer, language toggle, consent, error pages. */
export default {
  skipToContent: 'Skip to main content',
  nav: {
    label: 'Main',
    homeLink: '{brand} home',
    home: 'Home',
    features: 'Features',
    about: 'About',
    blog: 'Blog',
    contact: 'Contact',
    signIn: 'Sign in',
    bookDemo: 'Book a demo',
    menu: 'Menu',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    label: 'Footer',
    tagline:
      'The AI media buyer for lean marketing teams: plan, launch and optimize ads on Meta, Google and TikTok from a single prompt.',
    groups: {
      product: 'Product',
      company: 'Company',
      resources: 'Resources',
      support: 'Support',
      legal: 'Legal',
    },
    links: {
      features: 'Features',
      start: 'Start for free',
      bookDemo: 'Book a demo',
      about: 'About us',
      story: 'Our story',
      contact: 'Contact',
      blog: 'Blog',
      comparison: '{brand} vs. Madgicx',
      aiMediaBuyer: 'AI media buyer',
      shopify: 'Shopify ads automation',
      status: 'System status',
      email: 'Email support',
      privacy: 'Privacy policy',
      privacySummary: 'Privacy at a glance',
      terms: 'Terms and conditions',
      security: 'Security',
    },
    social: 'Follow us',
    partners: 'Connects through the official APIs of',
    trademarks:
      'Meta, Google and TikTok and their logos are trademarks of their owners, shown here only to name the platforms {brand} connects to. No partnership or endorsement is implied.',
    rights: '© {copyrightYears} {legalName}. All rights reserved.',
    cookieSettings: 'Your privacy choices',
    /** Beside it when the browser sends Global Privacy Control: the opt-out it carries is honored. */
    gpcHonored: 'Global Privacy Control honored',
  },
  /**
   * The language switch. It shows each language's own name as site.languages.ts declares it (`label`);
   * these are the words around it.
   */
  languageToggle: {
    /** Read from the TARGET language (on an English page the link to Spanish speaks Spanish): the link's name. */
    name: 'Switch to English',
    /** Read from the page's language: the name of the menu of languages (three or more: the switch is a menu). */
    menu: 'Language',
  },
  newTab: 'opens in a new tab',
  /** After a link whose page is in English, in text of another language (never needed in English). */
  linkInEnglish: '(in English)',
  consent: {
    title: 'Your privacy',
    body: 'We use analytics and advertising cookies to understand which pages help and to measure our ads. Our advertising tags share some data about your visit with ad networks, which California law may count as a “sale” or “sharing”; choose Decline to opt out. No analytics or advertising tags load until you choose.',
    accept: 'Accept',
    decline: 'Decline',
    policy: '[Privacy policy](/privacy)',
    /** Shown in the banner when the browser sends Global Privacy Control (the advertising tags then never load). */
    gpc: 'Your browser sends a Global Privacy Control signal, and we honor it: our advertising tags don’t load, even if you accept. Your choice here applies to analytics only.',
  },
  notFound: {
    code: '404',
    title: 'Page not found',
    body: 'The page you were looking for doesn’t exist or has moved.',
    home: 'Return to home',
  },
  error: {
    title: 'Something went wrong',
    body: 'An unexpected error stopped this page from loading. Please try again in a moment.',
    home: 'Return to home',
  },
  video: {
    play: 'Play video',
  },
  /**
   * How a quotation is marked (testimonials): `open` and `close` around it, and `closeSentence` in
   * place of `close` when the quote ends its sentence with a period, the period included, so each
   * language puts it where its style guide does (English inside the marks: “…today.”).
   */
  quote: {
    open: '“',
    close: '”',
    closeSentence: '.”',
  },
  listing: {
    pages: 'Pages',
    page: 'Page',
    previous: 'Previous',
    next: 'Next',
    breadcrumb: 'Breadcrumb',
    tags: 'Topics',
    /** After an entry's reading time on its card ("4 min read"): the minutes are formatted in the page's language. */
    minRead: 'min read',
    allEntries: 'All',
  },
  doc: {
    toc: 'On this page',
    lastUpdated: 'Last updated',
    effective: 'Effective',
    previous: 'Previous version',
    published: 'Published',
    backHome: 'Back to home',
    englishOnly: 'This page is available in English only.',
  },
  /** The note under the sections of a page that shows measured figures (site.claims.ts). */
  measure: {
    title: 'How we measure these figures',
    intro:
      'What each figure on this page counts, over whom, how many we measured and when. Figures about customers’ results are their past results; yours depend on your product, offer, budget and market.',
    link: 'How we measure these figures',
    counts: 'What we count:',
    population: 'Who:',
    period: 'Period:',
    measured: 'Measured:',
    sample: 'Sample:',
    /** After the sample ("118 customers; "): what the figure is of it. */
    statistic: {
      mean: 'the figure is their average (mean)',
      median: 'the figure is their median',
      count: 'the figure is their count, rounded down',
      total: 'the figure is their total, rounded down',
      ratio: 'the figure is one ratio over their totals',
      majority: 'the figure is the range most of them fell within',
      one: 'the figure is this customer’s own',
    },
  },
  /** The words of the pages' structured data (JSON-LD) that are not names (site/structured-data.ts). */
  structuredData: {
    serviceType: 'AI advertising automation',
    areaServed: 'Worldwide',
    contactType: 'customer support',
    operatingSystem: 'Web browser',
  },
}

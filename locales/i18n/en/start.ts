export default {
  hero: {
    badge: '{brandsCount} brands served',
    title: 'Plan AI-powered ads for Meta, Google and TikTok today',
    subtitle:
      'Write one prompt and get a campaign plan for Meta, Google and TikTok in minutes, free. On the paid plan, {brand} launches it, optimizes it and reports back in plain language.',
    primary: 'Create your free account',
    secondary: 'Start for free',
    note: 'No credit card to start · Publishing needs the paid plan',
    videoLabel: 'Product tour: watch one prompt become a live campaign (illustrative data)',
    stats: {
      brands: { value: '{brandsCount}', label: 'brands served' },
      time: { value: '{timeSaved}', label: 'less time building campaigns on average, in our customer survey' },
      roi: { value: '{roasTypical}', label: 'typical boost in return on ad spend (median)' },
    },
    partnersLabel: 'Connects through the official APIs of',
  },
  features: {
    eyebrow: 'Why {brand}',
    title: 'Everything a media buyer does, in one prompt',
    intro:
      'Built for brands, agencies and lean marketing teams that want results without spending their week inside ads managers.',
    items: {
      'ai-creation': {
        title: 'AI campaign creation',
        body: 'Describe your goal and get a complete campaign back: structure, audiences, budgets, copy and creatives, ready for your approval.',
      },
      'multi-platform': {
        title: 'Meta, Google and TikTok in one place',
        body: 'Launch on Meta, Google and TikTok from a single workspace with shared budget rules. LinkedIn is coming soon.',
      },
      analytics: {
        title: 'Analytics as results come in',
        body: 'Dashboards and plain-language reports on what worked and what to do next, with Google Analytics 4 (GA4), the Meta Pixel, the TikTok Pixel and Shopify Analytics.',
      },
      speed: {
        title: 'Set up in minutes',
        body: 'Connect your accounts through official APIs in minutes. {timeResult}. {firstCampaignPromise}.',
      },
      global: {
        title: 'Ready for any market',
        body: 'Reach customers wherever your platforms do, with ad copy and audiences adapted to each country and language.',
      },
      security: {
        title: 'Security, documented',
        body: 'Encrypted data, role-based access and official platform APIs only, with controls aligned with SOC 2. Our [security page](/security) states what is in place and what is not certified yet.',
      },
    },
  },
  links: {
    title: 'Keep exploring',
    intro: 'Create your account now, or see how {brand} compares and who it’s built for.',
    items: {
      register: 'Create your free account',
      comparison: '{brand} vs. Madgicx',
      'media-buyer': 'AI media buyer',
      shopify: 'Shopify ads automation',
    },
  },
  cta: {
    title: 'Your next campaign is one prompt away',
    body: 'Connect your ad accounts and describe what you want: {brand} drafts the campaign for your approval, and publishes it once you are on the paid plan. Prefer a guided start? Book a free demo with our team.',
    primary: 'Create your free account',
    secondary: 'Book a demo',
    bullets: {
      security: 'Encryption and role-based access',
      manager: 'Expert help at your demo and by email',
      analytics: 'Analytics as results come in',
      optimization: 'AI optimization at scheduled checks, every day',
    },
    trust: {
      support: '{supportPromise}',
      soc2: '[Security controls aligned with SOC 2](/security)',
    },
  },
}

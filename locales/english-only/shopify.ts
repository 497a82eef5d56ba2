const page = {
  hero: {
    eyebrow: 'Shopify ads automation',
    title: 'Shopify ads that build and scale themselves',
    subtitle:
      'Connect your store and {brand} turns your catalog into campaigns on Meta, Google and TikTok, then scales the winners and pauses the rest around the clock, within the guardrails you approve.',
    primary: 'Book {demoShort}-min demo',
    secondary: 'See how it works',
    note: 'No credit card required',
  },
  problems: {
    eyebrow: 'Sound familiar?',
    title: 'Growing your store shouldn’t mean living in ads managers',
    items: {
      'platform-overwhelm': {
        title: 'Platform overwhelm',
        body: 'Meta, Google and TikTok each have their own tools, formats and rules. Running all three well is a full-time job on its own.',
      },
      'tracking-nightmares': {
        title: 'Tracking nightmares',
        body: 'Pixels, analytics and Shopify reports never agree, so you can’t tell which ads actually drive sales.',
      },
      'manual-scaling': {
        title: 'Manual scaling',
        body: 'Raising budgets on winners and cutting losers by hand is slow, and a late change costs you sales or wasted spend.',
      },
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From store to scaling in four steps',
    items: {
      connect: {
        title: 'Connect',
        body: 'Link your Shopify store in a few clicks. {brand} syncs your product catalog, prices and stock automatically.',
      },
      optimize: {
        title: 'Optimize',
        body: '{brand} creates product-specific campaigns with dynamic retargeting and lookalike audiences built from your best customers.',
      },
      launch: {
        title: 'Launch',
        body: 'Approve and go live on Meta, Google and TikTok, with conversions from every platform tracked in one place.',
      },
      scale: {
        title: 'Scale',
        body: 'Within the guardrails you approved, winning products and ads get more budget and underperformers are paused, with a plain-language report on every move.',
      },
    },
  },
  stats: {
    title: 'Shopify stores on {brand}',
    items: {
      stores: { value: '{shopifyStores}', label: 'Shopify stores connected' },
      roas: { value: '{shopifyRoas}', label: 'average boost in return on ad spend among Shopify stores' },
      'manual-work': { value: '{shopifyManualWork}', label: 'less manual work on ads, in our store survey' },
    },
  },
  features: {
    eyebrow: 'Built for e-commerce',
    title: 'Everything your store’s ads need',
    items: {
      'catalog-sync': {
        title: 'Catalog sync',
        body: 'Products, prices and availability sync from Shopify throughout the day, and ads for a product that sells out are paused at the next sync.',
      },
      'dynamic-retargeting': {
        title: 'Dynamic retargeting',
        body: 'Shoppers who viewed a product or left a cart see the exact items they looked at in your Meta and TikTok ads, and your Google Search campaigns reach them again when they search for it.',
      },
      'smart-scaling': {
        title: 'Smart scaling',
        body: 'Budget moves to your best-selling products and ads as soon as the data shows they’re winning, up to the budget caps you set.',
      },
      'automated-optimization': {
        title: 'Automated optimization',
        body: 'Bids, budgets and audiences are tuned around the clock, within the guardrails you approved.',
      },
      'unified-attribution': {
        title: 'Unified attribution',
        body: 'See revenue and ROAS from Meta, Google and TikTok side by side, in one report your whole team can read.',
      },
    },
  },
  compatibility: {
    title: 'Works with the analytics you already use',
    intro:
      '{brand} reads conversions from Google Analytics 4 (GA4), the Meta Pixel, the TikTok Pixel and Shopify Analytics, so your numbers line up in one place.',
  },
  testimonials: {
    eyebrow: 'From Shopify merchants',
    title: 'Stores that put their ads on autopilot',
    items: {
      apparel: {
        name: 'Apparel brand founder',
        role: 'Founder, apparel store',
        quote:
          'New products used to sit for a week before anyone built ads for them. Now they go live with retargeting the day they land in the catalog.',
        note: '{resultsVary}',
      },
      beauty: {
        name: 'Beauty brand marketing manager',
        role: 'Marketing manager, beauty store',
        quote:
          'For the first time, our Shopify numbers and our ad numbers tell the same story. We finally know which products are worth scaling.',
        note: '{resultsVary}',
      },
      home: {
        name: 'Home goods store owner',
        role: 'Owner, home goods store',
        quote:
          'I used to check budgets every night. Now winners scale within the caps I set, losers get paused, and I read a short report over coffee.',
        note: '{resultsVary}',
      },
    },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Shopify ads automation: your questions',
    items: {
      creatives: {
        q: 'Do I need to supply my own creatives?',
        a: 'No. {brand} can generate on-brand ad variations from your product images and catalog data, in every format each placement needs. You can also upload your own assets, and nothing goes live until you approve it.',
      },
      'setup-time': {
        q: 'How long does setup take?',
        a: 'Connecting your Shopify store and ad accounts takes a few clicks. {firstCampaignPromise}. If you already run ads, we migrate your existing campaigns for free. {migrationPromise}.',
      },
      platforms: {
        q: 'Which ad platforms are supported?',
        a: '{brand} runs your store’s campaigns on Meta (Facebook and Instagram), Google and TikTok from one workspace. LinkedIn is coming soon.',
      },
      pricing: {
        q: 'How much does it cost?',
        a: '{brand} costs {pricingSummary}. {adBudgetRule} There is no long-term contract and no setup fee, you can cancel at any time, and booking a demo needs no credit card. [Book a demo](/book-demo) and we’ll walk you through it.',
      },
      tracking: {
        q: 'Will it work with my existing tracking?',
        a: 'Yes. {brand} works with Google Analytics 4 (GA4), the Meta Pixel, the TikTok Pixel and Shopify Analytics. It brings their conversions together in one view, so you can compare platforms on the same terms.',
      },
    },
  },
  cta: {
    title: 'Book your demo now',
    body: 'See {brand} build campaigns from your own Shopify catalog in a {demoShort}-minute intro with an ad expert, or take the full {demoLong}-minute demo to go deeper.',
    primary: 'Book {demoShort}-min demo',
    bullets: {
      'no-card': 'No credit card required',
      migration: 'Free campaign migration. {migrationPromise}',
      cancel: 'No long-term contract, cancel at any time',
    },
  },
  related: {
    eyebrow: 'Keep exploring',
    title: 'Related resources',
    items: {
      comparison: {
        title: '{brand} vs. Madgicx',
        body: 'Compare {brand} with Madgicx on platforms, campaign creation, optimization and reporting.',
        linkLabel: 'Read the comparison',
      },
      'media-buyer': {
        title: 'The AI media buyer',
        body: 'How an AI media buyer compares with an agency or an in-house hire on cost, speed and coverage.',
        linkLabel: 'Explore the AI media buyer',
      },
    },
  },
}

export default page

const page = {
  hero: {
    eyebrow: '{brand} vs. Madgicx',
    title: 'The Madgicx alternative for teams without a media buyer',
    subtitle:
      'As its own website described it on {comparisonReviewed}, Madgicx centers on Meta advertising run by hands-on media buyers. {brand} is an AI media buyer: describe your goal in one sentence and it plans, launches, optimizes and reports on campaigns across Meta, Google and TikTok.',
    primary: 'Book a free demo',
    secondary: 'Compare features',
    note: 'Free {demoLong}-minute demo on your own ad accounts',
  },
  table: {
    eyebrow: 'Side by side',
    title: 'How {brand} and Madgicx compare',
    intro:
      'Both tools help you get more from your ad spend. They are built for different teams. What this table says about Madgicx comes from {comparisonSource}, checked on {comparisonReviewed}; features and prices change, so check Madgicx for the current ones.',
    caption: '{brand} compared with Madgicx, feature by feature (Madgicx as of {comparisonReviewed})',
    featureLabel: 'Feature',
    legend: {
      yes: 'Included',
      partial: 'Partly or limited',
      no: 'Not a core feature',
    },
    rows: {
      platforms: {
        feature: 'Ad platforms in one workspace',
        us: 'Meta, Google and TikTok from one place, with shared budget rules. LinkedIn coming soon.',
        them: 'Focused mainly on Meta advertising; support for other platforms is more limited.',
      },
      prompt: {
        feature: 'Campaign from one plain-language prompt',
        us: 'Describe your goal in a sentence and get a complete campaign to review and approve.',
        them: 'Not a core workflow as far as public information shows; campaigns are set up by a hands-on buyer.',
      },
      optimization: {
        feature: 'Automated optimization',
        us: 'Bids, budgets and audiences tuned around the clock within your guardrails, with the reason behind every change.',
        them: 'Offers automation and optimization tools, built for buyers who configure them.',
      },
      creatives: {
        feature: 'Creative generation',
        us: 'Upload your own assets or generate on-brand variations in every format each placement needs.',
        them: 'Offers creative tools, centered mainly on Meta ad formats.',
      },
      reporting: {
        feature: 'Plain-language reporting',
        us: 'Live dashboards plus written summaries of what worked, what didn’t and what happens next.',
        them: 'Detailed dashboards you interpret yourself.',
      },
    },
  },
  problems: {
    eyebrow: 'The problem with complex ad tools',
    title: 'Powerful tools still need someone to drive them',
    intro:
      'Advanced ad software pays off when a specialist runs it every day. Lean teams usually don’t have that person.',
    items: {
      complexity: {
        title: 'Built for experts',
        body: 'Dozens of dashboards, rules and settings assume a full-time media buyer. Everyone else loses hours learning the tool instead of growing the business.',
      },
      'single-platform': {
        title: 'One platform at a time',
        body: 'Your customers are on Meta, Google and TikTok. A tool centered on one channel leaves you juggling separate ads managers, budgets and reports.',
      },
      'manual-work': {
        title: 'Still a lot of manual work',
        body: 'Insights are only useful once someone reads them and acts. Building campaigns, tweaking budgets and writing reports still land on your desk.',
      },
    },
  },
  howItWorks: {
    eyebrow: 'How {brand} works',
    title: 'From one sentence to a live campaign',
    intro: 'No rule builders and no training course. You describe the goal; {brand} does the media buying.',
    items: {
      prompt: {
        title: 'Describe your goal',
        body: 'Write what you want in plain language, like “Sell 300 units of our new sneaker in the US this month at a healthy ROAS.”',
      },
      plan: {
        title: 'Review the plan',
        body: '{brand} drafts the structure, audiences, budgets, copy and creatives for each platform. Change anything, then approve.',
      },
      launch: {
        title: 'Launch everywhere',
        body: 'Approved campaigns go live on Meta, Google and TikTok through each platform’s official API, in one step.',
      },
      monitor: {
        title: 'Monitor and improve',
        body: '{brand} shifts budget toward what converts, within your guardrails, and sends plain-language reports on what changed and why.',
      },
    },
  },
  benefits: {
    eyebrow: 'Built for small teams',
    title: 'Why lean teams choose {brand}',
    intro: 'Made for brands and agencies of {teamSize} who need results, not another tool to master.',
    items: {
      'no-specialist': {
        title: 'No specialist required',
        body: 'The AI brings senior media-buying skills, so a generalist marketer can run campaigns with confidence.',
      },
      'one-place': {
        title: 'Every platform in one place',
        body: 'Plan, launch and compare Meta, Google and TikTok side by side, under one budget.',
      },
      'plain-reports': {
        title: 'Reports in plain words',
        body: 'Know what worked, what didn’t and what happens next, without decoding charts.',
      },
      'clear-pricing': {
        title: 'Price stated before you pay, no lock-in',
        body: 'A flat monthly fee plus a percentage of the ad spend we manage, both stated in your plan before you pay, with no long-term contract: no retainer and no new hire.',
      },
    },
  },
  testimonials: {
    eyebrow: 'Customer stories',
    title: 'From complex dashboards to clear results',
    items: {
      switcher: {
        name: 'Rachel Okafor',
        role: 'Marketing Manager',
        company: 'Kinfolk Goods',
        quote:
          'Our old setup was built for a full-time media buyer, and we didn’t have one. Now I describe what we need on Monday and review a finished plan before lunch.',
        note: '{resultsVary}',
      },
      agency: {
        name: 'Daniel Brooks',
        role: 'Managing Partner',
        company: 'Cobalt & Co',
        quote:
          'We run Meta, Google and TikTok for our clients from one workspace now. Client reports practically write themselves, and my team finally has time for strategy again.',
        note: '{resultsVary}',
      },
    },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Switching from Madgicx: your questions',
    items: {
      switch: {
        q: 'How hard is it to switch to {brand}?',
        a: 'Not hard. You connect your ad accounts through each platform’s official API, and our team helps migrate your existing campaigns and audiences. {migrationPromise}, and your live campaigns keep running while you move.',
      },
      platforms: {
        q: 'Which ad platforms does {brand} support?',
        a: '{brand} plans, launches and optimizes campaigns on Meta (Facebook and Instagram), Google and TikTok from one workspace. LinkedIn is coming soon.',
      },
      data: {
        q: 'What happens to my data and ad accounts?',
        a: 'You connect accounts with OAuth on each platform’s own page, so we never see your passwords, and you can revoke access at any time. {approvalRule} Read more on our [security page](/security) and in our [privacy policy](/privacy).',
      },
      pricing: {
        q: 'How does {brand} pricing work?',
        a: '{brand} costs {pricingSummary}. {adBudgetRule} There is no long-term contract and no setup fee, and you can cancel at any time. We don’t quote other vendors’ prices because they change; check each vendor for current plans. [Book a demo](/book-demo) and we’ll walk you through the cost for your ad spend.',
      },
      setup: {
        q: 'How long does setup take?',
        a: '{onboardingPromise}, and connecting your ad accounts takes a few clicks. {firstCampaignPromise}, and our team answers your questions by email along the way.',
      },
    },
  },
  related: {
    eyebrow: 'Keep exploring',
    title: 'Related resources',
    items: {
      'media-buyer': {
        title: 'The AI media buyer',
        body: 'See how {brand} compares with an agency or an in-house hire on cost, speed and coverage.',
        linkLabel: 'Explore the AI media buyer',
      },
      shopify: {
        title: 'Shopify ads automation',
        body: 'Catalog sync, dynamic retargeting and automated scaling for Shopify stores.',
        linkLabel: 'See the Shopify solution',
      },
    },
  },
  cta: {
    title: 'See {brand} run your campaigns',
    body: 'Book a free {demoLong}-minute demo. We’ll connect a real account, build a campaign from your prompt and show you how it compares with your current setup.',
    primary: 'Book your demo',
    bullets: {
      migration: 'Free help migrating your campaigns. {migrationPromise}',
      expert: 'A dedicated ad expert on the call',
      'no-contract': 'No long-term contract, cancel at any time',
    },
  },
}

export default page

export default {
  hero: {
    title: 'Your AI media buyer. Campaign plans in minutes, not weeks.',
    subtitle:
      'Describe your goal in one sentence. {brand} plans, builds, launches and optimizes your ads on Meta, Google and TikTok, then tells you in plain words what worked.',
    primary: 'Book a free demo',
    secondary: 'Start for free',
    note: 'Free {demoLong}-minute demo · No credit card required',
    videoLabel: 'Product tour: from one prompt to a live campaign (illustrative data)',
    stats: {
      brands: { value: '{brandsCount}', label: 'brands served' },
      time: { value: '{timeSaved}', label: 'less time building campaigns on average, in our customer survey' },
      roi: { value: '{roasTypical}', label: 'typical boost in return on ad spend (median)' },
    },
    partnersLabel: 'Connects through the official APIs of',
  },
  trustedBy: {
    title: 'Trusted by growing brands and the agencies behind them',
  },
  benefits: {
    eyebrow: 'Why teams switch',
    title: 'Ads that keep adjusting to results, within limits you approve',
    items: {
      'easy-setup': {
        title: 'Set up in minutes',
        body: 'Connect your ad accounts in a few clicks through each platform’s official API. Nothing to rebuild, no agency onboarding.',
      },
      'boost-roi': {
        title: 'Boost your return on ad spend',
        body: 'At each scheduled check, every day of the week, budget moves toward the ads, audiences and platforms that convert, within the guardrails you approve. {roasResult}.',
      },
      'save-time': {
        title: 'Get your week back',
        body: '{timeResult}: hours your team can spend on strategy and ideas instead.',
      },
    },
  },
  features: {
    eyebrow: 'Everything in one place',
    title: 'One prompt. Meta, Google and TikTok. Your guardrails.',
    intro:
      'The work of a senior media buyer, from the first brief to the weekly report, in one workspace your whole team can follow.',
    items: {
      prompt: {
        title: 'From prompt to campaign',
        body: 'Write what you want to achieve. Get a complete campaign back: structure, audiences, budgets and copy, ready for your approval.',
      },
      platforms: {
        title: 'Meta, Google and TikTok together',
        body: 'Plan and launch across platforms from a single place, with shared budget rules. LinkedIn is coming soon.',
      },
      creatives: {
        title: 'Creatives on demand',
        body: 'Upload your own assets or generate on-brand variations in every size and format each placement asks for.',
      },
      optimization: {
        title: 'Optimization within your guardrails',
        body: 'Bids, budgets and audiences are adjusted at each scheduled check, every day of the week, within your guardrails, and every change comes with the reason behind it.',
      },
      reporting: {
        title: 'Reports anyone can read',
        body: 'Dashboards that update as results come in, and plain-language summaries of what worked, what did not, and what happens next.',
      },
      control: {
        title: 'You stay in control',
        body: '{approvalRule}',
      },
    },
  },
  testimonials: {
    eyebrow: 'Customer stories',
    title: 'What lean marketing teams tell us',
    intro: '{brand} is built for brands and agencies of {teamSize} that need the output of a much larger team.',
    items: {
      laura: {
        name: 'Laura Bennett',
        role: 'Head of growth',
        company: 'Northwind Outfitters',
        quote:
          'We went from {hoursBefore} hours a week inside ads managers to about {hoursAfter}. The weekly report is the first one our CEO actually reads.',
        note: '{resultsVaryTime}',
      },
      marcus: {
        name: 'Marcus Reid',
        role: 'Founder',
        company: 'Lumora Skincare',
        quote:
          'Our ROAS rose {roasGain} in the first two months. I stopped juggling three dashboards and started testing more ideas.',
        note: '{resultsVary}',
      },
      priya: {
        name: 'Priya Shah',
        role: 'Performance lead',
        company: 'Brightpath Agency',
        quote:
          'We onboard a new client in an afternoon now. The AI drafts the first campaigns and my team spends its time on strategy.',
        note: '{resultsVaryTime}',
      },
      diego: {
        name: 'Diego Martín',
        role: 'E-commerce manager',
        company: 'Mesa Verde Coffee',
        quote:
          'TikTok was the channel we never had time for. Now it runs next to Meta and Google under the same budget rules.',
        note: '{resultsVary}',
      },
      hannah: {
        name: 'Hannah Cole',
        role: 'Marketing director',
        company: 'Solace Home',
        quote: 'Every change comes with a reason attached. That transparency is what won over our finance team.',
        note: '{resultsVary}',
      },
      tomas: {
        name: 'Tomás Ferrer',
        role: 'Co-founder',
        company: 'Fieldnote Studio',
        quote:
          'Five people, three platforms and no more weekend firefighting. It feels like having a senior media buyer on call.',
        note: '{resultsVary}',
      },
    },
  },
  stats: {
    title: 'The numbers behind the work',
    items: {
      rating: { value: '{rating}', label: 'average customer rating' },
      clients: { value: '{brandsCount}', label: 'brands served' },
      campaigns: { value: '{campaigns}', label: 'campaigns launched' },
      spend: { value: '{adSpend}', label: 'in ad spend managed' },
    },
  },
  cta: {
    title: 'Ready to meet your AI media buyer?',
    body: 'Book a free {demoLong}-minute demo. {demoIncludes}.',
    primary: 'Book your demo',
    secondary: 'Explore the features',
    bullets: {
      tailored: 'A walkthrough tailored to your brand',
      expert: 'A dedicated ad expert on the call',
      plan: 'A campaign plan you keep, whatever you decide',
      'no-card': 'Free, with no credit card needed',
    },
    trust: {
      support: '{supportPromise}',
      soc2: '[Security controls aligned with SOC 2](/security)',
      launch: '{firstCampaignPromise}',
    },
  },
}

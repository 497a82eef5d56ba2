const page = {
  hero: {
    eyebrow: 'AI media buyer',
    title: 'A senior media buyer that never clocks out',
    subtitle:
      'Describe your goal in one sentence. {brand} plans, launches, optimizes and reports on your Meta, Google and TikTok campaigns around the clock, without a new hire or an agency retainer.',
    primary: 'Book a free demo',
    secondary: 'Compare with a hire',
    note: 'Free {demoLong}-minute demo · No credit card required',
  },
  table: {
    eyebrow: 'Side by side',
    title: '{brand} vs. an agency or in-house hire',
    intro:
      'People bring judgment and brand sense. {brand} brings speed, coverage and round-the-clock execution. Here is an honest look at where each one fits.',
    caption: '{brand} compared with an agency or an in-house media buyer',
    featureLabel: 'What you get',
    legend: {
      yes: 'Strong fit',
      partial: 'Partly',
      no: 'Weak fit',
    },
    rows: {
      cost: {
        feature: 'No salary and no minimum term',
        us: 'A flat {price} a month plus a percentage of the ad spend it manages, both stated in your plan before you pay. No long-term contract.',
        them: 'A salary and benefits, or an agency retainer, often with a minimum term.',
      },
      speed: {
        feature: 'Time to first campaign',
        us: '{firstCampaignPromise}.',
        them: 'Hiring or onboarding, briefs and review rounds often take weeks.',
      },
      hours: {
        feature: 'Works around the clock',
        us: 'Watches and adjusts campaigns day and night, weekends and holidays included.',
        them: 'Office hours; changes usually wait for the next working day.',
      },
      platforms: {
        feature: 'Meta, Google and TikTok in one place',
        us: 'All three from one workspace, under shared budget rules. LinkedIn coming soon.',
        them: 'Depends on the people; often one specialist per channel, or gaps in coverage.',
      },
      transparency: {
        feature: 'Visibility into every change',
        us: 'Every change logged with its reason, plus plain-language reports anyone can read.',
        them: 'Monthly reports and calls; day-to-day decisions are harder to see.',
      },
      strategy: {
        feature: 'Brand strategy and positioning',
        us: 'Suggests angles, audiences and tests from your data; your team sets the brand direction.',
        them: 'Experienced people bring judgment on positioning, brand voice and creative direction.',
      },
    },
  },
  problems: {
    eyebrow: 'The old way',
    title: 'Why traditional media buying holds lean teams back',
    items: {
      expensive: {
        title: 'Expensive',
        body: 'A senior media buyer or an agency retainer can cost more than a small team’s entire ad budget, before a single ad runs.',
      },
      slow: {
        title: 'Slow',
        body: 'Briefs, handoffs and review rounds turn a simple test into a two-week project, while your best moments to sell pass by.',
      },
      opaque: {
        title: 'Opaque',
        body: 'You see a monthly deck, not the decisions behind it. It’s hard to tell what changed, why, and what your money actually bought.',
      },
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'Your AI media buyer in four steps',
    items: {
      prompt: {
        title: 'Give it the brief',
        body: 'Describe your goal in plain language: the product, the audience, the budget and what success looks like.',
      },
      plan: {
        title: 'Approve the plan',
        body: '{brand} drafts campaign structure, audiences, budgets, copy and creatives for each platform. Edit anything before you approve.',
      },
      launch: {
        title: 'Launch in one step',
        body: 'Approved campaigns go live on Meta, Google and TikTok through each platform’s official API.',
      },
      monitor: {
        title: 'Let it optimize',
        body: 'Bids, budgets and audiences are tuned around the clock within your guardrails, with a plain-language report on every change.',
      },
    },
  },
  benefits: {
    eyebrow: 'What you get',
    title: 'The output of a senior buyer, without the overhead',
    items: {
      'senior-skills': {
        title: 'Senior-level skills',
        body: 'Campaign structures, audience strategies and testing plans drawn from years of hands-on media buying, applied to every campaign from day one.',
      },
      'always-on': {
        title: 'Always on',
        body: 'Your campaigns are watched at night and on Sundays, so budget moves to what converts, within your guardrails, the moment results shift.',
      },
      scale: {
        title: 'Scales with you',
        body: 'Add a platform, a product line or a new client without adding headcount.',
      },
      control: {
        title: 'You stay in control',
        body: '{approvalRule}',
      },
    },
  },
  testimonials: {
    eyebrow: 'Customer stories',
    title: 'Teams that hired an AI media buyer',
    items: {
      founder: {
        name: 'Sofia Lindqvist',
        role: 'Founder',
        company: 'Vértice',
        quote:
          'We were about to hire our first media buyer. {brand} gave us that level of work for far less, and I can see every decision it makes.',
        note: '{resultsVary}',
      },
      lead: {
        name: 'James Whitaker',
        role: 'Marketing Lead',
        company: 'Harbor & Pine',
        quote:
          'Our marketing team is three people covering every channel. {brand} runs the day-to-day buying, so we can spend our time on positioning and creative ideas.',
        note: '{resultsVary}',
      },
    },
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Questions about the AI media buyer',
    items: {
      replace: {
        q: 'Does {brand} replace my marketing team?',
        a: 'No. It takes over the repetitive work of media buying: building campaigns, adjusting bids and budgets, and writing reports. Your team keeps ownership of brand strategy, positioning and final approvals, and gets hours back each week to focus on them.',
      },
      platforms: {
        q: 'Which ad platforms does it run?',
        a: '{brand} plans, launches and optimizes campaigns on Meta (Facebook and Instagram), Google and TikTok from one workspace. LinkedIn is coming soon.',
      },
      approval: {
        q: 'Will it launch anything without my approval?',
        a: 'No. {approvalRule} Approvals come from a person with the right role in your workspace, and the guardrails are enforced before any change reaches an ad platform.',
      },
      results: {
        q: 'What results can I expect?',
        a: 'Results depend on your product, offer and budget, so we don’t promise a number. {roasResult}. {timeResult}. In your demo, we’ll look at your own accounts and set realistic goals together.',
      },
      agency: {
        q: 'Can I use {brand} alongside my agency?',
        a: 'Yes. {agencies} agencies already use {brand} to handle execution and reporting while their people focus on strategy and client relationships. Your agency can work in the same workspace with its own roles, and every change stays visible to both of you.',
      },
    },
  },
  related: {
    eyebrow: 'Keep exploring',
    title: 'Related resources',
    items: {
      comparison: {
        title: '{brand} vs. Madgicx',
        body: 'How an AI media buyer compares with an ad tool built for hands-on buyers, feature by feature.',
        linkLabel: 'Read the comparison',
      },
      shopify: {
        title: 'Shopify ads automation',
        body: 'Catalog sync, dynamic retargeting and automated scaling built for Shopify stores.',
        linkLabel: 'See the Shopify solution',
      },
    },
  },
  cta: {
    title: 'Meet your AI media buyer',
    body: 'Book a free {demoLong}-minute demo. Bring a goal; we’ll turn it into a campaign plan on your own accounts and walk you through the numbers.',
    primary: 'Book your demo',
    bullets: {
      plan: 'A campaign plan you keep, whatever you decide',
      expert: 'A dedicated ad expert on the call',
      'no-contract': 'No long-term contract, cancel at any time',
    },
  },
}

export default page

export default {
  hero: {
    eyebrow: 'Features',
    title: 'Everything a senior media buyer does, from one prompt',
    subtitle:
      '{brand} connects to Meta, Google and TikTok, builds the campaign you describe, launches it once you approve and adjusts it at each scheduled check, every day of the week, within your guardrails.',
    primary: 'Book a demo',
    secondary: 'See how it works',
    note: '{freeAccount} [Create your free account](ext:register)',
  },
  benefits: {
    eyebrow: 'What you get',
    title: 'More testing, less busywork',
    intro:
      '{brand} takes on the repetitive side of paid media, so your team can focus on the decisions that actually move the business.',
    items: {
      'boost-roi': {
        title: 'Boost your return on ad spend',
        body: 'Budget flows to the ads, audiences and platforms that convert, within the limits you set. {roasResult}.',
      },
      'ai-optimization': {
        title: 'AI that tests and tunes within your guardrails',
        body: 'Bids, budgets, audiences and creatives are tested and adjusted at each scheduled check, every day of the week, within your guardrails, based on the latest results from Meta, Google and TikTok.',
      },
      'save-time': {
        title: 'Save hours every week',
        body: '{timeResult}. A/B tests and reports come prepared for you, so your team can focus on strategy and creative ideas.',
      },
      'advanced-reports': {
        title: 'Reports that explain themselves',
        body: 'Dashboards across Meta, Google and TikTok that update as results come in, plus plain-language summaries of what worked, what didn’t and what to try next.',
      },
    },
  },
  integrations: {
    eyebrow: 'Integrations',
    title: 'Built for the platforms where your customers scroll and search',
    intro:
      'Connect each account in a few clicks through the platform’s official API. {brand} plans, launches and reports on Meta, Google and TikTok from one place.',
    live: 'Live',
    comingSoon: 'Coming soon',
    items: {
      meta: {
        name: 'Meta',
        body: 'Facebook and Instagram campaigns across Feed, Stories and Reels, with audiences, placements and creatives managed for you.',
      },
      tiktok: {
        name: 'TikTok',
        body: 'In-feed video and Spark Ads built to win attention in seconds, with fresh hooks tested before an ad wears out.',
      },
      google: {
        name: 'Google Ads',
        body: 'Search campaigns that catch intent the moment people look for what you sell, with keywords, bids and budgets adjusted at each scheduled check.',
      },
      linkedin: {
        name: 'LinkedIn',
        body: 'B2B campaigns that reach decision-makers by job title, industry and company size. Coming soon to your workspace.',
      },
    },
  },
  autopilot: {
    eyebrow: 'Autopilot',
    title: 'Your campaigns keep improving between your reviews',
    body: 'Once a campaign is live, autopilot watches performance on each platform and acts on it within your guardrails: it shifts budget toward winners, pauses ads that stop converting and rotates in fresh creatives. You see every move in a clear activity feed, **with the reason behind it**.',
    cta: 'Watch the demo video',
    imageAlt:
      'Autopilot activity feed listing recent automatic changes, such as budget moved to a better-performing ad set and a worn-out ad paused, each with a short explanation (illustrative data)',
    points: {
      'always-on': 'Scheduled checks of bids, budgets and audiences across Meta, Google and TikTok, weekends included',
      explained: 'Every change explained in plain language, so you always know why it happened',
      guardrails: '{approvalRule}',
    },
  },
  howItWorks: {
    eyebrow: 'How it works',
    title: 'From prompt to live campaign in six steps',
    intro: 'No more marathons inside ads managers. This is what launching a campaign with {brand} looks like.',
    items: {
      connect: {
        title: 'Connect your ad accounts',
        body: 'Sign in to Meta, Google Ads and TikTok through a secure OAuth connection. We never see your passwords, and you can revoke access at any time.',
        imageAlt:
          'Screen listing Meta, Google Ads and TikTok accounts marked connected, LinkedIn marked coming soon (illustrative data)',
      },
      objective: {
        title: 'Choose your objective',
        body: 'Sales, leads, traffic, app installs or awareness. Set a daily budget and a schedule, and {brand} tunes bidding, placements and creatives for that goal.',
        imageAlt:
          'Objective screen with Sales selected, a daily budget field and the campaign’s date range (illustrative data)',
      },
      prompt: {
        title: 'Write a prompt',
        body: 'Describe the campaign the way you’d brief a media buyer: product, audience, markets and budget. The AI drafts the full plan, ready for your edits.',
        imageAlt:
          'Prompt box with a plain-language campaign brief next to the AI-generated plan, showing audiences, platforms and budget split (illustrative data)',
      },
      creatives: {
        title: 'Upload or generate creatives',
        body: 'Bring your own images and videos, or generate on-brand variations with new sizes, hooks and backgrounds for every placement.',
        imageAlt:
          'Creatives screen with six ads in square, vertical and horizontal formats, an upload area and a button to generate variations (illustrative data)',
      },
      publish: {
        title: 'Publish',
        body: 'Review the whole campaign, approve it and launch on Meta, Google and TikTok in one click. Nothing goes live without your say-so.',
        imageAlt:
          'Review screen summarizing the campaign for each platform, with a button ready to publish it (illustrative data)',
      },
      optimize: {
        title: 'Optimize and report as results come in',
        body: 'Autopilot adjusts the campaign at each scheduled check, within your guardrails, and dashboards and weekly summaries show what worked and what comes next.',
        imageAlt:
          'Reporting dashboard with spend, conversions and return on ad spend by platform, above a rising performance chart (illustrative data)',
      },
    },
  },
  agents: {
    eyebrow: 'WhatsApp agents',
    title: 'AI agents that sell and support on WhatsApp',
    intro:
      'Your ads start the conversation; our messaging agents keep it going. They answer questions, qualify leads and recover sales, outside business hours too, with a person from your team one tap away.',
    cta: 'Talk to us about WhatsApp agents',
    featured: 'Recommended',
    imageAlt:
      'WhatsApp chat in which an AI sales agent answers a customer’s question about sizes, recommends a product and shares a checkout link (illustrative data)',
    items: {
      starter: {
        name: 'Starter',
        summary:
          'An assistant that answers the questions your team hears every day, including the ones that arrive after hours.',
        features: [
          'Answers about products, prices, shipping and returns, outside business hours too',
          'Trained on your catalog, FAQs and policies',
          'Handoff to a person on your team whenever a customer asks',
          'Every conversation in one shared inbox',
        ],
      },
      growth: {
        name: 'Growth',
        summary: 'A sales agent that turns ad clicks and chats into qualified leads and orders.',
        features: [
          'Everything in Starter',
          'Lead qualification with the questions you define',
          'Product recommendations with a direct link to checkout',
          'Abandoned-cart follow-ups that bring buyers back',
          'Qualified leads sent to your CRM or sales team',
        ],
      },
      scale: {
        name: 'Scale',
        summary: 'Several agents across sales, support and post-purchase, designed around the way you work.',
        features: [
          'Everything in Growth',
          'Order status and delivery updates',
          'Multiple numbers, brands or markets',
          'Custom integrations with your store and CRM',
          'Dedicated onboarding and monthly performance reviews',
        ],
      },
    },
  },
  cta: {
    title: 'Watch your first campaign plan take shape',
    body: 'Book a free {demoLong}-minute demo and bring a product and a goal. {demoIncludes}.',
    primary: 'Book a demo',
    secondary: 'Contact us',
    bullets: {
      launch: '{firstCampaignPromise}',
      platforms: 'Meta, Google and TikTok from one workspace',
      control: 'Nothing goes live without your approval',
      support: '{supportPromise}',
    },
  },
}

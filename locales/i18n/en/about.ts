export default {
  hero: {
    eyebrow: 'About us',
    title: 'We’re building a senior media buyer for lean teams',
    subtitle:
      '{brand} gives brands, agencies and e-commerce teams of {teamSize} the skills of a senior media buyer, without adding headcount.',
  },
  story: {
    eyebrow: 'Our story',
    title: 'From a marketplace of experts to an AI media operator',
    paragraphs: [
      'We started as a marketplace that matched brands with freelance media buyers. The matches worked, but seeing campaign after campaign up close taught us something: the best buyers spent most of their week on repetitive work, launching ad sets, running the same tests and rebuilding the same reports.',
      'So we automated it, first for ourselves and then for the buyers on our platform. Those internal tools became {brand}: an AI media operator that handles the launching, testing and reporting, so people can focus on strategy, creative and the customer.',
      'Want the longer version, with the detours and lessons along the way? Read [our full story](/story).',
    ],
    imageAlt:
      'Illustration of a marketplace of people and cards connected by lines, leading to a calm dashboard with a rising chart',
  },
  mission: {
    eyebrow: 'Our mission',
    title: 'Make great advertising accessible to every team',
    paragraphs: [
      'Doing ads well on Meta, Google and TikTok used to take a specialist for each platform, expensive tools and long nights inside ads managers. Big brands could afford that. Most teams couldn’t.',
      'Our mission is to give every brand and agency, whatever its size, a media buyer that works from one plain-language prompt, launches on Meta, Google and TikTok and explains its decisions. Less busywork, better results and more time for the ideas only people can have.',
    ],
    imageAlt: 'Illustration of a small team at a laptop, with one prompt fanning out to three platform tiles',
  },
  stats: {
    title: 'Growing with the teams we serve',
    items: {
      agencies: { value: '{agencies}', label: 'agencies work with us' },
      customers: { value: '{brandsCount}', label: 'brands served' },
      platforms: { value: '{livePlatformCount}', label: 'ad platforms live, with LinkedIn coming soon' },
      campaigns: { value: '{campaigns}', label: 'campaigns launched' },
    },
  },
  values: {
    eyebrow: 'What we value',
    title: 'Three principles behind everything we ship',
    intro: 'They guide what we build, what we leave out and how we treat the teams who trust us with their budgets.',
    items: {
      accessibility: {
        title: 'Accessibility',
        body: 'Professional-grade media buying shouldn’t be reserved for companies with big budgets. We design {brand} so a team of five gets the media buying a much larger department would have.',
      },
      efficiency: {
        title: 'Efficiency',
        body: 'Every hour spent copying settings between ads managers is an hour taken from strategy. We automate the repetitive work and put more of your ad spend behind what converts.',
      },
      simplicity: {
        title: 'Simplicity',
        body: 'One prompt, one workspace, reports in plain words. If a feature needs a manual to make sense, we keep working on it until it doesn’t.',
      },
    },
  },
  founders: {
    eyebrow: 'Leadership',
    title: 'Meet the founders',
    intro:
      'Operators first: they ran campaigns and a marketplace of media buyers before building the tool they always wished they had.',
    profile: 'LinkedIn profile',
    items: {
      ceo: {
        role: 'Co-founder & CEO',
        bio: 'She co-founded the company after years of watching talented media buyers lose their weeks to repetitive work, and today leads product vision and strategy. Her goal is simple: give every lean team a media buyer it can trust.',
      },
      coo: {
        role: 'Co-founder & COO',
        bio: 'He built the operations behind our original marketplace and now makes sure every customer goes from first call to live campaign without friction. He also looks after how {brand} works with the ad platforms it connects to.',
      },
    },
  },
  links: {
    title: 'See it in action',
    intro: 'Book a demo to watch {brand} build a campaign plan from your own prompt, or read how we got here.',
    items: {
      demo: 'Book a demo',
      story: 'Read our story',
    },
  },
}

import type { JournalCopy } from './copy';

export const en: JournalCopy = {
  tags: {
    running: 'Running',
    training: 'Training',
    beginners: 'Beginners',
    performance: 'Performance',
    trail: 'Trail',
    recovery: 'Recovery',
    strength: 'Strength',
    care: 'Care guides',
    gear: 'Gear',
  },
  articles: {
    'first-5k-plan': {
      title: 'Your first 5K: an eight-week plan',
      subtitle: 'From the sofa to the start line, three runs a week.',
      description:
        'An eight-week plan to run your first 5K: three short sessions a week, walk breaks included.',
      intro: [
        'Five kilometres is the distance where most runners begin, and for good reason: it is long enough to feel like an achievement and short enough to train for in two months.',
        'The plan below asks for three sessions a week of 20 to 35 minutes. Leave a day between them, and run slowly enough to hold a conversation.',
      ],
      heading: 'Eight weeks, week by week',
      items: [
        'Weeks 1–2: one minute of running, ninety seconds of walking, eight times.',
        'Weeks 3–4: three minutes of running, two of walking, five times.',
        'Weeks 5–6: eight minutes of running, two of walking, three times.',
        'Week 7: twenty minutes of easy running without a break.',
        'Week 8: a rest day before your 5K, then run it at your own pace.',
      ],
      outro:
        'Miss a session? Repeat the week rather than skipping ahead. The goal is to finish feeling you could have gone a little further.',
    },
    'tempo-runs-explained': {
      title: 'Tempo runs, explained',
      subtitle: 'The comfortably hard session that makes race pace feel easier.',
      description:
        'What a tempo run is, how fast to run it and how to fit one into your week, with a short video.',
      intro: [
        'A tempo run is a steady effort held for 20 to 40 minutes at a pace you could sustain for about an hour in a race. It should feel comfortably hard: you can speak in short phrases, not whole sentences.',
        'Tempo work raises the pace you can hold before fatigue builds up, which is why it sits at the heart of most 10K and half-marathon plans.',
      ],
      heading: 'How to run your first tempo session',
      items: [
        'Warm up with 10 minutes of easy running and a few short strides.',
        'Run 20 minutes at tempo effort; keep the pace even rather than fast.',
        'Cool down with 10 minutes of easy running or walking.',
        'Add five minutes every two weeks, up to 40 minutes.',
      ],
      outro:
        'One tempo session a week is plenty. Run it on fresh legs, and keep the day after it easy.',
    },
    'trail-running-first-steps': {
      title: 'Off road: first steps on the trail',
      subtitle: 'Softer ground, steeper hills and a slower watch: why that is fine.',
      description:
        'How to start trail running: effort over pace, walking the climbs, shoes with grip and what to carry.',
      intro: [
        'Trails reward curiosity. The ground is softer on the joints, the views are better, and every run is a little different from the last.',
        'Expect to be slower than on the road, sometimes by a minute per kilometre or more. Run by effort, not by pace, and let the terrain set the rhythm.',
      ],
      heading: 'Before your first trail run',
      items: [
        'Choose a marked loop of 5 to 8 kilometres you can walk out of.',
        'Walk the steep climbs: even experienced trail runners do.',
        'Look three or four steps ahead, not at your feet.',
        'Wear shoes with a lugged outsole for grip on mud and loose stones.',
        'Carry water and tell someone where you are going.',
      ],
      outro:
        'Start with one trail run a week alongside your usual road runs, and your ankles will thank you.',
    },
    'rest-days-that-make-you-faster': {
      title: 'Rest days that make you faster',
      subtitle: 'Training breaks you down; recovery builds you back stronger.',
      description:
        'Why rest days matter, what active recovery looks like and the signs you need one more day off.',
      intro: [
        'Fitness is built between sessions, not during them. A hard run creates the stimulus; sleep, food and rest turn it into progress.',
        'Most runners need at least one full rest day a week, and more when mileage or intensity rises.',
      ],
      heading: 'A good recovery day',
      items: [
        'Sleep seven to nine hours; it is the most effective recovery tool there is.',
        'Eat protein and carbohydrates within a couple of hours of a hard session.',
        'Walk, cycle gently or swim for 20 to 30 minutes if you want to move.',
        'Take an extra day when your resting heart rate is higher than usual or your legs still feel heavy.',
      ],
      outro: 'Rest is part of the plan, not a break from it. Write it in your week like any run.',
    },
    'strength-moves-for-runners': {
      title: 'Four strength moves every runner needs',
      subtitle: 'Twenty minutes twice a week for stronger hips, knees and ankles.',
      description:
        'Four bodyweight strength exercises for runners, how many sets to do and when to fit them in.',
      intro: [
        'Strength training makes every stride more economical and helps your body absorb the load of running. You do not need a gym: your own bodyweight is enough to begin.',
        'Do the circuit twice a week, ideally on the same day as an easy run, so your hard days stay hard and your easy days stay easy.',
      ],
      heading: 'The circuit: three rounds',
      items: [
        'Split squats: ten on each leg, knee tracking over the toes.',
        'Single-leg calf raises: fifteen on each side, slow on the way down.',
        'Glute bridges: fifteen, pausing for two seconds at the top.',
        'Side planks: thirty seconds on each side, hips high.',
      ],
      outro:
        'When the circuit feels easy, hold a weight or add a round, rather than rushing the repetitions.',
    },
    'make-your-running-shoes-last': {
      title: 'How to make your running shoes last',
      subtitle: 'A care guide for the pair that carries you every week.',
      description:
        'How to clean, dry and store running shoes, and when it is time to replace them.',
      intro: [
        'A well-kept pair of running shoes keeps its cushioning and grip for 600 to 800 kilometres. A few habits after each run make the difference.',
        'Heat is the enemy of foam and glue, so the radiator, the tumble dryer and the car boot in summer are the places to avoid.',
      ],
      heading: 'After every run',
      items: [
        'Loosen the laces and take your shoes off by hand, not by treading on the heel.',
        'Knock off mud once it is dry, then wipe the upper with a soft brush and cold water.',
        'Take out the insoles and stuff the shoes with newspaper to dry at room temperature.',
        'Rotate two pairs if you run most days, so the foam recovers between runs.',
        'Replace them when the outsole is smooth or the midsole creases deeply.',
      ],
      outro:
        'Never put running shoes in the washing machine: the heat and spinning weaken the bonds that hold them together.',
    },
    'washing-technical-clothing': {
      title: 'Washing technical clothing the right way',
      subtitle: 'Keep your running kit fresh, fast-drying and in shape for longer.',
      description:
        'How to wash and dry technical running clothes so they keep wicking, stretching and smelling fresh.',
      intro: [
        'Technical fabrics move sweat away from the skin and dry fast. Fabric softener and high heat clog and damage the fibres that make this work.',
        'Washing a little cooler and drying on the line keeps your kit performing and saves energy too.',
      ],
      heading: 'Five rules for technical kit',
      items: [
        'Wash at 30 °C, inside out, with a small dose of liquid detergent.',
        'Skip fabric softener: it leaves a film that traps odour.',
        'Close zips and Velcro so they do not snag other garments.',
        'Air dry; never tumble dry or iron printed logos.',
        'Wash soon after running instead of leaving damp kit in a bag.',
      ],
      outro:
        'For stubborn odours, soak the garment for thirty minutes in cold water with a cup of white vinegar before washing.',
    },
  },
  journal: {
    title: 'Journal',
    htmlTitle: 'Journal: running, training and care guides | Stride',
    description:
      'Stories from Stride: training plans, running advice and guides to caring for your shoes and kit.',
    intro:
      'Training plans, advice from the road and the trail, and care guides for the kit that goes the distance with you.',
    homeTitle: 'From the journal',
    allStories: 'All stories',
  },
};

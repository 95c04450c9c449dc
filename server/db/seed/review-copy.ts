/** Demo review and question texts: what shoppers typically write, in their own language. */

export interface ReviewCopy {
  rating: number;
  title: string;
  text: string;
  nickname: string;
  locale: string;
}

export const reviewCopy: readonly ReviewCopy[] = [
  {
    rating: 5,
    title: 'Comfortable from day one',
    text: 'No break-in needed. I wore them for a full day at work and then a 5 km run, and my feet felt great. True to size.',
    nickname: 'Jordan R.',
    locale: 'en-us',
  },
  {
    rating: 5,
    title: 'My new favourite',
    text: 'Light, breathable and the colour is even nicer in person. I already ordered a second pair.',
    nickname: 'Priya',
    locale: 'en-gb',
  },
  {
    rating: 4,
    title: 'Great, but runs a little small',
    text: 'Quality is excellent and they look sharp. I would size up half a size if you are between sizes.',
    nickname: 'Marcus',
    locale: 'en-us',
  },
  {
    rating: 4,
    title: 'Solid everyday pick',
    text: 'Good support and grip on wet pavement. The laces are a bit long but that is easy to fix.',
    nickname: 'Chloe T.',
    locale: 'en-ca',
  },
  {
    rating: 3,
    title: 'Okay for the price',
    text: 'Does the job. The cushioning is firmer than I expected, so better for short runs than long ones.',
    nickname: 'Sam',
    locale: 'en-us',
  },
  {
    rating: 2,
    title: 'Not for wide feet',
    text: 'The fit is narrow across the front. I had to return them, although the return was quick and easy.',
    nickname: 'Dee',
    locale: 'en-us',
  },
  {
    rating: 1,
    title: 'Stitching came loose',
    text: 'After three weeks the stitching near the heel started to come apart. Customer service offered a replacement.',
    nickname: 'Alex P.',
    locale: 'en-gb',
  },
  {
    rating: 5,
    title: 'Parfait pour courir',
    text: 'Très confortables et légères. Je les porte pour mes sorties du dimanche, aucun problème d’ampoules.',
    nickname: 'Camille',
    locale: 'fr-fr',
  },
  {
    rating: 4,
    title: 'Sehr bequem',
    text: 'Tolle Passform und gute Dämpfung. Die Farbe ist etwas heller als auf den Fotos, gefällt mir aber.',
    nickname: 'Lukas',
    locale: 'de-de',
  },
  {
    rating: 5,
    title: 'Ottimo acquisto',
    text: 'Comode fin dal primo giorno e molto ben rifinite. Consegna veloce.',
    nickname: 'Giulia',
    locale: 'it-it',
  },
  {
    rating: 4,
    title: 'Looks great with everything',
    text: 'I mostly wear them casually and get compliments all the time. Easy to clean, too.',
    nickname: 'Taylor',
    locale: 'en-us',
  },
  {
    rating: 3,
    title: 'Bien mais un peu chaud',
    text: 'Belle qualité, mais le tissu respire moins que prévu en plein été.',
    nickname: 'Hugo',
    locale: 'fr-ca',
  },
];

export interface QuestionCopy {
  text: string;
  nickname: string;
  locale: string;
  answers: { text: string; nickname: string; helpful: number }[];
}

export const questionCopy: readonly QuestionCopy[] = [
  {
    text: 'Do these run true to size?',
    nickname: 'Nina',
    locale: 'en-us',
    answers: [
      {
        text: 'Yes, I wear my usual size and they fit well. If you have wide feet, go half a size up.',
        nickname: 'Stride Team',
        helpful: 7,
      },
      { text: 'True to size for me.', nickname: 'Chris', helpful: 2 },
    ],
  },
  {
    text: 'Are they machine washable?',
    nickname: 'Ben',
    locale: 'en-gb',
    answers: [
      {
        text: 'We recommend a cold hand wash and air drying to keep their shape.',
        nickname: 'Stride Team',
        helpful: 4,
      },
    ],
  },
  {
    text: 'Is this good for long distances?',
    nickname: 'Ola',
    locale: 'en-us',
    answers: [],
  },
];

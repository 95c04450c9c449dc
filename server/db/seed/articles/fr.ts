import type { JournalCopy } from './copy';

export const fr: JournalCopy = {
  tags: {
    running: 'Course à pied',
    training: 'Entraînement',
    beginners: 'Débutants',
    performance: 'Performance',
    trail: 'Trail',
    recovery: 'Récupération',
    strength: 'Renforcement',
    care: 'Entretien',
    gear: 'Équipement',
  },
  articles: {
    'first-5k-plan': {
      title: 'Votre premier 5 km : un plan en huit semaines',
      subtitle: 'Du canapé à la ligne de départ, trois sorties par semaine.',
      description:
        'Un plan de huit semaines pour courir votre premier 5 km : trois courtes séances par semaine, pauses marchées comprises.',
      intro: [
        'Cinq kilomètres, c’est la distance par laquelle commencent la plupart des coureurs : assez longue pour être une vraie réussite, assez courte pour s’y préparer en deux mois.',
        'Le plan ci-dessous demande trois séances de 20 à 35 minutes par semaine. Laissez un jour entre chacune et courez assez lentement pour pouvoir parler.',
      ],
      heading: 'Huit semaines, semaine après semaine',
      items: [
        'Semaines 1 et 2 : une minute de course, quatre-vingt-dix secondes de marche, huit fois.',
        'Semaines 3 et 4 : trois minutes de course, deux de marche, cinq fois.',
        'Semaines 5 et 6 : huit minutes de course, deux de marche, trois fois.',
        'Semaine 7 : vingt minutes de course facile sans pause.',
        'Semaine 8 : un jour de repos avant votre 5 km, puis courez-le à votre rythme.',
      ],
      outro:
        'Une séance manquée ? Refaites la semaine plutôt que de sauter une étape. Le but est de finir en sentant que vous auriez pu aller un peu plus loin.',
    },
    'tempo-runs-explained': {
      title: 'Le tempo run expliqué',
      subtitle: 'La séance « difficile mais confortable » qui rend l’allure de course plus facile.',
      description:
        'Ce qu’est un tempo run, à quelle allure le courir et comment l’intégrer à votre semaine, avec une courte vidéo.',
      intro: [
        'Un tempo run est un effort régulier de 20 à 40 minutes, à l’allure que vous pourriez tenir environ une heure en course. Il doit être difficile mais confortable : vous pouvez dire quelques mots, pas des phrases entières.',
        'Le travail au tempo repousse l’allure que vous tenez avant que la fatigue ne s’installe : c’est pourquoi il est au cœur de la plupart des plans 10 km et semi-marathon.',
      ],
      heading: 'Votre première séance au tempo',
      items: [
        'Échauffez-vous avec 10 minutes de course facile et quelques accélérations.',
        'Courez 20 minutes à l’allure tempo ; restez régulier plutôt que rapide.',
        'Récupérez avec 10 minutes de course facile ou de marche.',
        'Ajoutez cinq minutes toutes les deux semaines, jusqu’à 40 minutes.',
      ],
      outro:
        'Une séance au tempo par semaine suffit. Courez-la avec des jambes fraîches et gardez le lendemain facile.',
    },
    'trail-running-first-steps': {
      title: 'Hors des routes : premiers pas en trail',
      subtitle: 'Un sol plus souple, des côtes plus raides, une montre plus lente : c’est normal.',
      description:
        'Débuter le trail : courir à l’effort, marcher dans les montées, choisir des chaussures qui accrochent et savoir quoi emporter.',
      intro: [
        'Le trail récompense la curiosité. Le sol est plus doux pour les articulations, les paysages plus beaux, et chaque sortie est un peu différente de la précédente.',
        'Attendez-vous à être plus lent que sur route, parfois d’une minute au kilomètre ou plus. Courez à l’effort, pas à l’allure, et laissez le terrain donner le rythme.',
      ],
      heading: 'Avant votre première sortie trail',
      items: [
        'Choisissez une boucle balisée de 5 à 8 kilomètres que vous pouvez quitter en marchant.',
        'Marchez dans les montées raides : les traileurs expérimentés le font aussi.',
        'Regardez trois ou quatre pas devant vous, pas vos pieds.',
        'Portez des chaussures à crampons pour accrocher dans la boue et les cailloux.',
        'Emportez de l’eau et dites à quelqu’un où vous allez.',
      ],
      outro:
        'Commencez par une sortie trail par semaine en plus de vos sorties sur route : vos chevilles vous remercieront.',
    },
    'rest-days-that-make-you-faster': {
      title: 'Les jours de repos qui vous rendent plus rapide',
      subtitle: 'L’entraînement fatigue ; la récupération vous reconstruit plus fort.',
      description:
        'Pourquoi les jours de repos comptent, à quoi ressemble une récupération active et quand s’accorder un jour de plus.',
      intro: [
        'La forme se construit entre les séances, pas pendant. Une sortie difficile donne le signal ; le sommeil, l’alimentation et le repos le transforment en progrès.',
        'La plupart des coureurs ont besoin d’au moins un jour de repos complet par semaine, et davantage quand le volume ou l’intensité augmente.',
      ],
      heading: 'Une bonne journée de récupération',
      items: [
        'Dormez sept à neuf heures : c’est le meilleur outil de récupération qui soit.',
        'Mangez des protéines et des glucides dans les deux heures qui suivent une séance difficile.',
        'Marchez, pédalez tranquillement ou nagez 20 à 30 minutes si vous avez envie de bouger.',
        'Prenez un jour de plus si votre fréquence cardiaque au repos est plus haute que d’habitude ou si vos jambes restent lourdes.',
      ],
      outro:
        'Le repos fait partie du plan, il n’en est pas une pause. Inscrivez-le dans votre semaine comme n’importe quelle sortie.',
    },
    'strength-moves-for-runners': {
      title: 'Quatre exercices de renforcement pour les coureurs',
      subtitle:
        'Vingt minutes deux fois par semaine pour des hanches, genoux et chevilles plus solides.',
      description:
        'Quatre exercices de renforcement au poids du corps pour les coureurs : combien de séries et quand les placer.',
      intro: [
        'Le renforcement rend chaque foulée plus économique et aide le corps à encaisser les chocs de la course. Pas besoin de salle : votre poids suffit pour commencer.',
        'Faites le circuit deux fois par semaine, idéalement le jour d’une sortie facile, pour que les jours difficiles restent difficiles et les jours faciles restent faciles.',
      ],
      heading: 'Le circuit : trois tours',
      items: [
        'Fentes statiques : dix par jambe, le genou dans l’axe des orteils.',
        'Montées sur pointe sur une jambe : quinze de chaque côté, lentement à la descente.',
        'Pont fessier : quinze, en tenant deux secondes en haut.',
        'Gainage latéral : trente secondes de chaque côté, hanches hautes.',
      ],
      outro:
        'Quand le circuit devient facile, prenez une charge ou ajoutez un tour plutôt que d’accélérer les répétitions.',
    },
    'make-your-running-shoes-last': {
      title: 'Faire durer vos chaussures de running',
      subtitle: 'Un guide d’entretien pour la paire qui vous porte chaque semaine.',
      description:
        'Comment nettoyer, sécher et ranger vos chaussures de running, et quand les remplacer.',
      intro: [
        'Une paire bien entretenue garde son amorti et son adhérence pendant 600 à 800 kilomètres. Quelques gestes après chaque sortie font la différence.',
        'La chaleur est l’ennemie de la mousse et de la colle : évitez le radiateur, le sèche-linge et le coffre de la voiture en été.',
      ],
      heading: 'Après chaque sortie',
      items: [
        'Desserrez les lacets et retirez vos chaussures à la main, sans marcher sur le talon.',
        'Enlevez la boue une fois sèche, puis essuyez le dessus avec une brosse douce et de l’eau froide.',
        'Retirez les semelles et garnissez les chaussures de papier journal pour les sécher à température ambiante.',
        'Alternez deux paires si vous courez presque tous les jours, pour que la mousse récupère.',
        'Remplacez-les quand la semelle est lisse ou que la semelle intermédiaire se plisse fortement.',
      ],
      outro:
        'Ne mettez jamais vos chaussures de running en machine : la chaleur et l’essorage fragilisent les collages.',
    },
    'washing-technical-clothing': {
      title: 'Bien laver ses vêtements techniques',
      subtitle: 'Une tenue de course fraîche, qui sèche vite et garde sa forme plus longtemps.',
      description:
        'Comment laver et sécher vos vêtements de running techniques pour qu’ils restent respirants, souples et frais.',
      intro: [
        'Les tissus techniques évacuent la transpiration et sèchent vite. L’assouplissant et les hautes températures bouchent et abîment les fibres qui rendent cela possible.',
        'Laver un peu plus froid et sécher à l’air libre garde votre tenue performante et économise de l’énergie.',
      ],
      heading: 'Cinq règles pour vos vêtements techniques',
      items: [
        'Lavez à 30 °C, à l’envers, avec une petite dose de lessive liquide.',
        'Oubliez l’assouplissant : il laisse un film qui retient les odeurs.',
        'Fermez zips et scratchs pour qu’ils n’accrochent pas les autres vêtements.',
        'Séchez à l’air libre ; pas de sèche-linge, pas de fer sur les logos imprimés.',
        'Lavez vite après la course au lieu de laisser la tenue humide dans un sac.',
      ],
      outro:
        'Pour les odeurs tenaces, laissez tremper trente minutes dans de l’eau froide avec une tasse de vinaigre blanc avant le lavage.',
    },
  },
  journal: {
    title: 'Journal',
    htmlTitle: 'Journal : course, entraînement et guides d’entretien | Stride',
    description:
      'Les histoires de Stride : plans d’entraînement, conseils de course et guides pour entretenir chaussures et vêtements.',
    intro:
      'Plans d’entraînement, conseils sur route et sur sentier, et guides d’entretien pour l’équipement qui vous accompagne sur la distance.',
    homeTitle: 'Dans le journal',
    allStories: 'Tous les articles',
  },
};

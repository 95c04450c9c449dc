import { link, type FixedCopyOf } from './copy';

export const fixedCopyFr: FixedCopyOf = ({
  paths,
  returnDays,
  freeShippingOver,
  freeSocksOver,
}) => ({
  cart: {
    title: 'Panier',
    description: 'Les articles de votre panier.',
    promise: {
      title: `Retours gratuits sous ${returnDays} jours`,
      subtitle: 'Les paiements sont chiffrés et traités en toute sécurité.',
      link: 'Comment retourner un article',
    },
    help: {
      heading: 'Une question avant de commander ?',
      items: [
        link('Livraison', paths.shipping),
        link('Retours', paths.returns),
        link('Nous contacter', paths.contactUs),
      ],
    },
  },
  checkout: {
    title: 'Paiement',
    description: 'Livraison, paiement et vérification.',
    promises: {
      heading: 'Livraison et retours',
      items: [
        `Livraison standard offerte dès ${freeShippingOver} d’achat.`,
        `Vous avez changé d’avis ? Retournez vos articles sous ${returnDays} jours après la livraison.`,
        `Une question ? Consultez ${link('la livraison', paths.shipping)} ou ${link('contactez-nous', paths.contactUs)}.`,
      ],
    },
  },
  account: {
    title: 'Mon compte',
    description: 'Vos commandes, vos informations et votre adhésion.',
    loyalty: {
      title: 'Les membres Stride gagnent des points à chaque commande',
      subtitle: 'Échangez vos points contre des bons d’achat au moment du paiement.',
      link: 'Mes points',
    },
  },
  accountProfile: {
    title: 'Mes informations',
    description: 'Votre nom, vos coordonnées et vos préférences.',
    data: {
      heading: 'Comment nous utilisons vos données',
      paragraphs: [
        'Nous utilisons votre nom, votre adresse e-mail et votre numéro de téléphone pour gérer votre compte, livrer vos commandes et répondre à vos questions.',
        `Choisissez les messages que vous recevez dans ${link('vos préférences de communication', paths.communication)}. Pour tout le reste, lisez notre ${link('politique de confidentialité', paths.privacy)}.`,
      ],
    },
  },
  contactUs: {
    title: 'Nous contacter',
    description: 'Écrivez au service client.',
    topics: {
      heading: 'Réponses rapides',
      paragraphs: ['Nos pages d’aide répondent à de nombreuses questions :'],
      items: [
        link('Centre d’aide', paths.help),
        link('Livraison', paths.shipping),
        link('Retours', paths.returns),
        link('Retourner un article', paths.howToReturn),
      ],
    },
  },
  error4xx: {
    title: 'Page introuvable',
    description: 'Cette page n’est pas disponible.',
    body: {
      paragraphs: [
        'La page a peut-être été déplacée ou le lien n’est plus à jour. Essayez plutôt :',
      ],
      items: [
        link('Accueil', paths.home),
        link('Homme', paths.men),
        link('Femme', paths.women),
        link('Enfant', paths.kids),
        link('Soldes', paths.sale),
        link('Centre d’aide', paths.help),
      ],
    },
  },
  orderConfirmation: {
    title: 'Confirmation de commande',
    description: 'Merci pour votre commande.',
    next: {
      heading: 'Et maintenant ?',
      items: [
        'Nous vous avons envoyé la confirmation de votre commande par e-mail.',
        `Suivez votre commande à tout moment dans ${link('le suivi de commande', paths.orderStatus)}.`,
        `Un article ne convient pas ? Vous pouvez le retourner sous ${returnDays} jours après la livraison : ${link('retourner un article', paths.howToReturn)}.`,
      ],
    },
  },
  search: {
    title: 'Recherche',
    description: 'Recherchez des chaussures, des vêtements et des accessoires.',
    cardsTitle: 'Ou parcourez une catégorie',
  },
  signUp: {
    title: 'Créer un compte',
    description: 'Créez votre compte Stride.',
    benefits: {
      heading: 'Pourquoi créer un compte ?',
      items: [
        'Commandez plus vite grâce à vos adresses enregistrées.',
        'Suivez vos commandes et lancez un retour en quelques clics.',
        'Retrouvez vos favoris sur tous vos appareils.',
        `Rejoignez ${link('Stride Members', paths.loyalty)} pour gagner des points sur vos commandes.`,
      ],
    },
  },
  storeLocator: {
    title: 'Trouver un magasin',
    description: 'Les magasins Stride près de chez vous.',
    services: {
      heading: 'Dans nos magasins',
      paragraphs: [
        'Essayez les dernières chaussures et tenues et profitez des conseils de notre équipe.',
        'De nombreux magasins permettent aussi de retirer une commande en ligne ou de se la faire livrer en magasin : la page de chaque magasin indique ce qu’il propose.',
      ],
    },
  },
  promotions: {
    title: 'Offres du moment',
    description:
      'Toutes les offres Stride : soldes, remises sur les vêtements et livraison offerte.',
    subtitle: 'Prix soldés sur une sélection d’articles, dans la limite des tailles disponibles.',
    shopSale: 'Voir les soldes',
    offers: {
      heading: 'Offres appliquées au panier',
      paragraphs: ['Ces offres s’appliquent automatiquement dans le panier :'],
      items: [
        `-20 % sur les vêtements ${link('homme', paths.menClothing)} et ${link('femme', paths.womenClothing)}.`,
        `Chaussettes et casquettes : 2 achetées, 1 offerte. ${link('Voir les chaussettes', paths.menSocks)}.`,
        `Livraison standard offerte dès ${freeShippingOver} d’achat.`,
        `Chaussettes Stride Club offertes dès ${freeSocksOver} d’achat.`,
      ],
    },
    rail: 'En soldes',
  },
  giftCard: {
    title: 'Cartes cadeaux',
    description: 'Cartes cadeaux Stride : envoyées par e-mail, à utiliser en ligne.',
    subtitle: 'Laissez-les choisir : cartes cadeaux numériques envoyées par e-mail.',
    shop: 'Acheter une carte cadeau',
    use: {
      heading: 'Utiliser une carte cadeau',
      items: [
        'Saisissez le numéro et le code PIN de la carte au paiement, seule ou avec un autre moyen de paiement.',
        `Consultez le solde au paiement avec le numéro et le code PIN, ou ajoutez la carte à ${link('vos moyens de paiement', paths.paymentMethods)}, où son solde s’affiche.`,
      ],
    },
  },
  basecamp: {
    title: 'Basecamp',
    description: 'L’espace des membres Stride : points, bons d’achat et offres membres.',
    intro: {
      heading: 'Bienvenue dans l’espace membres',
      paragraphs: [
        'Les membres Stride gagnent des points à chaque commande et les échangent contre des bons d’achat au paiement.',
        `Découvrez le fonctionnement sur ${link('la page Stride Members', paths.loyalty)}.`,
      ],
    },
    account: {
      heading: 'Déjà membre ?',
      paragraphs: [
        `Retrouvez vos points, vos bons et votre historique dans ${link('mon adhésion', paths.accountLoyalty)}.`,
      ],
    },
  },
  westend: {
    title: 'Stride London Oxford Street',
    description: 'Notre magasin phare dans le West End de Londres.',
    subtitle: 'Notre magasin phare au cœur du West End de Londres.',
    visit: 'Horaires et itinéraire',
    details: {
      heading: 'Venez nous voir',
      paragraphs: [
        '220 Oxford Street, Londres W1C 1DE, Royaume-Uni.',
        'Essayez toute la gamme de chaussures de running, de training et lifestyle, et demandez conseil à notre équipe.',
      ],
    },
  },
  signInModal: {
    title: 'Connexion',
    description: 'Connectez-vous à votre compte Stride.',
    text: {
      paragraphs: [
        'Une fois connecté, vous commandez plus vite et suivez vos commandes et retours.',
      ],
    },
  },
  signUpModal: {
    title: 'Créer un compte',
    description: 'Créez votre compte Stride.',
    text: { paragraphs: ['Un seul compte réunit vos adresses, vos commandes et vos favoris.'] },
  },
  loyaltyModal: {
    title: 'Stride Members',
    description: 'Rejoignez Stride Members.',
    text: {
      paragraphs: [
        'Les membres gagnent des points à chaque commande et les échangent contre des bons d’achat au paiement.',
      ],
    },
  },
});

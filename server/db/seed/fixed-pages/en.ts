import { link, type FixedCopyOf } from './copy';

export const fixedCopyEn: FixedCopyOf = ({
  paths,
  returnDays,
  freeShippingOver,
  freeSocksOver,
}) => ({
  cart: {
    title: 'Cart',
    description: 'The items in your bag.',
    promise: {
      title: `Free returns within ${returnDays} days`,
      subtitle: 'Payments are encrypted and processed securely.',
      link: 'How returns work',
    },
    help: {
      heading: 'Questions before you check out?',
      items: [
        link('Shipping and delivery', paths.shipping),
        link('Returns', paths.returns),
        link('Contact us', paths.contactUs),
      ],
    },
  },
  checkout: {
    title: 'Checkout',
    description: 'Delivery, payment and review.',
    promises: {
      heading: 'Delivery and returns',
      items: [
        `Free standard shipping on orders over ${freeShippingOver}.`,
        `Changed your mind? Return items within ${returnDays} days of delivery.`,
        `Questions? Read ${link('shipping and delivery', paths.shipping)} or ${link('contact us', paths.contactUs)}.`,
      ],
    },
  },
  account: {
    title: 'My account',
    description: 'Your orders, details and membership.',
    loyalty: {
      title: 'Stride Members earn points on every order',
      subtitle: 'Turn your points into vouchers at checkout.',
      link: 'My points',
    },
  },
  accountProfile: {
    title: 'My details',
    description: 'Your name, contact details and preferences.',
    data: {
      heading: 'How we use your details',
      paragraphs: [
        'We use your name, email address and phone number to run your account, deliver your orders and answer your questions.',
        `You choose which messages we send you in ${link('communication preferences', paths.communication)}. Read our ${link('privacy policy', paths.privacy)} for everything else.`,
      ],
    },
  },
  contactUs: {
    title: 'Contact us',
    description: 'Write to customer service.',
    topics: {
      heading: 'Quick answers',
      paragraphs: ['Many questions are answered in our help pages:'],
      items: [
        link('Help centre', paths.help),
        link('Shipping and delivery', paths.shipping),
        link('Returns', paths.returns),
        link('How to return an item', paths.howToReturn),
      ],
    },
  },
  error4xx: {
    title: "We can't find that page",
    description: 'This page is not available.',
    body: {
      paragraphs: ['The page may have moved, or the link may be out of date. Try one of these:'],
      items: [
        link('Home page', paths.home),
        link('Men', paths.men),
        link('Women', paths.women),
        link('Kids', paths.kids),
        link('Sale', paths.sale),
        link('Help centre', paths.help),
      ],
    },
  },
  orderConfirmation: {
    title: 'Order confirmation',
    description: 'Thank you for your order.',
    next: {
      heading: 'What happens next',
      items: [
        'We have emailed you a confirmation of your order.',
        `Follow your order at any time in ${link('order status', paths.orderStatus)}.`,
        `Not quite right? You can return items within ${returnDays} days of delivery: ${link('how to return', paths.howToReturn)}.`,
      ],
    },
  },
  search: {
    title: 'Search',
    description: 'Search shoes, clothing and accessories.',
    cardsTitle: 'Or browse a category',
  },
  signUp: {
    title: 'Create an account',
    description: 'Create your Stride account.',
    benefits: {
      heading: 'Why create an account?',
      items: [
        'Check out faster with your saved addresses.',
        'Follow your orders and start a return in a few clicks.',
        'Keep your favourites on every device.',
        `Join ${link('Stride Members', paths.loyalty)} to earn points on your orders.`,
      ],
    },
  },
  storeLocator: {
    title: 'Find a store',
    description: 'Stride stores near you.',
    services: {
      heading: 'In our stores',
      paragraphs: [
        'Try on the latest shoes and clothing and get advice from our team.',
        'Many stores also let you pick up online orders, or receive your order shipped to the store: each store’s page shows what it offers.',
      ],
    },
  },
  promotions: {
    title: 'Current offers',
    description: 'All current Stride offers: sale prices, clothing deals and free shipping.',
    subtitle: 'Sale prices on selected styles while sizes last.',
    shopSale: 'Shop the sale',
    offers: {
      heading: 'Offers in your bag',
      paragraphs: ['These offers apply automatically in the bag:'],
      items: [
        `20% off clothing for ${link('men', paths.menClothing)} and ${link('women', paths.womenClothing)}.`,
        `Socks and caps: buy 2, get 1 free. ${link('Shop socks', paths.menSocks)}.`,
        `Free standard shipping on orders over ${freeShippingOver}.`,
        `Free Stride Club Crew Socks with orders over ${freeSocksOver}.`,
      ],
    },
    rail: 'On sale now',
  },
  giftCard: {
    title: 'Gift cards',
    description: 'Stride gift cards: delivered by email, spent online.',
    subtitle: 'Let them choose: digital gift cards delivered by email.',
    shop: 'Buy a gift card',
    use: {
      heading: 'Using a gift card',
      items: [
        'Enter the card number and PIN at checkout to pay with it, alone or with another payment method.',
        `Check a balance at checkout with the card number and PIN, or add the card to your ${link('payment methods', paths.paymentMethods)}, where its balance shows.`,
      ],
    },
  },
  basecamp: {
    title: 'Basecamp',
    description: 'The home of Stride Members: points, vouchers and member offers.',
    intro: {
      heading: 'Welcome to the members’ hub',
      paragraphs: [
        'Stride Members earn points on every order and turn them into vouchers at checkout.',
        `Find out how it works on the ${link('Stride Members page', paths.loyalty)}.`,
      ],
    },
    account: {
      heading: 'Already a member?',
      paragraphs: [
        `See your points, vouchers and history in ${link('my membership', paths.accountLoyalty)}.`,
      ],
    },
  },
  westend: {
    title: 'Stride London Oxford Street',
    description: 'Our flagship store in London’s West End.',
    subtitle: 'Our flagship store in the heart of London’s West End.',
    visit: 'Opening hours and directions',
    details: {
      heading: 'Visit us',
      paragraphs: [
        '220 Oxford Street, London W1C 1DE.',
        'Try on the full range of running, training and lifestyle shoes, and ask our team for advice.',
      ],
    },
  },
  signInModal: {
    title: 'Sign in',
    description: 'Sign in to your Stride account.',
    text: {
      paragraphs: ['Signed in, you check out faster and can follow your orders and returns.'],
    },
  },
  signUpModal: {
    title: 'Create an account',
    description: 'Create your Stride account.',
    text: { paragraphs: ['One account keeps your addresses, orders and favourites together.'] },
  },
  loyaltyModal: {
    title: 'Stride Members',
    description: 'Join Stride Members.',
    text: {
      paragraphs: ['Members earn points on every order and turn them into vouchers at checkout.'],
    },
  },
});

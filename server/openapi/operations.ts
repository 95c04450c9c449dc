import type { Operation } from './operation';
import { cartOperations } from './operations/cart';
import { catalogOperations } from './operations/catalog';
import { checkoutOperations } from './operations/checkout';
import { contactUsOperations } from './operations/contact-us';
import { personalisationOperations } from './operations/personalisation';
import { contentOperations } from './operations/content';
import { contentPublishingOperations } from './operations/content-publishing';
import { experimentOperations } from './operations/experiments';
import { editorSessionOperations } from './operations/editor-session';
import { eventOperations } from './operations/events';
import { identityOperations } from './operations/identity';
import { loyaltyOperations } from './operations/loyalty';
import { orderOperations } from './operations/orders';
import { platformOperations } from './operations/platform';
import { reviewOperations } from './operations/reviews';
import { wishlistOperations } from './operations/wishlists';
import { walletOperations } from './operations/wallet';
import { subscriptionOperations } from './operations/subscriptions';
import { tillOperations } from './operations/till';

/** Every endpoint under /api: the one list the OpenAPI document is built from. */
export const operations: readonly Operation[] = [
  ...platformOperations,
  ...identityOperations,
  ...loyaltyOperations,
  ...catalogOperations,
  ...reviewOperations,
  ...contentOperations,
  ...contentPublishingOperations,
  ...editorSessionOperations,
  ...cartOperations,
  ...checkoutOperations,
  ...orderOperations,
  ...contactUsOperations,
  ...personalisationOperations,
  ...experimentOperations,
  ...wishlistOperations,
  ...walletOperations,
  ...subscriptionOperations,
  ...eventOperations,
  ...tillOperations,
];

export * from './catalog';
export * from './stores';
export * from './consumers';
export * from './baskets';
export * from './orders';
export * from './content';
export * from './auth';

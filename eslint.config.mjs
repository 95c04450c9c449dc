import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** One direction of imports: app → components → services/stores → lib; server/ stands apart. */
const boundaries = [
  {
    target: './lib',
    from: ['./app', './components', './services', './stores', './server', './mocks'],
    message: 'lib/ imports only lib/.',
  },
  {
    target: './services',
    from: ['./app', './components', './server'],
    message: 'services/ may import lib/ only.',
  },
  {
    target: './stores',
    from: ['./app', './components', './server', './services'],
    message: 'stores/ may import lib/ only.',
  },
  {
    target: './components',
    from: ['./app', './server'],
    message: 'Components never import routes or server code.',
  },
  {
    target: './server',
    from: ['./app', './components', './services', './stores'],
    message: 'server/ never imports client code.',
  },
];

/**
 * Which component folders each feature may use besides components/ui; components/ui uses none.
 * A dependency not listed here is a shared piece waiting for its home in components/ui or lib/.
 */
const featureDependencies = {
  account: ['checkout/address'], // the address book edits with checkout's address form
  analytics: [],
  associate: ['auth'], // ending a till session signs the associate out
  auth: [],
  cart: [],
  catalog: ['product', 'analytics'], // listings show product cards and report them
  checkout: [],
  cms: ['product', 'newsletter'], // product rails' cards, the newsletter form editors place
  consent: [],
  experiments: [],
  enrollment: ['auth'], // the flow's steps are the sign-in and sign-up forms
  events: ['auth'], // the sign-up dialog's first step signs in or creates an account
  layout: ['auth', 'newsletter'], // the header's account menu, the footer's newsletter form
  newsletter: [],
  orders: ['cart'], // an order's lines and totals look like the bag's
  pickup: [],
  // the product page pays express, shows reviews and tests its copy
  product: ['checkout/express', 'experiments', 'reviews'],
  reviews: [],
  seo: [],
  ui: [],
};

const featureZones = Object.entries(featureDependencies).map(([feature, uses]) => ({
  target: `./components/${feature}`,
  from: './components',
  except: [...new Set(['./ui', `./${feature}`, ...uses.map((folder) => `./${folder}`)])],
  message:
    feature === 'ui'
      ? 'components/ui is the shared kit: it imports no feature folder.'
      : `components/${feature} may import components/ui and the folders listed for it in eslint.config.mjs.`,
}));

/** Imports that reach into a route's _components other than its own or an enclosing route's. */
const foreignRouteComponents = {
  regex: String.raw`^(?!(\./|(\.\./)+)_components/).*_components/`,
  message:
    "A route's _components serve that route and the routes under it; move shared pieces to components/.",
};

const config = [
  {
    ignores: [
      '.next/**',
      '.data/**',
      'node_modules/**',
      'server/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    // Cycles are found by import-x: eslint-plugin-import's rule re-serialises the whole flat
    // config for every import it follows and took most of the lint's time. It must not parse
    // dependencies (PGlite's bundle overflows the parser).
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...boundaries, ...featureZones] }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              importNames: ['default'],
              message:
                "Use OptimizedImage (components/ui): next/image's client component adds its script to every page that shows a picture.",
            },
          ],
          patterns: [foreignRouteComponents],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Integration tests render a feature inside the one that hosts it (a wallet button on the
    // product page), so they keep only the layer boundaries.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Command-line entry points report to the terminal.
    files: ['scripts/**', 'server/db/**/*cli.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;

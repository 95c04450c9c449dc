import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

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
    // Cycle detection must not parse dependencies (PGlite's bundle overflows the parser).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', { zones: boundaries }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line entry points report to the terminal.
    files: ['scripts/**', 'server/db/**/*cli.ts', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
];

export default config;

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

/** The sandbox stands in for the outside world: server code may reach it over HTTP only. */
const noSandboxImports = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          group: ['**/sandbox/**', '@teewatch/sandbox', '@teewatch/sandbox/**'],
          message: 'backend/ and workers/ reach the sandbox over HTTP only, never by import.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'backend/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.teewatch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts}'],
    ignores: ['frontend/src/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Nest resolves constructor parameters from emitted type metadata, so injected classes must be
    // value imports; type-only imports there would break dependency injection at run time.
    files: ['backend/src/**/*.ts', 'workers/src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  { files: ['backend/**/*.ts', 'workers/**/*.ts'], rules: noSandboxImports },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'frontend/src/app' },
        { type: 'feature', pattern: 'frontend/src/features/*', capture: ['featureName'] },
        { type: 'shared', pattern: 'frontend/src/(components|lib|hooks|theme)' },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other; app/ composes them (bulletproof-react's rule).
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'A feature may not import another feature or app/; compose them in app/.',
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { featureName: '{{from.element.captured.featureName}}' },
                  },
                },
              },
            },
            {
              from: { element: { type: 'shared' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code may not import features or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);

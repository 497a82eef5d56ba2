import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'locales/i18n/i18n-types.ts',
      'public',
      '.reports',
      'test-results',
      'playwright-report',
      '.data',
      '.wrangler',
      'bench/spa-floor',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**', 'server/**', '.ci/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
)

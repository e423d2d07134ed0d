import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';

// Translated code (docs/decisions/0019-i18n-library.md): every user-visible text goes through Lingui (Trans, t, msg). When a
// screen is converted, add its folder or files here; `npm run lint` then refuses an English string
// left behind. Tests are exempt (they assert on texts).
const TRANSLATED = [
  'src/web/i18n/**',
  'src/web/layout/**',
  'src/web/pages/home/**',
  'src/web/pages/not-found/**',
  'src/web/pages/success-stories/**',
  'src/web/pages/volunteer-dashboard/**',
  'src/web/pages/volunteer-sessions/**',
  'src/web/pages/volunteer-requests/**',
  'src/web/pages/volunteer-preferences/**',
  'src/web/pages/volunteer-certificates/**',
  'src/web/pages/safeguarding-course/**',
  'src/web/features/safeguarding-course/**',
  'src/web/features/volunteer-dashboard/**',
  'src/web/features/matching-loop/another-time.tsx',
  'src/web/pages/ngo-dashboard/**',
  'src/web/components/profile-picture/**',
  'src/web/features/matching-loop/volunteer-preferences-form.tsx',
  'src/web/features/matching-loop/ngo-matching-profile-form.tsx',
  'src/web/features/matching-loop/incoming-requests.tsx',
  'src/web/features/matching-loop/publishing.ts',
  'src/web/features/matching-loop/format.ts',
  'src/web/pages/signup-volunteer/**',
  'src/web/pages/signup-ngo/**',
  'src/web/components/signup-outcome.tsx',
  'src/web/components/signup-form.tsx',
  'src/web/pages/join-us/**',
  'src/web/pages/faq/**',
  'src/web/pages/contact/**',
  'src/web/pages/ngo-list/**',
  'src/web/pages/login/**',
  'src/web/pages/reset-password/**',
  'src/web/features/operator/**',
  'src/web/pages/operator-sign-in/**',
  'src/web/pages/operator/**',
  'src/web/pages/operator-audit/**',
  'src/web/pages/operator-metrics/**',
  'src/web/features/report-concern/**',
  'src/web/pages/operator-reports/**',
  'src/web/pages/operator-accounts/**',
  'src/web/pages/operator-mail/**',
  'src/web/pages/operator-ngos/**',
  'src/web/features/ngo-verification/**',
  'src/web/pages/privacy/**',
  'src/web/pages/account/**',
  'src/web/pages/confirm-email/**',
  'src/web/features/email-confirmation/**',
  'src/web/pages/volunteer-matching/**',
  'src/web/features/matching-loop/best-matches.tsx',
  'src/web/features/matching-loop/near-misses.tsx',
  'src/web/features/matching-loop/connect-button.tsx',
  'src/web/features/matching-loop/use-connect.tsx',
  'src/web/features/matching-loop/connect-notice.tsx',
  'src/web/features/matching-loop/paused-note.tsx',
  'src/web/features/matching-loop/code-of-conduct-dialog.tsx',
  'src/web/features/matching-loop/withdraw-button.tsx',
  'src/web/features/matching-loop/my-requests.tsx',
  'src/web/features/matching-loop/matching-gaps-notice.tsx',
  'src/web/features/matching-loop/listing-words.ts',
  'src/web/components/carousel/**',
  'src/web/components/logout-button.tsx',
  'src/web/components/agree-box.tsx',
  'src/web/components/alert.tsx',
  'src/web/components/city-input.tsx',
  'src/web/components/dashboard-card.tsx',
  'src/web/components/dashboard-header.tsx',
  'src/web/components/demo-label.tsx',
  'src/web/components/field.tsx',
  'src/web/components/form-status.tsx',
  'src/web/components/full-label.tsx',
  'src/web/components/load-state.tsx',
  'src/web/components/multi-select.tsx',
  'src/web/components/page-header.tsx',
  'src/web/components/password-field.tsx',
  'src/web/components/phone-link.tsx',
  'src/web/components/require-role.tsx',
  'src/web/components/status-badge.tsx',
  'src/web/components/submit-button.tsx',
  'src/web/components/story-card.tsx',
  'src/web/main.tsx',
  'src/web/page-titles.ts',
  'src/web/router.tsx',
  'src/shared/stories.ts',
];

// Strings that are not text: one word not starting with a capital (keys, events, URLs, CSS
// values), lists of such words (Tailwind classes), and the brand.
const TOKEN = '[a-z0-9:/\\[\\]().%_!#=&*+,-]+';
const NOT_TEXT = ['^(?![A-Z])\\S+$', `^${TOKEN}( ${TOKEN})+$`, '^Setu$'];

// Attributes a person hears or sees that Lingui's rule lets through: title and the ARIA texts on
// any element, and aria-label on SVG (the rule leaves SVG alone).
const SEEN = '/^(title|aria-roledescription|aria-description|aria-valuetext|aria-placeholder)$/';
const unlocalizedAttribute = (selector) => ({
  selector,
  message: 'User-visible attribute not marked for translation. Use t`` from useLingui().',
});

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'bench/results', 'tests/.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // The layers (docs/architecture.md): web → shared ← server. The browser build may know the
  // server only as the API's type, and shared code, which both sides run, knows neither side.
  // React Router's links bring its prefetching into every first load (components/link.tsx).
  {
    files: ['src/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message:
                "Use Link and NavLink from src/web/components/link.tsx: React Router's bring its prefetching into every first load.",
            },
          ],
          patterns: [
            {
              group: ['**/server/**', '!**/server/app'],
              message: 'Web code may import from the server only the ApiType type (server/app).',
            },
            {
              group: ['**/server/app'],
              allowTypeImports: true,
              message: 'Web code may import from the server only the ApiType type (server/app).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/server/**', '../web', '../server'],
              message: 'Shared code runs on both sides: it imports neither web nor server code.',
            },
          ],
        },
      ],
    },
  },
  // The capabilities (docs/architecture.md, docs/decisions/0031-one-house-for-the-server.md):
  // one may use what another exports, never its HTTP face or its letters. A capability's routes
  // (*-routes.ts) are mounted by app.ts alone, and its emails (emails.ts) are written by its own
  // changes alone, in their transactions.
  {
    files: ['src/server/**'],
    ignores: ['src/server/app.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+[a-z-]+/[a-z-]*-routes$',
              message:
                "Another capability's routes are mounted by src/server/app.ts only: import the logic they call instead.",
            },
            {
              regex: '^(\\.\\./)+[a-z-]+/emails$',
              message:
                "Another capability's emails are written by that capability's own changes: call the change, or move shared text to src/server/mail/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: TRANSLATED,
    ignores: ['**/*.test.*', 'src/web/i18n/test-i18n.tsx'],
    plugins: { lingui: pluginLingui },
    rules: {
      ...pluginLingui.configs['flat/recommended'].rules,
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: NOT_TEXT,
          ignoreNames: [
            { regex: { pattern: '(^c|C)lass(Name)?$' } },
            'to',
            'href',
            'id',
            'key',
            'type',
            'rel',
            'target',
            'lang',
            'role',
          ],
          ignoreFunctions: ['console.*', 'Error', 'RangeError', 'TypeError', 'screenFor'],
        },
      ],
      'no-restricted-syntax': [
        'error',
        unlocalizedAttribute(`JSXAttribute[name.name=${SEEN}] > Literal[value=/[A-Za-z]/]`),
        unlocalizedAttribute(
          `JSXAttribute[name.name=${SEEN}] > JSXExpressionContainer > TemplateLiteral`,
        ),
        unlocalizedAttribute(
          "JSXOpeningElement[name.name='svg'] > JSXAttribute[name.name='aria-label'] > Literal",
        ),
      ],
    },
  },
);

// Lingui: English is the source language (the texts in the code), Hindi is translated in PO
// files. One catalogue per screen folder, so a screen's texts load with its chunk and engineers
// translating different screens edit different files (docs/decisions/0019-i18n-library.md).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const locales = 'src/web/locales/{locale}';
const notTests = ['**/*.test.*'];
// The English texts of src/shared, keyed by themselves (src/web/i18n/shared-text.ts).
const sharedTexts = 'src/web/i18n/shared-*messages.ts';
const dashboardLoop = [
  'incoming-requests.tsx',
  'my-requests.tsx',
  'another-time.tsx',
  'ngo-matching-profile-form.tsx',
  'teaching-times-field.tsx',
  'day-time-rows-field.tsx',
  'listing-place-fields.tsx',
  'place-details.tsx',
  'volunteer-preferences-form.tsx',
  'preference-fields.tsx',
  'withdraw-button.tsx',
  'paused-note.tsx',
  'publishing.ts',
].map((file) => `src/web/features/matching-loop/${file}`);
// Components only some screens show: their texts load with those screens, not at start.
const carousel = ['src/web/components/carousel/'];
const dashboardParts = [
  'src/web/components/status-badge.tsx',
  'src/web/components/profile-picture/',
  'src/web/components/dashboard-header.tsx',
];
// What a signed-in volunteer or an empty search shows, loaded with its chunk
// (features/matching-loop/lazy-suggestions.tsx), so a visitor's /volunteer-matching does not.
const suggestions = ['best-matches.tsx', 'near-misses.tsx'].map(
  (file) => `src/web/features/matching-loop/${file}`,
);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  // Line numbers would change the PO files on every edit above a message.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // Loaded at start: the layout and whatever every page shows.
    {
      path: `${locales}/common`,
      include: ['src/web'],
      exclude: [
        'src/web/pages/**',
        'src/web/features/**',
        'src/web/components/signup-outcome.tsx',
        ...carousel,
        ...dashboardParts,
        sharedTexts,
        ...notTests,
      ],
    },
    // One per screen, loaded with the screen's chunk (router.tsx names them).
    { path: `${locales}/pages/{name}`, include: ['src/web/pages/{name}/'], exclude: notTests },
    {
      path: `${locales}/features/{name}`,
      include: ['src/web/features/{name}/'],
      exclude: [...notTests, ...dashboardLoop, ...suggestions],
    },
    { path: `${locales}/features/matching-suggestions`, include: suggestions },
    // The matching loop's dashboard-only parts, so /volunteer-matching does not fetch their
    // texts (decision 0018); the dashboards load both.
    { path: `${locales}/features/matching-loop-dashboards`, include: dashboardLoop },
    // The home page's story carousel (pages/home/success-section.tsx).
    { path: `${locales}/components/carousel`, include: carousel, exclude: notTests },
    // The request status badges and the profile picture (dashboards, operator reports), and the
    // dashboards' header.
    { path: `${locales}/components/dashboard-parts`, include: dashboardParts, exclude: notTests },
    // What the sign-up forms show after the server answers, loaded then (lazy-signup-outcome.ts).
    { path: `${locales}/signup-outcome`, include: ['src/web/components/signup-outcome.tsx'] },
    // Long texts of src/shared, each loaded by the screens that show it.
    { path: `${locales}/stories`, include: ['src/shared/stories.ts'] },
    {
      path: `${locales}/safeguarding-course`,
      include: ['src/shared/safeguarding-course-text.ts'],
    },
    // src/shared's option labels and messages, loaded at start (in Hindi only).
    { path: `${locales}/shared`, include: ['src/web/i18n/shared-messages.ts'] },
    // Its validation errors, loaded where a form can show them (in Hindi only).
    { path: `${locales}/shared-forms`, include: ['src/web/i18n/shared-form-messages.ts'] },
    // Those only signed-in screens show (sessions, notes, the team, classes, certificates).
    {
      path: `${locales}/shared-dashboards`,
      include: ['src/web/i18n/shared-dashboard-messages.ts'],
    },
    // The matching loop's: reasons, differences, request limits and refusals.
    {
      path: `${locales}/shared-matching`,
      include: ['src/web/i18n/shared-matching-messages.ts'],
    },
    // The FAQ and the code of conduct, each loaded by the screens that show it.
    { path: `${locales}/shared-faq`, include: ['src/web/i18n/shared-faq-messages.ts'] },
    {
      path: `${locales}/shared-conduct`,
      include: ['src/web/i18n/shared-conduct-messages.ts'],
    },
  ],
});

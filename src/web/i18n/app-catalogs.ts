// The loaders of the signed-in and operators' screens' message catalogues: a chunk of its own,
// fetched with the first such screen, so the public first loads do not carry them (catalogs.ts).
import type { Messages } from '@lingui/core';

export const APP_LOADERS = import.meta.glob<{ messages: Messages }>(
  [
    './*/**/*.po',
    // English shared* texts are their keys (catalogs.ts); the offline notices load with their
    // own chunk (features/offline/start.tsx).
    '!./en/shared*.po',
    '!./*/features/offline.po',
    // The public screens' catalogues: in the entry (catalogs.ts, PUBLIC_LOADERS).
    '!./*/common.po',
    '!./hi/shared.po',
    '!./hi/shared-{forms,faq}.po',
    '!./*/{stories,signup-outcome}.po',
    '!./*/components/carousel.po',
    '!./*/features/{matching-loop,report-concern}.po',
    '!./*/pages/{home,join-us,signup-volunteer,signup-ngo,ngo-list,login,contact,success-stories,faq,volunteer-matching,not-found}.po',
  ],
  { base: '../locales' },
);

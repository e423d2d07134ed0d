// A .po catalogue imported through @lingui/vite-plugin: compiled at build time.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

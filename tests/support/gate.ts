/**
 * A gate the test opens when it chooses: a routed request awaits `opened` to show what the page
 * does meanwhile (a busy button, a loading state, a read answered late).
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

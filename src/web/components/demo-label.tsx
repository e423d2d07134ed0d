import { DEMO_DESCRIPTION, DEMO_LABEL } from '../../shared/messages';

/** Marks a demo account's listing wherever listings show, so nobody mistakes it for a real NGO. */
export function DemoLabel() {
  return (
    <span
      data-testid="demo-label"
      className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      <span>{DEMO_LABEL}</span>
      <span className="sr-only">: {DEMO_DESCRIPTION}</span>
    </span>
  );
}

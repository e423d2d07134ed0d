import { useId, useState } from 'react';
import { LineIcon } from '../../components/line-icon';

export interface AccordionItem {
  question: string;
  answer: string;
}

/**
 * The spec's §4 (README → The specification): clicking an open item closes it, otherwise it opens that item (one open at a
 * time). WAI-ARIA accordion: each header is a button in a heading; each panel a labelled region.
 */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white shadow-sm">
      {items.map((item, index) => {
        const expanded = open === index;
        const headerId = `${baseId}-header-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question}>
            <h2 className="text-lg font-semibold">
              <button
                type="button"
                id={headerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50"
              >
                <span>{item.question}</span>
                <LineIcon
                  size={20}
                  strokeWidth={2.5}
                  className={`flex-none text-brand-700 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                >
                  <path d="M6 9l6 6 6-6" />
                </LineIcon>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={headerId}
              hidden={!expanded}
              className="px-5 pb-5 leading-relaxed"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

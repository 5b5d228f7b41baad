import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';

export type AccordionItem = { question: string; answer: ReactNode };

/**
 * Questions that open to their answers (WAI-ARIA APG accordion): each heading holds a button
 * that says whether its panel is expanded, and each panel is a region named by its heading.
 * Several may be open at once.
 */
export function Accordion({ items, headingLevel = 3 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const baseId = useId();
  const [openIndexes, setOpenIndexes] = useState<ReadonlySet<number>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  const toggle = (index: number) =>
    setOpenIndexes((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const isOpen = openIndexes.has(index);
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={item.question}>
            <Heading className="text-base font-semibold text-slate-900">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={joinClassNames(
                    'h-5 w-5 shrink-0 text-slate-600 transition-transform',
                    isOpen && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="space-y-3 px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

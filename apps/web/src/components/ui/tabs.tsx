import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { joinClassNames } from '../../lib/class-names';

export type TabItem<Id extends string> = { id: Id; label: string };

/**
 * Tabs after the WAI-ARIA APG pattern with automatic activation: the arrow keys, Home and End move
 * between tabs and select the one they land on; Tab moves on into the panel. Only the selected
 * panel is rendered.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  selectedId,
  onSelect,
  children,
}: {
  label: string;
  tabs: TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const selectAt = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (tab === undefined) return;
    onSelect(tab.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(tab.id))}`)?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selectedId);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    selectAt(next);
  };

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={label} className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => {
          const isSelected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={handleKeyDown}
              className={joinClassNames(
                '-mb-px border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                isSelected
                  ? 'border-indigo-700 text-indigo-800'
                  : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabId(selectedId)}
        tabIndex={0}
        className="pt-6 focus:outline-none focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {children}
      </div>
    </div>
  );
}

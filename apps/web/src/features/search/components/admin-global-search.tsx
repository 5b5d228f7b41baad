import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { FALLBACK_MESSAGES, GlobalSearchQuery } from '@vidya/contract';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { inputClassName } from '../../../components/ui/text-field';
import { joinClassNames } from '../../../lib/class-names';
import { describeFailure } from '../../../lib/errors';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useGlobalSearchQuery } from '../api';
import { groupSearchResult, type SearchHit } from '../search-results';

/** The contract's bounds for `q`; the server refuses anything outside them. */
const MIN_QUERY_LENGTH = GlobalSearchQuery.shape.q.minLength ?? 2;
const MAX_QUERY_LENGTH = GlobalSearchQuery.shape.q.maxLength ?? 100;
const DEBOUNCE_MS = 300;

/**
 * The admin's search over the whole platform (WAI-ARIA APG "combobox with listbox popup", the
 * listbox grouped by kind): typing asks the server once the text has settled, the arrow keys
 * move through the results, Enter opens one, Escape closes the list. Focus stays in the input;
 * the result the keys are on is named by aria-activedescendant.
 */
export function AdminGlobalSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const typed = query.trim();
  const settled = useDebouncedValue(typed, DEBOUNCE_MS);
  const isSearchable = settled.length >= MIN_QUERY_LENGTH;
  const { currentData, error, isFetching } = useGlobalSearchQuery(settled, { skip: !isSearchable });

  // Results (or an error) are shown only for what is typed now, never for an earlier text.
  const isCurrent = isSearchable && settled === typed;
  const groups = isCurrent && currentData !== undefined ? groupSearchResult(currentData) : [];
  const hits = groups.flatMap((group) => group.hits);
  const hasError = isCurrent && error !== undefined && !isFetching;

  let statusText: string;
  if (hasError) statusText = describeFailure(error, FALLBACK_MESSAGES.search);
  else if (!isCurrent || currentData === undefined) statusText = t`Searching…`;
  else if (hits.length === 0) statusText = t`No matches for “${typed}”.`;
  else {
    const resultCount = hits.length;
    statusText = t`${plural(resultCount, { one: '# result', other: '# results' })}`;
  }

  const isPopupOpen = isOpen && typed.length >= MIN_QUERY_LENGTH;
  const isListShown = isPopupOpen && hits.length > 0;
  const activeHit = isListShown ? hits[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const open = (hit: SearchHit) => {
    close();
    setQuery('');
    void navigate(hit.href);
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = hits.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        else if (count > 0) moveTo((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        else if (count > 0) moveTo(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter':
        if (activeHit !== undefined) {
          event.preventDefault();
          open(activeHit);
        }
        break;
      case 'Escape':
        event.preventDefault();
        if (isPopupOpen) close();
        else setQuery('');
        break;
    }
  };

  let hitIndex = 0;
  return (
    <div role="search" className="relative w-full">
      <label htmlFor={inputId} className="sr-only">
        {t`Search students, colleges, courses and exams`}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-600"
      />
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={t`Search…`}
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={isListShown ? listboxId : undefined}
        aria-activedescendant={activeHit === undefined ? undefined : optionId(activeIndex)}
        className={joinClassNames(inputClassName(false), 'h-10 pl-9 text-sm')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setIsOpen(true)}
        onKeyDown={handleKeyDown}
        onBlur={close}
      />
      <div
        hidden={!isPopupOpen}
        className="absolute left-0 z-40 mt-1 w-full min-w-72 overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg"
      >
        {isListShown && (
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={t`Search results`}
            className="max-h-96 overflow-y-auto py-1"
          >
            {groups.map((group) => {
              const headingId = `${listboxId}-${group.id}`;
              return (
                <li key={group.id} role="presentation">
                  <ul role="group" aria-labelledby={headingId}>
                    <li
                      id={headingId}
                      role="presentation"
                      className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                    >
                      {group.heading}
                    </li>
                    {group.hits.map((hit) => {
                      const index = hitIndex++;
                      const isActive = index === activeIndex;
                      return (
                        // The keys work in the input (aria-activedescendant); a result never takes focus itself.
                        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                        <li
                          key={hit.key}
                          id={optionId(index)}
                          role="option"
                          aria-selected={isActive}
                          className={joinClassNames(
                            'cursor-pointer px-3 py-2 text-sm',
                            isActive ? 'bg-indigo-700 text-white' : 'text-slate-900 hover:bg-slate-100',
                          )}
                          // Keeps focus in the input, so its blur does not close the list before the click.
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => open(hit)}
                        >
                          <span className="block font-medium">{hit.label}</span>
                          <span
                            className={joinClassNames(
                              'block',
                              isActive ? 'text-indigo-100' : 'text-slate-600',
                            )}
                          >
                            {hit.detail}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
        <p
          role="status"
          className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600 first:border-t-0"
        >
          {isPopupOpen ? statusText : ''}
        </p>
      </div>
    </div>
  );
}

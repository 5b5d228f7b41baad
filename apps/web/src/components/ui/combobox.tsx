import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { joinClassNames } from '../../lib/class-names';
import { FieldFrame, inputClassName, useFieldIds } from './text-field';

export type ComboboxOption = { id: string; label: string; detail?: string };

export type ComboboxProps = {
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /** The options for what was typed; the caller filters (or asks the server to). */
  options: ComboboxOption[];
  selected: ComboboxOption;
  onSelect: (option: ComboboxOption) => void;
  onQueryChange: (query: string) => void;
  /** What the list holds right now ("Searching...", "3 colleges found"), shown and announced politely. */
  statusText: string;
  onBlur?: () => void;
};

/**
 * An editable combobox with a list of suggestions (WAI-ARIA APG "combobox with listbox popup"):
 * typing filters, the arrow keys move through the options, Enter picks one, Escape closes the
 * list and puts back the current choice. Focus stays in the input; the option the keys are on
 * is named by aria-activedescendant.
 */
export function Combobox({
  id,
  label,
  hint,
  error,
  options,
  selected,
  onSelect,
  onQueryChange,
  statusText,
  onBlur,
}: ComboboxProps) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const listboxId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const keepsSelectionOnMouseUp = useRef(false);
  const [isOpen, setIsOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);
  const activeOption = isOpen ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const open = () => {
    setIsOpen(true);
    setActiveIndex((index) =>
      index >= 0 ? index : options.findIndex((option) => option.id === selected.id),
    );
  };

  const close = () => {
    setIsOpen(false);
    setTyped(null);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    close();
    onQueryChange('');
  };

  const moveTo = (index: number) => {
    setActiveIndex(index);
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) open();
        else if (count > 0) moveTo((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!isOpen) open();
        else if (count > 0) moveTo(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter':
        // Enter picks the option; it must not submit the surrounding form meanwhile.
        if (isOpen && activeOption !== undefined) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (isOpen) {
          event.preventDefault();
          close();
          onQueryChange('');
        }
        break;
    }
  };

  return (
    <FieldFrame inputId={inputId} label={label} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div className="relative">
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={activeOption === undefined ? undefined : optionId(activeIndex)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={joinClassNames(inputClassName(Boolean(error)), 'pr-10')}
          value={typed ?? selected.label}
          onChange={(event) => {
            setTyped(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
            onQueryChange(event.target.value.trim());
          }}
          // A click or tap selects the shown choice, as tabbing in does, so typing replaces it
          // instead of landing mid-text ("plasuntform", issue #17): the focus selects, and the
          // mouseup that would move the caret into the selection is cancelled once.
          onFocus={(event) => {
            if (typed !== null) return;
            event.currentTarget.select();
            keepsSelectionOnMouseUp.current = true;
          }}
          onMouseUp={(event) => {
            if (keepsSelectionOnMouseUp.current) event.preventDefault();
            keepsSelectionOnMouseUp.current = false;
          }}
          onClick={() => (isOpen ? undefined : open())}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            close();
            onBlur?.();
          }}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 h-5 w-5 -translate-y-1/2 text-slate-600"
        />
        <div
          className={joinClassNames(
            'absolute z-30 mt-1 w-full overflow-hidden rounded-lg border border-slate-300 bg-white shadow-lg',
            !isOpen && 'hidden',
          )}
        >
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label={label}
            className="max-h-64 overflow-y-auto py-1"
          >
            {options.map((option, index) => (
              // The keys work in the input (aria-activedescendant); an option never takes focus itself.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={option.id === selected.id}
                className={joinClassNames(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === activeIndex ? 'bg-indigo-700 text-white' : 'text-slate-900 hover:bg-slate-100',
                )}
                // Keeps focus in the input, so the pick is not undone by the input's blur.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span className="block font-medium">{option.label}</span>
                {option.detail && (
                  <span className={index === activeIndex ? 'text-indigo-100' : 'text-slate-600'}>
                    {option.detail}
                  </span>
                )}
              </li>
            ))}
          </ul>
          <p role="status" className="border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
            {isOpen ? statusText : ''}
          </p>
        </div>
      </div>
    </FieldFrame>
  );
}

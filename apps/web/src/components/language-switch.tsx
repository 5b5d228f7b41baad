import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_NAMES, LANGUAGES } from '@vidya/contract';
import { joinClassNames } from '../lib/class-names';
import { useLanguageChoice } from '../lib/i18n/use-language-choice';

/**
 * English and हिन्दी, each written in its own language and marked with its `lang`, so a reader
 * finds their language whatever the page is in, and a screen reader says each name rightly.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useLingui();
  const { language: value, choose } = useLanguageChoice();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={joinClassNames('inline-flex rounded-lg border border-slate-300 bg-white p-0.5', className)}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === value}
          onClick={() => language !== value && void choose(language)}
          className={joinClassNames(
            'rounded-md px-2.5 py-1.5 text-sm font-semibold transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            language === value ? 'bg-indigo-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}

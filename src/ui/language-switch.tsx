import { useId } from 'react';
import { useLocale } from '../i18n/locale.tsx';

export function LanguageSwitch() {
  const { locale, messages, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="language-switch">
      <label htmlFor={id}>{messages.language.label}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => setLocale(event.target.value === 'en' ? 'en' : 'nl')}
      >
        <option value="nl" lang="nl">
          {messages.language.nl}
        </option>
        <option value="en" lang="en">
          {messages.language.en}
        </option>
      </select>
    </div>
  );
}

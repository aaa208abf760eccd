import { useTranslation } from 'react-i18next';
import { chooseLanguage, SUPPORTED_LANGUAGES, type Language } from '../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.label')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void chooseLanguage(event.target.value as Language)}
        aria-label={t('language.label')}
      >
        {SUPPORTED_LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

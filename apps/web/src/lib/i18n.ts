import { LANGUAGES, type Language, resolveLanguage } from '@academy/domain';
import i18n from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

const LANGUAGE_KEY = 'academy.lang';

/** The language before anyone signs in: the last one chosen here, else the browser's, else pt. */
export const initialLanguage = (): Language =>
  resolveLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages);

export function applyLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, pt: { translation: pt }, es: { translation: es } },
    lng: initialLanguage(),
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
document.documentElement.lang = i18n.language;

export default i18n;

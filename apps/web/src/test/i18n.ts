import { LANGUAGES, type Language } from '@academy/domain';
import { createInstance, type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import es from '../locales/es.json';
import pt from '../locales/pt.json';

/**
 * The app's texts in `language`, as lib/i18n.ts sets them up (ICU messages, no fallback language)
 * but with every section loaded at once: a component under test reads what the user would read.
 */
export async function textsIn(language: Language): Promise<I18n> {
  const instance = createInstance();
  await instance
    .use(ICU)
    .use(initReactI18next)
    .init({
      resources: { en: { translation: en }, pt: { translation: pt }, es: { translation: es } },
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

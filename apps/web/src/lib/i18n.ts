import { LANGUAGES, type Language, resolveLanguage } from '@academy/domain';
import i18n from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'academy.lang';

/**
 * Each language's texts come in two chunks (apps/web/vite/locale-parts.ts): the public part every
 * page reads, and the app's, which only the pages of the app's layouts read. A visitor downloads
 * the language he reads, and the sign-in pages the public part only.
 */
type Part = 'public' | 'app';
type Texts = () => Promise<{ default: Record<string, unknown> }>;
const textsOf: Record<Language, Record<Part, Texts>> = {
  en: {
    public: () => import('../locales/en.json?texts=public'),
    app: () => import('../locales/en.json?texts=app'),
  },
  pt: {
    public: () => import('../locales/pt.json?texts=public'),
    app: () => import('../locales/pt.json?texts=app'),
  },
  es: {
    public: () => import('../locales/es.json?texts=public'),
    app: () => import('../locales/es.json?texts=app'),
  },
};

/** The parts every language switch brings: the app's join once a page of the app is shown. */
const wanted = new Set<Part>(['public']);
const arrived = new Set<string>();

const missingParts = (language: Language) =>
  [...wanted].filter((part) => !arrived.has(`${language}.${part}`));

/** Downloads the texts of `language` that the pages shown so far read, unless they are in. */
export async function loadTexts(language: Language) {
  await Promise.all(
    missingParts(language).map(async (part) => {
      const { default: texts } = await textsOf[language][part]();
      i18n.addResourceBundle(language, 'translation', texts, true);
      arrived.add(`${language}.${part}`);
    }),
  );
}

/** The server imports this module too, to draw a first screen (entry-server.tsx), with texts of its own. */
const inBrowser = typeof document !== 'undefined';

/** The language before anyone signs in: the last one chosen here, else the browser's, else pt. */
export const initialLanguage = (): Language =>
  resolveLanguage(
    inBrowser ? localStorage.getItem(LANGUAGE_KEY) : null,
    inBrowser ? navigator.languages : [],
  );

/** Every text of `language`, both parts: what the server draws a first screen with. */
export async function allTextsOf(language: Language): Promise<Record<string, unknown>[]> {
  const parts = await Promise.all([textsOf[language].public(), textsOf[language].app()]);
  return parts.map((part) => part.default);
}

/** The language asked for last: an earlier choice whose texts arrive later must not win. */
let latest = initialLanguage();

/**
 * Switches the interface to `language` once its texts have arrived; at once when they are in
 * already (a radio that shows the language must not fall back meanwhile).
 */
export async function applyLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  latest = language;
  if (missingParts(language).length > 0) await loadTexts(language);
  if (latest !== language) return;
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

/** `load` (a layout of the app) settles once the app's texts have arrived as well. */
export async function withAppTexts<T>(load: Promise<T>): Promise<T> {
  wanted.add('app');
  const [loaded] = await Promise.all([load, loadTexts(latest)]);
  return loaded;
}

const started = i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    // the texts are added as they arrive (loadTexts); `resources` given means no backend is asked
    resources: {},
    lng: latest,
    supportedLngs: [...LANGUAGES],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
if (inBrowser) document.documentElement.lang = latest;

/**
 * Settles once the first language's texts are in: main.tsx renders then. Should they fail to
 * arrive, the app still renders (showing keys) rather than stay blank.
 */
export const i18nReady: Promise<void> = Promise.all([started, loadTexts(latest)]).then(
  () => undefined,
  () => undefined,
);

export default i18n;

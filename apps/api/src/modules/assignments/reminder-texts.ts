import type { Language } from '@academy/domain';
import type { Mail } from '../../lib/mail.js';

/** What a reminder is about: `before-N` keys are N days ahead, `overdue-N` keys after the due day. */
export type ReminderKind = 'soon' | 'tomorrow' | 'overdue';

export const reminderKindOf = (key: string): ReminderKind =>
  key.startsWith('overdue') ? 'overdue' : key === 'before-1' ? 'tomorrow' : 'soon';

/** What a reminder's notice says: the item and its due day. */
interface Due {
  title: string;
  /** the due day as DD/MM/YYYY */
  due: string;
}

interface Vars extends Due {
  name: string;
  /** where the item opens, or null while the academy's address is not set */
  link: string | null;
}

type Texts = Record<ReminderKind, { subject: (vars: Due) => string; notice: (vars: Due) => string }>;

const en: Texts = {
  soon: {
    subject: ({ title }) => `"${title}" is due soon`,
    notice: ({ title, due }) => `"${title}" is due on ${due}`,
  },
  tomorrow: {
    subject: ({ title }) => `"${title}" is due tomorrow`,
    notice: ({ title, due }) => `"${title}" is due tomorrow, ${due}`,
  },
  overdue: {
    subject: ({ title }) => `"${title}" is overdue`,
    notice: ({ title, due }) => `"${title}" was due on ${due} and is not completed yet`,
  },
};

const pt: Texts = {
  soon: {
    subject: ({ title }) => `"${title}" vence em breve`,
    notice: ({ title, due }) => `"${title}" vence em ${due}`,
  },
  tomorrow: {
    subject: ({ title }) => `"${title}" vence amanhã`,
    notice: ({ title, due }) => `"${title}" vence amanhã, ${due}`,
  },
  overdue: {
    subject: ({ title }) => `"${title}" está atrasado`,
    notice: ({ title, due }) => `"${title}" venceu em ${due} e ainda não foi concluído`,
  },
};

const es: Texts = {
  soon: {
    subject: ({ title }) => `"${title}" vence pronto`,
    notice: ({ title, due }) => `"${title}" vence el ${due}`,
  },
  tomorrow: {
    subject: ({ title }) => `"${title}" vence mañana`,
    notice: ({ title, due }) => `"${title}" vence mañana, ${due}`,
  },
  overdue: {
    subject: ({ title }) => `"${title}" está atrasado`,
    notice: ({ title, due }) => `"${title}" venció el ${due} y aún no está completado`,
  },
};

const TEXTS: Record<Language, Texts> = { en, pt, es };

const GREETING: Record<Language, (name: string) => string> = {
  en: (name) => `Hello ${name},`,
  pt: (name) => `Olá ${name},`,
  es: (name) => `Hola ${name},`,
};

const OPEN_IT: Record<Language, (link: string) => string> = {
  en: (link) => `Open it at ${link}`,
  pt: (link) => `Acesse em ${link}`,
  es: (link) => `Ábralo en ${link}`,
};

/** The notice of a reminder in the three languages, each with the title in it (the list shows the reader's). */
export const reminderNotice = (kind: ReminderKind, titles: Record<Language, string>, due: string) => ({
  en: en[kind].notice({ title: titles.en, due }),
  pt: pt[kind].notice({ title: titles.pt, due }),
  es: es[kind].notice({ title: titles.es, due }),
});

/** The reminder's mail to `to`, in his language. */
export function reminderMail(kind: ReminderKind, lang: Language, to: string, vars: Vars): Mail {
  const texts = TEXTS[lang][kind];
  const lines = [GREETING[lang](vars.name), '', `${texts.notice(vars)}.`];
  if (vars.link) lines.push('', OPEN_IT[lang](vars.link));
  return { to, subject: texts.subject(vars), text: lines.join('\n') };
}

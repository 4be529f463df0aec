import type { Language } from '@academy/domain';
import type { Mail } from '../../lib/mail.js';

/** One overdue person's line of a digest. */
export interface OverdueLine {
  name: string;
  title: string;
  /** the due day as DD/MM/YYYY */
  due: string;
}

interface Digest {
  name: string;
  overdue: OverdueLine[];
  /** how many overdue assignments there are in all (the mail lists the first ones) */
  total: number;
  /** the assignments page filtered on overdue, or null while the academy's address is not set */
  link: string | null;
}

const TEXTS: Record<
  Language,
  {
    subject: (total: number) => string;
    hello: (name: string) => string;
    intro: (total: number) => string;
    line: (line: OverdueLine) => string;
    more: (count: number) => string;
    open: (link: string) => string;
  }
> = {
  en: {
    subject: (total) => `${total} overdue ${total === 1 ? 'assignment' : 'assignments'} among your people`,
    hello: (name) => `Hello ${name},`,
    intro: (total) => `These are the overdue assignments of your people (${total}):`,
    line: ({ name, title, due }) => `- ${name}: "${title}", due ${due}`,
    more: (count) => `...and ${count} more.`,
    open: (link) => `See them all at ${link}`,
  },
  pt: {
    subject: (total) =>
      `${total} ${total === 1 ? 'atribuição atrasada' : 'atribuições atrasadas'} entre as suas pessoas`,
    hello: (name) => `Olá ${name},`,
    intro: (total) => `Estas são as atribuições atrasadas das suas pessoas (${total}):`,
    line: ({ name, title, due }) => `- ${name}: "${title}", prazo ${due}`,
    more: (count) => `...e mais ${count}.`,
    open: (link) => `Veja todas em ${link}`,
  },
  es: {
    subject: (total) =>
      `${total} ${total === 1 ? 'asignación atrasada' : 'asignaciones atrasadas'} entre sus personas`,
    hello: (name) => `Hola ${name},`,
    intro: (total) => `Estas son las asignaciones atrasadas de sus personas (${total}):`,
    line: ({ name, title, due }) => `- ${name}: "${title}", fecha límite ${due}`,
    more: (count) => `...y ${count} más.`,
    open: (link) => `Véalas todas en ${link}`,
  },
};

/** The weekly digest's mail to one master or tsm, in his language. */
export function digestMail(lang: Language, to: string, digest: Digest): Mail {
  const texts = TEXTS[lang];
  const lines = [texts.hello(digest.name), '', texts.intro(digest.total), ...digest.overdue.map(texts.line)];
  if (digest.total > digest.overdue.length) lines.push(texts.more(digest.total - digest.overdue.length));
  if (digest.link) lines.push('', texts.open(digest.link));
  return { to, subject: texts.subject(digest.total), text: lines.join('\n') };
}

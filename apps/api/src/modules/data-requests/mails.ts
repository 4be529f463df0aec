import { type DataRequestKind, DEFAULT_LANGUAGE, type Language } from '@academy/domain';
import type { Mail } from '../../lib/mail.js';

/** The person a request is about, as his mails need him. */
export interface Addressee {
  name: string;
  email: string;
  lang: Language | null;
}

/** Where he follows his requests in the web app. */
export const OWN_REQUESTS_PATH = '/profile/privacy';

/** What the mails tell of a request; `what` is its kind in the person's words, `link` his page. */
interface Told {
  name: string;
  what: string;
  askedOn: string;
  dueOn: string;
  outcome: string;
  link: string;
}

interface Template {
  subject: string;
  text: (told: Told) => string;
}

const WHAT: Record<Language, Record<DataRequestKind, string>> = {
  en: {
    export: 'a copy of your data',
    erasure: 'the erasure of your data',
    correction: 'a correction of your data',
  },
  pt: {
    export: 'uma cópia dos seus dados',
    erasure: 'a eliminação dos seus dados',
    correction: 'a correção dos seus dados',
  },
  es: {
    export: 'una copia de sus datos',
    erasure: 'la eliminación de sus datos',
    correction: 'la corrección de sus datos',
  },
};

const recorded: Record<Language, Template> = {
  en: {
    subject: 'We received your data request',
    text: (r) =>
      `Hello ${r.name},\n\nOn ${r.askedOn} we received your request for ${r.what}. We will answer it by ${r.dueOn} and tell you by mail what was done.\n\nYou can follow it at ${r.link}.`,
  },
  pt: {
    subject: 'Recebemos sua solicitação sobre seus dados',
    text: (r) =>
      `Olá ${r.name},\n\nEm ${r.askedOn} recebemos sua solicitação de ${r.what}. Vamos respondê-la até ${r.dueOn} e avisaremos por e-mail o que foi feito.\n\nVocê pode acompanhá-la em ${r.link}.`,
  },
  es: {
    subject: 'Recibimos su solicitud sobre sus datos',
    text: (r) =>
      `Hola ${r.name},\n\nEl ${r.askedOn} recibimos su solicitud de ${r.what}. La responderemos a más tardar el ${r.dueOn} y le informaremos por correo lo que se hizo.\n\nPuede seguirla en ${r.link}.`,
  },
};

const done: Record<Language, Template> = {
  en: {
    subject: 'Your data request was answered',
    text: (r) =>
      `Hello ${r.name},\n\nYour request of ${r.askedOn} for ${r.what} was answered. What was done:\n\n${r.outcome}\n\nSee it at ${r.link}.`,
  },
  pt: {
    subject: 'Sua solicitação sobre seus dados foi atendida',
    text: (r) =>
      `Olá ${r.name},\n\nSua solicitação de ${r.askedOn} de ${r.what} foi atendida. O que foi feito:\n\n${r.outcome}\n\nVeja em ${r.link}.`,
  },
  es: {
    subject: 'Su solicitud sobre sus datos fue atendida',
    text: (r) =>
      `Hola ${r.name},\n\nSu solicitud del ${r.askedOn} de ${r.what} fue atendida. Lo que se hizo:\n\n${r.outcome}\n\nPuede verla en ${r.link}.`,
  },
};

const refused: Record<Language, Template> = {
  en: {
    subject: 'Your data request was refused',
    text: (r) =>
      `Hello ${r.name},\n\nYour request of ${r.askedOn} for ${r.what} was refused, for this reason:\n\n${r.outcome}\n\nSee it at ${r.link}.`,
  },
  pt: {
    subject: 'Sua solicitação sobre seus dados foi recusada',
    text: (r) =>
      `Olá ${r.name},\n\nSua solicitação de ${r.askedOn} de ${r.what} foi recusada, pelo seguinte motivo:\n\n${r.outcome}\n\nVeja em ${r.link}.`,
  },
  es: {
    subject: 'Su solicitud sobre sus datos fue rechazada',
    text: (r) =>
      `Hola ${r.name},\n\nSu solicitud del ${r.askedOn} de ${r.what} fue rechazada por el siguiente motivo:\n\n${r.outcome}\n\nPuede verla en ${r.link}.`,
  },
};

const TEMPLATES = { recorded, done, refused };

/** A day as the academy's countries write it, DD/MM/YYYY, in UTC as the web app shows times. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10).split('-').reverse().join('/');

/**
 * The mail that tells a person, in his language, that his request was recorded (and when it is
 * due) or closed (and what was done, or why it was refused).
 */
export function requestMail(
  event: keyof typeof TEMPLATES,
  to: Addressee,
  request: { kind: DataRequestKind; askedAt: Date; dueAt: Date; outcome: string | null },
  origin: string,
): Mail {
  const lang = to.lang ?? DEFAULT_LANGUAGE;
  const template = TEMPLATES[event][lang];
  const text = template.text({
    name: to.name,
    what: WHAT[lang][request.kind],
    askedOn: dayOf(request.askedAt),
    dueOn: dayOf(request.dueAt),
    outcome: request.outcome ?? '',
    link: `${origin}${OWN_REQUESTS_PATH}`,
  });
  return { to: to.email, subject: template.subject, text };
}

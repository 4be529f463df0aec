import { DEFAULT_LANGUAGE, type Language } from '@academy/domain';
import type { Mail } from '../../lib/mail.js';
import type { Notice } from './service.js';

/**
 * What the people who may answer a registration are told (the admins, the distributor's masters,
 * the tsms who follow it), and what the registered person is told of the answer.
 */

/** The notices that ask someone to answer a registration: all settled at once by the answer. */
export const REGISTRATION_NOTICES = {
  waiting: 'user-registered',
  reminder: 'user-registration-reminder',
} as const;
/** The pending registrations screen, for admins, tsms and masters. */
export const USERS_CHECK_ROUTE = '/settings/users_check';

interface Registration {
  id: string;
  name: string;
  email: string;
}

export const registrationNotice = ({ id, name, email }: Registration): Notice => ({
  type: REGISTRATION_NOTICES.waiting,
  aboutId: id,
  action: 'review',
  route: USERS_CHECK_ROUTE,
  describe: {
    en: `${name} (${email}) registered and is waiting for approval`,
    pt: `${name} (${email}) se cadastrou e aguarda aprovação`,
    es: `${name} (${email}) se registró y espera aprobación`,
  },
});

export const reminderNotice = ({ id, name, email }: Registration): Notice => ({
  type: REGISTRATION_NOTICES.reminder,
  aboutId: id,
  action: 'review',
  route: USERS_CHECK_ROUTE,
  describe: {
    en: `Reminder: ${name} (${email}) has been waiting for approval for over 48 hours`,
    pt: `Lembrete: ${name} (${email}) aguarda aprovação há mais de 48 horas`,
    es: `Recordatorio: ${name} (${email}) espera aprobación hace más de 48 horas`,
  },
});

const reminderTexts: Record<Language, { subject: string; text: (who: string) => string; open: string }> = {
  en: {
    subject: 'A registration is waiting for your answer',
    text: (who) =>
      `Hello,\n\n${who} registered in Academy over 48 hours ago and is still waiting for approval. You can approve or reject the registration in Academy, under Pending registrations.`,
    open: 'Open the pending registrations:',
  },
  pt: {
    subject: 'Um cadastro aguarda a sua resposta',
    text: (who) =>
      `Olá,\n\n${who} se cadastrou na Academy há mais de 48 horas e ainda aguarda aprovação. Você pode aprovar ou recusar o cadastro na Academy, em Cadastros pendentes.`,
    open: 'Abrir os cadastros pendentes:',
  },
  es: {
    subject: 'Un registro espera su respuesta',
    text: (who) =>
      `Hola,\n\n${who} se registró en Academy hace más de 48 horas y todavía espera aprobación. Puede aprobar o rechazar el registro en Academy, en Registros pendientes.`,
    open: 'Abrir los registros pendientes:',
  },
};

/**
 * The reminder's mail to one of the people who may answer, in his language. A job sends it, with
 * no request to take an address from: it links to the pending registrations only when the
 * academy's address is set (`origin`, the site_url setting; docs/decisions/0022).
 */
export function reminderMail(
  to: { email: string; lang: Language | null },
  registration: Registration,
  origin: string | null,
): Mail {
  const texts = reminderTexts[to.lang ?? DEFAULT_LANGUAGE];
  const text = texts.text(`${registration.name} (${registration.email})`);
  return {
    to: to.email,
    subject: texts.subject,
    text: origin ? `${text}\n\n${texts.open} ${origin}${USERS_CHECK_ROUTE}` : text,
  };
}

// Told once: only a pending registration can be approved.
export const APPROVED_NOTICE: Notice = {
  type: 'account-approved',
  route: '/courses',
  describe: {
    en: 'Your registration was approved: welcome to the Academy!',
    pt: 'Seu cadastro foi aprovado: boas-vindas à Academy!',
    es: 'Su registro fue aprobado: ¡le damos la bienvenida a la Academy!',
  },
};

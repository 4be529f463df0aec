import { DEFAULT_LANGUAGE, type Language } from '@academy/domain';
import type { Mail } from '../../lib/mail.js';

interface Template<Vars> {
  subject: string;
  text: (vars: Vars) => string;
}
type Templates<Vars> = Record<Language, Template<Vars>>;

/** The web app's sign-in page, where an approval's mail leads. */
export const SIGN_IN_PATH = '/login';

const accepted: Templates<{ name: string; link: string }> = {
  en: {
    subject: 'Your Academy registration was approved',
    text: ({ name, link }) =>
      `Hello ${name},\n\nYour registration was approved. You can now sign in to Academy at ${link} with your email and password.`,
  },
  pt: {
    subject: 'Seu cadastro na Academy foi aprovado',
    text: ({ name, link }) =>
      `Olá ${name},\n\nSeu cadastro foi aprovado. Agora você pode entrar na Academy em ${link} com seu e-mail e senha.`,
  },
  es: {
    subject: 'Su registro en Academy fue aprobado',
    text: ({ name, link }) =>
      `Hola ${name},\n\nSu registro fue aprobado. Ya puede ingresar a Academy en ${link} con su correo electrónico y contraseña.`,
  },
};

const rejected: Templates<{ name: string }> = {
  en: {
    subject: 'Your Academy registration',
    text: ({ name }) =>
      `Hello ${name},\n\nYour registration was not approved. If you think this is a mistake, please contact your distributor.`,
  },
  pt: {
    subject: 'Seu cadastro na Academy',
    text: ({ name }) =>
      `Olá ${name},\n\nSeu cadastro não foi aprovado. Se você acha que houve um engano, fale com seu distribuidor.`,
  },
  es: {
    subject: 'Su registro en Academy',
    text: ({ name }) =>
      `Hola ${name},\n\nSu registro no fue aprobado. Si cree que se trata de un error, comuníquese con su distribuidor.`,
  },
};

const resetCode: Templates<{ name: string; code: string; minutes: number }> = {
  en: {
    subject: 'Your Academy password reset code',
    text: ({ name, code, minutes }) =>
      `Hello ${name},\n\nYour code to reset your password is ${code}. It is valid for ${minutes} minutes.\n\nIf you did not ask for it, you can ignore this email.`,
  },
  pt: {
    subject: 'Seu código para redefinir a senha da Academy',
    text: ({ name, code, minutes }) =>
      `Olá ${name},\n\nSeu código para redefinir a senha é ${code}. Ele vale por ${minutes} minutos.\n\nSe você não pediu, ignore este e-mail.`,
  },
  es: {
    subject: 'Su código para restablecer la contraseña de Academy',
    text: ({ name, code, minutes }) =>
      `Hola ${name},\n\nSu código para restablecer la contraseña es ${code}. Es válido por ${minutes} minutos.\n\nSi no lo solicitó, puede ignorar este correo.`,
  },
};

const invitation: Templates<{ name: string; link: string }> = {
  en: {
    subject: 'Your Academy account is ready',
    text: ({ name, link }) =>
      `Hello ${name},\n\nAn account was created for you at Academy. To choose your password, open ${link} and ask for a code: it is mailed to this address. Then sign in with your email and the new password.`,
  },
  pt: {
    subject: 'Sua conta na Academy está pronta',
    text: ({ name, link }) =>
      `Olá ${name},\n\nUma conta foi criada para você na Academy. Para escolher sua senha, abra ${link} e peça um código: ele é enviado para este e-mail. Depois entre com seu e-mail e a nova senha.`,
  },
  es: {
    subject: 'Su cuenta en Academy está lista',
    text: ({ name, link }) =>
      `Hola ${name},\n\nSe creó una cuenta para usted en Academy. Para elegir su contraseña, abra ${link} y pida un código: se envía a este correo. Luego ingrese con su correo y la nueva contraseña.`,
  },
};

const TEMPLATES = { accepted, rejected, resetCode, invitation };
type TemplateVars<K extends keyof typeof TEMPLATES> = Parameters<(typeof TEMPLATES)[K]['en']['text']>[0];

/** A mail to one user in his language (the academy's default when he has none). */
export function accountMail<K extends keyof typeof TEMPLATES>(
  kind: K,
  to: { email: string; lang: Language | null },
  vars: TemplateVars<K>,
): Mail {
  const template = TEMPLATES[kind][to.lang ?? DEFAULT_LANGUAGE] as Template<TemplateVars<K>>;
  return { to: to.email, subject: template.subject, text: template.text(vars) };
}

/**
 * The invitation of an account created by staff, which has no password: its link opens the
 * password recovery page for the person's email, whose code flow (password-reset.ts) sets the
 * first password. `origin` is where the academy is reached (lib/site-address.ts).
 */
export function invitationMail(
  to: { name: string; email: string; lang: Language | null },
  origin: string,
): Mail {
  const link = `${origin}/recovery?${new URLSearchParams({ email: to.email })}`;
  return accountMail('invitation', to, { name: to.name, link });
}

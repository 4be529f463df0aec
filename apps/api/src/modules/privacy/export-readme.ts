import type { Language } from '@academy/domain';
import type { TableKey } from '../../db/personal-data.js';

/** What each file of a person's export holds, in his language (the tables of person-rows.ts). */
export const FILE_TEXTS: Partial<Record<TableKey, Record<Language, string>>> = {
  users: {
    en: 'your account: name, email, language, phone, where you work, your role and distributor',
    pt: 'sua conta: nome, email, idioma, telefone, onde trabalha, seu papel e distribuidor',
    es: 'su cuenta: nombre, email, idioma, teléfono, dónde trabaja, su rol y distribuidor',
  },
  tsmDistributors: {
    en: 'the distributors you follow as a regional sales manager',
    pt: 'os distribuidores que você acompanha como gerente regional de vendas',
    es: 'los distribuidores que usted sigue como gerente regional de ventas',
  },
  tsmCountries: {
    en: 'the countries you follow as a regional sales manager',
    pt: 'os países que você acompanha como gerente regional de vendas',
    es: 'los países que usted sigue como gerente regional de ventas',
  },
  sessions: {
    en: 'your sign-ins: when, from which address and browser, until when',
    pt: 'suas entradas: quando, de qual endereço e navegador, até quando',
    es: 'sus ingresos: cuándo, desde qué dirección y navegador, hasta cuándo',
  },
  passwordResets: {
    en: 'your password resets: when they were asked and used (never their codes)',
    pt: 'suas redefinições de senha: quando foram pedidas e usadas (nunca seus códigos)',
    es: 'sus restablecimientos de contraseña: cuándo se pidieron y usaron (nunca sus códigos)',
  },
  userIdentities: {
    en: 'the single sign-on providers your account is linked to',
    pt: 'os provedores de entrada única aos quais sua conta está vinculada',
    es: 'los proveedores de ingreso único a los que su cuenta está vinculada',
  },
  ssoLogins: {
    en: 'single sign-ons under way (kept ten minutes)',
    pt: 'entradas únicas em andamento (guardadas dez minutos)',
    es: 'ingresos únicos en curso (guardados diez minutos)',
  },
  lessonProgress: {
    en: 'your progress in each lesson',
    pt: 'seu progresso em cada lição',
    es: 'su progreso en cada lección',
  },
  moduleProgress: {
    en: 'your progress in each module',
    pt: 'seu progresso em cada módulo',
    es: 'su progreso en cada módulo',
  },
  courseProgress: {
    en: 'your progress in each course, and when you completed it',
    pt: 'seu progresso em cada curso, e quando o concluiu',
    es: 'su progreso en cada curso, y cuándo lo completó',
  },
  examAttempts: {
    en: 'your exam attempts, with your answers and scores',
    pt: 'suas tentativas de prova, com suas respostas e notas',
    es: 'sus intentos de examen, con sus respuestas y notas',
  },
  examAttemptGrants: {
    en: 'the extra exam attempts staff granted you',
    pt: 'as tentativas extras de prova que a equipe lhe concedeu',
    es: 'los intentos extra de examen que el personal le concedió',
  },
  packageAttempts: {
    en: 'your attempts at package (SCORM, cmi5) lessons: completion, result, score and time',
    pt: 'suas tentativas nas lições de pacote (SCORM, cmi5): conclusão, resultado, nota e tempo',
    es: 'sus intentos en las lecciones de paquete (SCORM, cmi5): finalización, resultado, nota y tiempo',
  },
  packageUnitData: {
    en: 'what each package kept of your work in it, to resume where you left',
    pt: 'o que cada pacote guardou do seu trabalho nele, para retomar de onde parou',
    es: 'lo que cada paquete guardó de su trabajo en él, para retomar donde lo dejó',
  },
  cmi5Sessions: {
    en: 'each launch of a cmi5 lesson unit and what it reported, in order',
    pt: 'cada abertura de uma unidade de lição cmi5 e o que ela informou, em ordem',
    es: 'cada apertura de una unidad de lección cmi5 y lo que informó, en orden',
  },
  cmi5Statements: {
    en: 'the statements cmi5 lesson units sent about you',
    pt: 'as declarações que as unidades de lição cmi5 enviaram sobre você',
    es: 'las declaraciones que las unidades de lección cmi5 enviaron sobre usted',
  },
  ratings: {
    en: 'your ratings of courses',
    pt: 'suas avaliações de cursos',
    es: 'sus valoraciones de cursos',
  },
  certificates: {
    en: 'your certificates; their PDFs are in the certificates folder',
    pt: 'seus certificados; os PDFs estão na pasta certificates',
    es: 'sus certificados; los PDF están en la carpeta certificates',
  },
  certificationHoldings: {
    en: 'the certifications you hold, as partner tiers count them',
    pt: 'as certificações que você tem, como os níveis de parceiro as contam',
    es: 'las certificaciones que tiene, como los niveles de socio las cuentan',
  },
  assignments: {
    en: 'the training assigned to you, with its due dates',
    pt: 'os treinamentos atribuídos a você, com seus prazos',
    es: 'las capacitaciones asignadas a usted, con sus plazos',
  },
  assignmentReminders: {
    en: 'the reminders sent about your assignments',
    pt: 'os lembretes enviados sobre suas atribuições',
    es: 'los recordatorios enviados sobre sus asignaciones',
  },
  assignmentDigests: {
    en: 'the weekly digests of your people’s assignments sent to you',
    pt: 'os resumos semanais das atribuições da sua equipe enviados a você',
    es: 'los resúmenes semanales de las asignaciones de su gente enviados a usted',
  },
  teamUsers: {
    en: 'the teams you belong to, and whether you lead them',
    pt: 'as equipes a que você pertence, e se as lidera',
    es: 'los equipos a los que pertenece, y si los lidera',
  },
  invitationJoins: {
    en: 'the invitation link you joined through',
    pt: 'o link de convite pelo qual você entrou',
    es: 'el enlace de invitación por el que ingresó',
  },
  notifications: {
    en: 'your notifications, and those sent to staff about you',
    pt: 'suas notificações, e as enviadas à equipe sobre você',
    es: 'sus notificaciones, y las enviadas al personal sobre usted',
  },
  files: {
    en: 'the files you uploaded; their bytes are in the files folder',
    pt: 'os arquivos que você enviou; o conteúdo está na pasta files',
    es: 'los archivos que subió; su contenido está en la carpeta files',
  },
  dataRequests: {
    en: 'what you asked of your data (exports, erasure, corrections) and how it was answered',
    pt: 'o que você pediu sobre seus dados (exportações, eliminação, correções) e como foi atendido',
    es: 'lo que pidió sobre sus datos (exportaciones, supresión, correcciones) y cómo se respondió',
  },
  privacyAcceptances: {
    en: 'the versions of the privacy policy you accepted, and when',
    pt: 'as versões da política de privacidade que você aceitou, e quando',
    es: 'las versiones de la política de privacidad que aceptó, y cuándo',
  },
  mailOutbox: {
    en: 'the mails sent to you in the last 30 days (their bodies are not kept once sent)',
    pt: 'os emails enviados a você nos últimos 30 dias (o texto não é guardado depois de enviado)',
    es: 'los emails enviados a usted en los últimos 30 días (su texto no se guarda una vez enviado)',
  },
  auditLog: {
    en: 'the audit log’s entries about you and of what you did',
    pt: 'as entradas do registro de auditoria sobre você e do que você fez',
    es: 'las entradas del registro de auditoría sobre usted y de lo que hizo',
  },
};

const INTRO: Record<Language, (name: string, date: string) => string> = {
  en: (name, date) =>
    `All the data the academy holds on ${name}, on ${date}.\nEach JSON file holds one kind of record; your password and other secrets are kept only as one-way hashes and are not included.\n`,
  pt: (name, date) =>
    `Todos os dados que a academia guarda sobre ${name}, em ${date}.\nCada arquivo JSON guarda um tipo de registro; sua senha e outros segredos são guardados só como hashes irreversíveis e não estão incluídos.\n`,
  es: (name, date) =>
    `Todos los datos que la academia guarda sobre ${name}, al ${date}.\nCada archivo JSON guarda un tipo de registro; su contraseña y otros secretos se guardan solo como hashes irreversibles y no se incluyen.\n`,
};

/** The README's own name, in his language. */
export const README_NAME: Record<Language, string> = { en: 'README.txt', pt: 'LEIA-ME.txt', es: 'LEAME.txt' };

/** The README of an export: what it is, then each file and what it holds. */
export function readmeOf(
  language: Language,
  name: string,
  files: readonly { file: string; key: TableKey }[],
) {
  const date = new Date().toISOString().slice(0, 10);
  const lines = files.map(({ file, key }) => `- ${file}: ${FILE_TEXTS[key]?.[language] ?? ''}`);
  return `${INTRO[language](name, date)}\n${lines.join('\n')}\n`;
}

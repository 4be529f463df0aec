import type { Language } from '@academy/domain';

/** The words a certificate prints, in the language of its holder. */
export interface CertificateTexts {
  heading: string;
  /** the heading of a custom certificate, whose own title is printed below the name */
  customHeading: string;
  certifies: string;
  completedCourse: string;
  passedExam: string;
  issuedOn(date: string): string;
  validUntil(date: string): string;
  code: string;
  checkAt: string;
  /** the locale its dates are written in */
  locale: string;
}

export const CERTIFICATE_TEXTS: Record<Language, CertificateTexts> = {
  en: {
    heading: 'Certificate of completion',
    customHeading: 'Certificate',
    certifies: 'This certifies that',
    completedCourse: 'has completed the course',
    passedExam: 'has passed',
    issuedOn: (date) => `Issued on ${date}`,
    validUntil: (date) => `Valid until ${date}`,
    code: 'Verification code',
    checkAt: 'Check it at',
    locale: 'en-GB',
  },
  pt: {
    heading: 'Certificado de conclusão',
    customHeading: 'Certificado',
    certifies: 'Certificamos que',
    completedCourse: 'concluiu o curso',
    passedExam: 'obteve aprovação em',
    issuedOn: (date) => `Emitido em ${date}`,
    validUntil: (date) => `Válido até ${date}`,
    code: 'Código de verificação',
    checkAt: 'Verifique em',
    locale: 'pt-BR',
  },
  es: {
    heading: 'Certificado de finalización',
    customHeading: 'Certificado',
    certifies: 'Se certifica que',
    completedCourse: 'completó el curso',
    passedExam: 'aprobó',
    issuedOn: (date) => `Emitido el ${date}`,
    validUntil: (date) => `Válido hasta el ${date}`,
    code: 'Código de verificación',
    checkAt: 'Verifíquelo en',
    locale: 'es',
  },
};

/** A date as the holder reads it ("22 de novembro de 2026"), on the UTC calendar the server keeps. */
export const formatCertificateDate = (date: Date, texts: CertificateTexts) =>
  new Intl.DateTimeFormat(texts.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

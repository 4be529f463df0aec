import type { CertifiedItemKind, Language } from '@academy/domain';

/** The words of the certification status file, in the language it is asked in. */
export interface ExportTexts {
  fileName: string;
  sheet: string;
  distributor: string;
  country: string;
  state: string;
  people: string;
  kind: string;
  kinds: Record<CertifiedItemKind, string>;
  title: string;
  certified: string;
  earliest: string;
  latest: string;
  /** what an end date cell holds when the certification does not end */
  noEnd: string;
  tier: string;
  requirements: string;
  met: string;
  /** how many are missing for a requirement */
  shortBy: (n: number) => string;
  expiringSoon: string;
}

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  en: {
    fileName: 'certification-status',
    sheet: 'Certification status',
    distributor: 'Distributor',
    country: 'Country',
    state: 'State',
    people: 'People',
    kind: 'Type',
    kinds: { course: 'Course', path: 'Learning path' },
    title: 'Title',
    certified: 'Certified people',
    earliest: 'First certification ends',
    latest: 'Certified until',
    noEnd: 'No end',
    tier: 'Partner tier',
    requirements: 'Tier requirements',
    met: 'met',
    shortBy: (n) => `short by ${n}`,
    expiringSoon: 'Certificates ending within 30 days',
  },
  pt: {
    fileName: 'status-de-certificacao',
    sheet: 'Status de certificação',
    distributor: 'Distribuidor',
    country: 'País',
    state: 'Estado',
    people: 'Pessoas',
    kind: 'Tipo',
    kinds: { course: 'Curso', path: 'Trilha de aprendizagem' },
    title: 'Título',
    certified: 'Pessoas certificadas',
    earliest: 'Primeira certificação termina',
    latest: 'Certificado até',
    noEnd: 'Sem término',
    tier: 'Nível de parceiro',
    requirements: 'Requisitos do nível',
    met: 'atendido',
    shortBy: (n) => `faltam ${n}`,
    expiringSoon: 'Certificados que terminam em até 30 dias',
  },
  es: {
    fileName: 'estado-de-certificacion',
    sheet: 'Estado de certificación',
    distributor: 'Distribuidor',
    country: 'País',
    state: 'Estado',
    people: 'Personas',
    kind: 'Tipo',
    kinds: { course: 'Curso', path: 'Ruta de aprendizaje' },
    title: 'Título',
    certified: 'Personas certificadas',
    earliest: 'Primera certificación termina',
    latest: 'Certificado hasta',
    noEnd: 'Sin término',
    tier: 'Nivel de socio',
    requirements: 'Requisitos del nivel',
    met: 'cumplido',
    shortBy: (n) => `faltan ${n}`,
    expiringSoon: 'Certificados que terminan en 30 días o menos',
  },
};

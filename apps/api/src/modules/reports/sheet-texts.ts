import type { Language, ReportLearnerState } from '@academy/domain';

/** What the reports' xlsx files say, in the language of the one who downloads them. */
export interface SheetTexts {
  learners: string;
  courses: string;
  detail: string;
  name: string;
  email: string;
  type: string;
  master: string;
  course: string;
  lesson: string;
  progress: string;
  state: string;
  attempts: string;
  bestScore: string;
  certifiedAt: string;
  lastActivity: string;
  coursesDone: string;
  completedOn: string;
  states: Record<ReportLearnerState, string>;
}

export const SHEET_TEXTS: Record<Language, SheetTexts> = {
  en: {
    learners: 'Learners',
    courses: 'Courses',
    detail: 'Lessons',
    name: 'Name',
    email: 'Email',
    type: 'Type',
    master: 'Distributor',
    course: 'Course',
    lesson: 'Lesson',
    progress: 'Progress (%)',
    state: 'Status',
    attempts: 'Exam attempts',
    bestScore: 'Best score (%)',
    certifiedAt: 'Certified on',
    lastActivity: 'Last activity',
    coursesDone: 'Courses completed',
    completedOn: 'Completed on',
    states: { in_progress: 'In progress', completed: 'Completed', certified: 'Certified' },
  },
  pt: {
    learners: 'Alunos',
    courses: 'Cursos',
    detail: 'Aulas',
    name: 'Nome',
    email: 'E-mail',
    type: 'Tipo',
    master: 'Distribuidor',
    course: 'Curso',
    lesson: 'Aula',
    progress: 'Progresso (%)',
    state: 'Situação',
    attempts: 'Tentativas de prova',
    bestScore: 'Melhor nota (%)',
    certifiedAt: 'Certificado em',
    lastActivity: 'Última atividade',
    coursesDone: 'Cursos concluídos',
    completedOn: 'Concluída em',
    states: { in_progress: 'Em andamento', completed: 'Concluído', certified: 'Certificado' },
  },
  es: {
    learners: 'Alumnos',
    courses: 'Cursos',
    detail: 'Lecciones',
    name: 'Nombre',
    email: 'Correo electrónico',
    type: 'Tipo',
    master: 'Distribuidor',
    course: 'Curso',
    lesson: 'Lección',
    progress: 'Progreso (%)',
    state: 'Estado',
    attempts: 'Intentos de examen',
    bestScore: 'Mejor nota (%)',
    certifiedAt: 'Certificado el',
    lastActivity: 'Última actividad',
    coursesDone: 'Cursos completados',
    completedOn: 'Completada el',
    states: { in_progress: 'En curso', completed: 'Completado', certified: 'Certificado' },
  },
};

import type { Language, ReportLearnerState, ReportPackageState } from '@academy/domain';

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
  /** the sheet of a learner's package lessons */
  packageLessons: string;
  /** a package lesson's attempts, best score and time spent, in hours, minutes and seconds */
  packageAttempts: string;
  packageScore: string;
  time: string;
  packageStates: Record<ReportPackageState, string>;
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
    packageLessons: 'SCORM and cmi5 lessons',
    packageAttempts: 'Attempts',
    packageScore: 'Best score (%)',
    time: 'Time (h:mm:ss)',
    packageStates: {
      not_started: 'Not started',
      in_progress: 'In progress',
      completed: 'Completed',
      passed: 'Passed',
      failed: 'Not passed',
    },
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
    packageLessons: 'Aulas SCORM e cmi5',
    packageAttempts: 'Tentativas',
    packageScore: 'Melhor nota (%)',
    time: 'Tempo (h:mm:ss)',
    packageStates: {
      not_started: 'Não iniciado',
      in_progress: 'Em andamento',
      completed: 'Concluído',
      passed: 'Aprovado',
      failed: 'Não aprovado',
    },
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
    packageLessons: 'Lecciones SCORM y cmi5',
    packageAttempts: 'Intentos',
    packageScore: 'Mejor nota (%)',
    time: 'Tiempo (h:mm:ss)',
    packageStates: {
      not_started: 'No iniciado',
      in_progress: 'En curso',
      completed: 'Completado',
      passed: 'Aprobado',
      failed: 'No aprobado',
    },
  },
};

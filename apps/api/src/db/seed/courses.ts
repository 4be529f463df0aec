import type { Language } from '@academy/domain';
import { newId } from '../../lib/ids.js';
import type { Storage } from '../../lib/storage.js';
import { recordFile } from '../../lib/stored-files.js';
import type { Db } from '../client.js';
import type { Localized } from '../schema/columns.js';
import { answers, courses, type LocalizedFile, lessons, modules, questions } from '../schema/index.js';
import { samplePdf } from './sample-pdf.js';

const t = (en: string, pt: string, es: string): Localized => ({ en, pt, es });
const LANGS: Language[] = ['en', 'pt', 'es'];
/** The same hosted video for every language. */
const video = (url: string): LocalizedFile => ({ en: url, pt: url, es: url });
const BIG_BUCK_BUNNY = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const SINTEL = 'https://www.youtube.com/watch?v=eRsGyueVLvQ';
const VIMEO_DEMO = 'https://vimeo.com/1084537';

interface QuestionDef {
  type: 'single' | 'multiple';
  title: Localized;
  answers: [text: Localized, correct: boolean][];
}

const NETWORK_EXAM: QuestionDef[] = [
  {
    type: 'single',
    title: t(
      'Which device forwards packets between different networks?',
      'Qual dispositivo encaminha pacotes entre redes diferentes?',
      '¿Qué dispositivo reenvía paquetes entre redes diferentes?',
    ),
    answers: [
      [t('Router', 'Roteador', 'Enrutador'), true],
      [t('Switch', 'Switch', 'Conmutador'), false],
      [t('Hub', 'Hub', 'Concentrador'), false],
    ],
  },
  {
    type: 'multiple',
    title: t(
      'Which of these are private IPv4 ranges?',
      'Quais destas são faixas IPv4 privadas?',
      '¿Cuáles de estos son rangos IPv4 privados?',
    ),
    answers: [
      [t('10.0.0.0/8', '10.0.0.0/8', '10.0.0.0/8'), true],
      [t('192.168.0.0/16', '192.168.0.0/16', '192.168.0.0/16'), true],
      [t('8.8.8.0/24', '8.8.8.0/24', '8.8.8.0/24'), false],
    ],
  },
  {
    type: 'single',
    title: t('What does DHCP do?', 'O que o DHCP faz?', '¿Qué hace DHCP?'),
    answers: [
      [
        t(
          'Assigns IP addresses automatically',
          'Atribui endereços IP automaticamente',
          'Asigna direcciones IP automáticamente',
        ),
        true,
      ],
      [
        t('Translates names to addresses', 'Traduz nomes em endereços', 'Traduce nombres a direcciones'),
        false,
      ],
      [t('Encrypts the traffic', 'Criptografa o tráfego', 'Cifra el tráfico'), false],
    ],
  },
];

const WIFI_EXAM: QuestionDef[] = [
  {
    type: 'single',
    title: t(
      'Which band offers more non-overlapping channels?',
      'Qual banda oferece mais canais sem sobreposição?',
      '¿Qué banda ofrece más canales sin superposición?',
    ),
    answers: [
      [t('5 GHz', '5 GHz', '5 GHz'), true],
      [t('2.4 GHz', '2,4 GHz', '2,4 GHz'), false],
      [t('900 MHz', '900 MHz', '900 MHz'), false],
    ],
  },
  {
    type: 'multiple',
    title: t(
      'Which of these reduce interference?',
      'Quais destas ações reduzem a interferência?',
      '¿Cuáles de estas acciones reducen la interferencia?',
    ),
    answers: [
      [
        t('Using non-overlapping channels', 'Usar canais sem sobreposição', 'Usar canales sin superposición'),
        true,
      ],
      [
        t(
          'Tuning the transmit power',
          'Ajustar a potência de transmissão',
          'Ajustar la potencia de transmisión',
        ),
        true,
      ],
      [
        t(
          'Mounting access points next to microwave ovens',
          'Instalar pontos de acesso ao lado de micro-ondas',
          'Instalar puntos de acceso junto a hornos de microondas',
        ),
        false,
      ],
    ],
  },
  {
    type: 'single',
    title: t(
      'What does a site survey measure first?',
      'O que uma vistoria de site mede primeiro?',
      '¿Qué mide primero un estudio de sitio?',
    ),
    answers: [
      [t('Signal coverage', 'A cobertura do sinal', 'La cobertura de la señal'), true],
      [t('The colour of the cables', 'A cor dos cabos', 'El color de los cables'), false],
      [t('The number of desks', 'O número de mesas', 'La cantidad de escritorios'), false],
    ],
  },
];

/** Question and answer rows of an exam lesson, in the order given. */
function examRows(lessonId: string, defs: QuestionDef[]) {
  const questionRows: (typeof questions.$inferInsert)[] = [];
  const answerRows: (typeof answers.$inferInsert)[] = [];
  defs.forEach((def, position) => {
    const questionId = newId();
    questionRows.push({ id: questionId, lessonId, type: def.type, title: def.title, position });
    def.answers.forEach(([text, isCorrect], answerPosition) => {
      answerRows.push({ id: newId(), questionId, text, isCorrect, position: answerPosition });
    });
  });
  return { questionRows, answerRows };
}

/**
 * One small PDF per language, stored like an upload of `type` (a pdf lesson's file or a lesson
 * material: the lesson save checks each reference's type); returns their URLs by language.
 */
async function storePdfs(
  db: Db,
  storage: Storage,
  ownerId: string,
  type: 'module_pdf' | 'module_material',
  slug: string,
  title: Localized,
  line: Localized,
): Promise<LocalizedFile> {
  const urls: LocalizedFile = {};
  for (const lang of LANGS) {
    const bytes = samplePdf(title[lang], line[lang]);
    const stored = await recordFile(db, storage, {
      ownerId,
      type,
      mime: 'application/pdf',
      ext: 'pdf',
      size: bytes.length,
      name: `${slug}-${lang}.pdf`,
      bytes,
    });
    urls[lang] = stored.url;
  }
  return urls;
}

/**
 * Two published courses open to everyone, in three languages: a linear one (video, pdf, exam)
 * and a modular one whose last module is optional and holds the AX-200 product tour, a SCORM
 * package per language (`productTour`, the packages' ids). Returns their ids in display order.
 */
export async function seedCourses(
  db: Db,
  storage: Storage,
  owner: { adminId: string; trainingTypeId: number; productTour: LocalizedFile },
): Promise<string[]> {
  const course = (
    position: number,
    structure: 'linear' | 'modular',
    title: Localized,
    description: Localized,
  ) => ({
    id: newId(),
    title,
    description,
    structure,
    status: 'published' as const,
    audience: 'all' as const,
    position,
    trainingTypeId: owner.trainingTypeId,
    createdBy: owner.adminId,
  });
  // a certificate of the entry course lasts six months, so the demo has some ending and some ended
  const linear = course(
    0,
    'linear',
    t('Networking Fundamentals', 'Fundamentos de Redes', 'Fundamentos de Redes'),
    t(
      'Routers, switches and IP addressing for partners starting out.',
      'Roteadores, switches e endereçamento IP para parceiros iniciantes.',
      'Enrutadores, conmutadores y direccionamiento IP para socios que comienzan.',
    ),
  );
  const modular = course(
    1,
    'modular',
    t('Wi-Fi Deployment', 'Implantação de Wi-Fi', 'Despliegue de Wi-Fi'),
    t(
      'Plan, install and tune a wireless network.',
      'Planeje, instale e ajuste uma rede sem fio.',
      'Planifique, instale y ajuste una red inalámbrica.',
    ),
  );
  await db.insert(courses).values([
    { ...linear, certificateValidityMonths: 6 },
    // a year, renewed by taking the installation again in the 30 days before it ends
    { ...modular, certificateValidityMonths: 12, renewalWindowDays: 30 },
  ]);

  const handbook = await storePdfs(
    db,
    storage,
    owner.adminId,
    'module_pdf',
    'network-handbook',
    t('Network handbook', 'Manual de redes', 'Manual de redes'),
    t(
      'The basics of routing and switching.',
      'O básico de roteamento e comutação.',
      'Lo básico del enrutamiento y la conmutación.',
    ),
  );
  const checklist = await storePdfs(
    db,
    storage,
    owner.adminId,
    'module_pdf',
    'site-survey-checklist',
    t('Site survey checklist', 'Checklist de vistoria', 'Lista de verificación del sitio'),
    t(
      'Walk the site, measure the signal, note the obstacles.',
      'Percorra o local, meça o sinal, anote os obstáculos.',
      'Recorra el sitio, mida la señal, anote los obstáculos.',
    ),
  );

  const planning = {
    id: newId(),
    courseId: modular.id,
    position: 0,
    title: t('Planning', 'Planejamento', 'Planificación'),
  };
  const installation = {
    id: newId(),
    courseId: modular.id,
    position: 1,
    title: t('Installation', 'Instalação', 'Instalación'),
    renewalPart: true,
  };
  const extras = {
    id: newId(),
    courseId: modular.id,
    position: 2,
    title: t('Going further', 'Indo além', 'Ir más allá'),
    isOptional: true,
  };
  await db.insert(modules).values([planning, installation, extras]);

  const linearExamId = newId();
  const wifiExamId = newId();
  const slides = {
    title: t('Slides', 'Slides', 'Diapositivas'),
    files: await storePdfs(
      db,
      storage,
      owner.adminId,
      'module_material',
      'networking-slides',
      t('Networking slides', 'Slides de redes', 'Diapositivas de redes'),
      t(
        'Routers join networks; switches join devices.',
        'Roteadores unem redes; switches unem dispositivos.',
        'Los enrutadores unen redes; los conmutadores unen dispositivos.',
      ),
    ),
  };
  await db.insert(lessons).values([
    {
      id: newId(),
      courseId: linear.id,
      kind: 'video',
      position: 0,
      title: t('Welcome to networking', 'Introdução às redes', 'Introducción a las redes'),
      content: { video: video(BIG_BUCK_BUNNY) },
      materials: [slides],
    },
    {
      id: newId(),
      courseId: linear.id,
      kind: 'pdf',
      position: 1,
      title: t('Network handbook', 'Manual de redes', 'Manual de redes'),
      content: { pdf: handbook },
    },
    {
      id: linearExamId,
      courseId: linear.id,
      kind: 'exam',
      position: 2,
      title: t('Final exam', 'Prova final', 'Examen final'),
      minQuestions: 2,
      generateCertificate: true,
    },
    {
      id: newId(),
      courseId: modular.id,
      moduleId: planning.id,
      kind: 'video',
      position: 0,
      title: t('Planning the coverage', 'Planejando a cobertura', 'Planificando la cobertura'),
      content: { video: video(SINTEL) },
    },
    {
      id: newId(),
      courseId: modular.id,
      moduleId: planning.id,
      kind: 'pdf',
      position: 1,
      title: t('Site survey checklist', 'Checklist de vistoria', 'Lista de verificación del sitio'),
      content: { pdf: checklist },
    },
    {
      id: newId(),
      courseId: modular.id,
      moduleId: installation.id,
      kind: 'video',
      position: 0,
      title: t('Mounting access points', 'Instalando pontos de acesso', 'Montaje de puntos de acceso'),
      content: { video: video(VIMEO_DEMO) },
    },
    {
      id: wifiExamId,
      courseId: modular.id,
      moduleId: installation.id,
      kind: 'exam',
      position: 1,
      title: t('Installation exam', 'Prova de instalação', 'Examen de instalación'),
      minQuestions: 2,
      generateCertificate: true,
    },
    {
      id: newId(),
      courseId: modular.id,
      moduleId: extras.id,
      kind: 'video',
      position: 0,
      title: t('Tuning for crowded rooms', 'Ajustes para salas lotadas', 'Ajustes para salas concurridas'),
      content: { video: video(BIG_BUCK_BUNNY) },
    },
    {
      id: newId(),
      courseId: modular.id,
      moduleId: extras.id,
      kind: 'package',
      position: 1,
      title: t('AX-200 product tour', 'Tour do produto AX-200', 'Recorrido por el producto AX-200'),
      content: { package: owner.productTour },
    },
  ]);

  const exams = [examRows(linearExamId, NETWORK_EXAM), examRows(wifiExamId, WIFI_EXAM)];
  await db.insert(questions).values(exams.flatMap((exam) => exam.questionRows));
  await db.insert(answers).values(exams.flatMap((exam) => exam.answerRows));
  return [linear.id, modular.id];
}

import { importTemplate } from '@academy/domain';

/** The file offered to start from: the header line and one example person. */
export const TEMPLATE_FILE_NAME = 'people-import.csv';

export const templateHref = (example: { distributor: string; team: string }) =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(
    importTemplate({
      name: 'Maria Silva',
      email: 'maria.silva@example.com',
      type: 'student',
      country: 'Brazil',
      state: 'SP',
      language: 'pt',
      ...example,
    }),
  )}`;

import { Alert, Skeleton } from '@mui/material';
import { lazy, Suspense, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FullscreenMedia } from '../../../components/FullscreenMedia';
import type { ProgressReporter } from '../players/useProgressReporter';
import { toProgress } from '../players/watch-tracker';

// pdf.js is large: only pdf lessons load it
const PdfViewer = lazy(() =>
  import('../players/PdfViewer').then((module) => ({ default: module.PdfViewer })),
);

/** The lesson's pdf, which may go full screen; progress is the share of its pages that were shown. */
export function PdfLesson({
  url,
  title,
  reporter,
}: {
  url: string | undefined;
  title: string;
  reporter: ProgressReporter;
}) {
  const { t } = useTranslation();
  const seen = useRef(new Set<number>());
  const onPageShown = useCallback(
    (page: number, pages: number) => {
      seen.current.add(page);
      reporter.report(toProgress((seen.current.size / pages) * 100), {
        pages: [...seen.current].sort((a, b) => a - b),
        pagesTotal: pages,
      });
    },
    [reporter],
  );
  if (!url) return <Alert severity="info">{t('courses.lesson.noContent')}</Alert>;
  return (
    <FullscreenMedia>
      <Suspense fallback={<Skeleton variant="rounded" height={420} />}>
        <PdfViewer url={url} title={title} onPageShown={onPageShown} />
      </Suspense>
    </FullscreenMedia>
  );
}

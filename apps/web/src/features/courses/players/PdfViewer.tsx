import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, IconButton, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

GlobalWorkerOptions.workerSrc = workerUrl;

/** A page is never drawn larger than this (a small pdf on a wide screen). */
const MAX_SCALE = 2;
/** A page fits this share of the window's height, so it is seen whole (but never below MIN_HEIGHT). */
const WINDOW_SHARE = 0.85;
const MIN_HEIGHT = 480;

export interface PdfViewerProps {
  url: string;
  /** the document's title, for screen readers */
  title: string;
  /** a page was drawn on screen */
  onPageShown(page: number, pages: number): void;
}

/** The width available to the page, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Opens the document; `null` while loading, `'failed'` when it cannot be read. */
function usePdfDocument(url: string) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | 'failed' | null>(null);
  useEffect(() => {
    setPdf(null);
    // no eval: the server's CSP forbids it
    const task = getDocument({ url, isEvalSupported: false });
    task.promise.then(setPdf, () => setPdf('failed'));
    return () => void task.destroy();
  }, [url]);
  return pdf;
}

/**
 * A pdf drawn page by page with pdf.js, with previous/next buttons and the page number.
 * The file itself can also be opened (a screen reader cannot read the drawn page).
 */
export function PdfViewer({ url, title, onPageShown }: PdfViewerProps) {
  const { t } = useTranslation();
  const pdf = usePdfDocument(url);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { ref: area, width } = useWidth();
  const shown = useRef(onPageShown);
  shown.current = onPageShown;

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || pdf === 'failed' || !target || width === 0) return;
    let cancelled = false;
    let task: RenderTask | undefined;
    setDrawn(false);
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: 1 });
        const height = Math.max(window.innerHeight * WINDOW_SHARE, MIN_HEIGHT);
        const scale = Math.min(width / natural.width, height / natural.height, MAX_SCALE);
        const viewport = pdfPage.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${Math.floor(viewport.width)}px`;
        target.style.height = `${Math.floor(viewport.height)}px`;
        task = pdfPage.render({ canvas: target, viewport, transform: [ratio, 0, 0, ratio, 0, 0] });
        return task.promise.then(() => {
          if (cancelled) return;
          setDrawn(true);
          shown.current(page, pdf.numPages);
        });
      })
      .catch((error: unknown) => {
        // a render cancelled by the next one (a resize, a page turn) is no failure
        if (!cancelled && (error as Error | null)?.name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, width]);

  const pages = pdf && pdf !== 'failed' ? pdf.numPages : 0;
  const openFile = (
    <Link
      href={url}
      target="_blank"
      rel="noopener"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      {t('courses.pdf.open')}
      <OpenInNewIcon fontSize="small" aria-hidden />
    </Link>
  );

  if (pdf === 'failed' || failed)
    return (
      <Alert severity="error" action={openFile}>
        {t('courses.pdf.failed')}
      </Alert>
    );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <IconButton
            onClick={() => setPage((current) => current - 1)}
            disabled={page <= 1}
            aria-label={t('courses.pdf.previous')}
          >
            <NavigateBeforeIcon />
          </IconButton>
          <Typography aria-live="polite" sx={{ minWidth: 110, textAlign: 'center' }}>
            {pages ? t('courses.pdf.page', { page, pages }) : t('common.loading')}
          </Typography>
          <IconButton
            onClick={() => setPage((current) => current + 1)}
            disabled={page >= pages}
            aria-label={t('courses.pdf.next')}
          >
            <NavigateNextIcon />
          </IconButton>
        </Stack>
        {openFile}
      </Stack>
      <Box
        ref={area}
        sx={{ position: 'relative', display: 'flex', justifyContent: 'center', minHeight: drawn ? 0 : 360 }}
      >
        {!drawn && <Skeleton variant="rectangular" width="100%" height={360} sx={{ position: 'absolute' }} />}
        <canvas
          ref={canvas}
          role="img"
          aria-label={pages ? t('courses.pdf.pageOf', { title, page, pages }) : title}
          // a shadow shows the page's edges on the white paper
          style={{ maxWidth: '100%', boxShadow: '0 1px 4px rgba(0, 0, 0, 0.3)' }}
        />
      </Box>
    </Paper>
  );
}

import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COURSE_PAGE_SIZE } from '../api';

/** Page links under a list of `total` items, 10 a page; nothing when it all fits on one page. */
export function ListPagination({
  total,
  page,
  onPage,
}: {
  total: number;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / COURSE_PAGE_SIZE);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_event, next) => onPage(next)}
      siblingCount={0}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      aria-label={t('courses.pagination.label')}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? t(selected ? 'courses.pagination.current' : 'courses.pagination.page', { page: item ?? 0 })
          : t(`courses.pagination.${type}`)
      }
    />
  );
}

import { Pagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Page links under a list of `total` items, `pageSize` a page; nothing when it all fits on one page. */
export function ListPagination({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      count={pages}
      page={Math.min(page, pages)}
      onChange={(_event, next) => onPage(next)}
      siblingCount={0}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      aria-label={t('common.pagination.label')}
      getItemAriaLabel={(type, item, selected) =>
        type === 'page'
          ? t(selected ? 'common.pagination.current' : 'common.pagination.page', { page: item ?? 0 })
          : t(`common.pagination.${type}`)
      }
    />
  );
}

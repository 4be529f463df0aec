import SchoolIcon from '@mui/icons-material/School';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box } from '@mui/material';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { ListPagination } from '../../../components/ListPagination';
import { LoadError } from '../../../components/LoadError';
import { useSession } from '../../../lib/session';
import { COURSE_PAGE_SIZE, type CourseListTab, useCourseList } from '../api';
import { CourseCard, CourseCardSkeleton } from './CourseCard';

/** One column on a phone, two on a tablet, three on a desktop. */
function CardGrid({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box
      component="ul"
      aria-busy={busy}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        '& > li': { minWidth: 0 },
      }}
    >
      {children}
    </Box>
  );
}

interface CourseGridProps {
  tab: CourseListTab;
  search: string;
  page: number;
  onPage(page: number): void;
}

/**
 * A page of the course list of one tab, with its loading, empty and error states; a course the
 * learner was assigned says when it is due.
 */
export function CourseGrid({ tab, search, page, onPage }: CourseGridProps) {
  const { t } = useTranslation();
  const isAdmin = useSession().user?.type === 'admin';
  // a page of cards is drawn as a transition, in slices, not in the query's own blocking render
  const list = useDeferredValue(useCourseList({ tab, search, page }));

  if (list.isPending)
    return (
      <CardGrid busy>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index}>
            <CourseCardSkeleton />
          </li>
        ))}
      </CardGrid>
    );
  if (list.isError && !list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;

  const { items, total } = list.data;
  if (items.length === 0) {
    if (search)
      return (
        <EmptyState
          icon={<SearchOffIcon />}
          title={t('courses.empty.search.title', { search })}
          hint={t('courses.empty.search.hint')}
        />
      );
    return (
      <EmptyState
        icon={<SchoolIcon />}
        title={t(`courses.empty.${tab}.title`)}
        hint={t(`courses.empty.${tab}.hint`)}
      />
    );
  }
  return (
    <>
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <CardGrid busy={list.isPlaceholderData}>
        {items.map((course) => (
          <li key={course._id}>
            <CourseCard course={course} showStatus={isAdmin} />
          </li>
        ))}
      </CardGrid>
      <ListPagination total={total} pageSize={COURSE_PAGE_SIZE} page={page} onPage={onPage} />
    </>
  );
}

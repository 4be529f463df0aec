import { type CourseDetail, positionsByIndex, reorder } from '@academy/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { courseKeys } from '../../lib/course-queries';
import { useApiErrorMessage, useSnackbar } from '../../lib/feedback';
import { type OrderTarget, useSaveOrder } from './api';

type CourseOrderTarget = Exclude<OrderTarget, { kind: 'courses' }>;

/** `items` sorted as `ids` lists them. */
const sortedAs = <T extends { _id: string }>(items: readonly T[], ids: readonly string[]) =>
  [...items].sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id));

/** The course with the target's modules or lessons in the new order. */
function arrange(course: CourseDetail, target: CourseOrderTarget, ids: readonly string[]): CourseDetail {
  if (target.kind === 'modules') return { ...course, modules: sortedAs(course.modules, ids) };
  if (target.moduleId === null) return { ...course, lessons: sortedAs(course.lessons, ids) };
  return {
    ...course,
    modules: course.modules.map((module) =>
      module._id === target.moduleId ? { ...module, lessons: sortedAs(module.lessons, ids) } : module,
    ),
  };
}

/**
 * Moves a module or lesson of a course: the page shows the new order at once, then it is saved
 * by index (spec section 4). After the save, or its failure, the course is read again.
 */
export function useCourseReorder(courseId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saveOrder = useSaveOrder();
  const { show } = useSnackbar();
  const errorMessage = useApiErrorMessage();
  return (target: CourseOrderTarget, ids: readonly string[], from: number, to: number) => {
    const next = reorder(ids, from, to);
    // a read still on its way would bring back the old order
    void queryClient.cancelQueries({ queryKey: courseKeys.detail(courseId) });
    queryClient.setQueryData<CourseDetail>(courseKeys.detail(courseId), (course) =>
      course ? arrange(course, target, next) : course,
    );
    saveOrder.mutate(
      { target, entries: positionsByIndex(next) },
      {
        onSuccess: () => show(t('courseEditor.reorder.saved')),
        onError: (error) => show(errorMessage(error), 'error'),
      },
    );
  };
}

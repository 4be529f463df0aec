import type { CourseDetail, LessonView } from '@academy/domain';
import { describe, expect, it } from 'vitest';
import { lessonViewPath, placeOf } from './lesson-paths';

const lesson = (id: string, moduleId: string | null) => ({ _id: id, moduleId }) as LessonView;
const course = {
  _id: 'c',
  modules: [
    { _id: 'm1', lessons: [lesson('a', 'm1'), lesson('b', 'm1')] },
    { _id: 'm2', lessons: [lesson('c', 'm2')] },
  ],
  lessons: [],
} as unknown as CourseDetail;

describe('lessonViewPath', () => {
  it('when the lesson is in a module, the path names the module', () => {
    expect(lessonViewPath('c', lesson('a', 'm1'))).toBe('/course/c/module/m1/lesson/view/a');
  });

  it('when the lesson is loose (linear course), the path has no module', () => {
    expect(lessonViewPath('c', lesson('a', null))).toBe('/course/c/lesson/view/a');
  });

  it('when shown without chrome, the path is under /clear-content', () => {
    expect(lessonViewPath('c', lesson('a', null), true)).toBe('/clear-content/course/c/lesson/view/a');
  });
});

describe('placeOf', () => {
  it('when the lesson ends a module, the next one is the first of the next module', () => {
    const place = placeOf(course, 'b');
    expect(place?.module?._id).toBe('m1');
    expect(place?.previous?._id).toBe('a');
    expect(place?.next?._id).toBe('c');
  });

  it('when the lesson is the first or the last, it has no previous or next', () => {
    expect(placeOf(course, 'a')?.previous).toBeUndefined();
    expect(placeOf(course, 'c')?.next).toBeUndefined();
  });

  it('when the lesson is not in the course, gives undefined', () => {
    expect(placeOf(course, 'zz')).toBeUndefined();
  });
});

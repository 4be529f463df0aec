import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPLETION_THRESHOLD,
  type CourseProgressStructure,
  courseProgress,
  isComplete,
  type LessonProgressNode,
  lessonLocks,
  type ModuleProgressNode,
  moduleProgress,
} from './progress.js';

const lesson = (id: string, progress: number, isOptional = false): LessonProgressNode => ({
  id,
  progress,
  isOptional,
});

const progressValue = fc.oneof(
  fc.double({ min: -50, max: 150, noNaN: true }),
  fc.constantFrom(0, 99.4, 99.5, 100),
);
const lessonArb = fc.record({
  id: fc.uuid(),
  progress: progressValue,
  isOptional: fc.boolean(),
});
const moduleArb = fc.record({
  id: fc.uuid(),
  isOptional: fc.boolean(),
  lessons: fc.array(lessonArb, { maxLength: 6 }),
});
const structureArb: fc.Arbitrary<CourseProgressStructure> = fc.oneof(
  fc.record({
    structure: fc.constant('linear' as const),
    lessons: fc.array(lessonArb, { maxLength: 12 }),
    modules: fc.constant([] as ModuleProgressNode[]),
  }),
  fc.record({
    structure: fc.constant('modular' as const),
    lessons: fc.constant([] as LessonProgressNode[]),
    modules: fc.array(moduleArb, { maxLength: 5 }),
  }),
);

/** Every lesson of a structure with a way to rebuild the structure after changing it. */
function mapLessons(
  structure: CourseProgressStructure,
  change: (lesson: LessonProgressNode, index: number) => LessonProgressNode,
): CourseProgressStructure {
  let index = 0;
  const next = (item: LessonProgressNode) => change(item, index++);
  return {
    ...structure,
    lessons: structure.lessons.map(next),
    modules: structure.modules.map((module) => ({ ...module, lessons: module.lessons.map(next) })),
  };
}
const lessonCount = (s: CourseProgressStructure) =>
  s.lessons.length + s.modules.reduce((n, module) => n + module.lessons.length, 0);

describe('course progress', () => {
  it('averages the required lessons to one decimal', () => {
    const linear = {
      structure: 'linear' as const,
      modules: [],
      lessons: [lesson('a', 100), lesson('b', 33)],
    };
    expect(courseProgress(linear)).toBe(66.5);
    const thirds = { ...linear, lessons: [lesson('a', 100), lesson('b', 0), lesson('c', 0)] };
    expect(courseProgress(thirds)).toBe(33.3);
  });

  it('ignores optional lessons and every lesson of an optional module', () => {
    const modular: CourseProgressStructure = {
      structure: 'modular',
      lessons: [],
      modules: [
        { id: 'm1', isOptional: false, lessons: [lesson('a', 50), lesson('b', 0, true)] },
        { id: 'm2', isOptional: true, lessons: [lesson('c', 0)] },
        { id: 'm3', isOptional: false, lessons: [lesson('d', 100)] },
      ],
    };
    expect(courseProgress(modular)).toBe(75);
  });

  it('is 0 with no items or no progress', () => {
    expect(courseProgress({ lessons: [], modules: [] })).toBe(0);
    expect(courseProgress({ lessons: [lesson('a', 0, true)], modules: [] })).toBe(0);
    expect(courseProgress({ lessons: [lesson('a', 0), lesson('b', 0)], modules: [] })).toBe(0);
  });

  it('stays within 0..100 whatever the lessons report', () => {
    fc.assert(
      fc.property(structureArb, (structure) => {
        const value = courseProgress(structure);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(Math.round(value * 10) / 10).toBe(value);
      }),
    );
  });

  it('never changes when only optional items change', () => {
    fc.assert(
      fc.property(structureArb, fc.array(progressValue, { minLength: 40, maxLength: 40 }), (s, values) => {
        const isIgnored = (item: LessonProgressNode, inOptionalModule: boolean) =>
          item.isOptional || inOptionalModule;
        const changed = {
          ...s,
          lessons: s.lessons.map((item, i) =>
            isIgnored(item, false) ? { ...item, progress: values[i % 40] ?? 0 } : item,
          ),
          modules: s.modules.map((module, m) => ({
            ...module,
            lessons: module.lessons.map((item, i) =>
              isIgnored(item, module.isOptional)
                ? { ...item, progress: values[(m * 7 + i) % 40] ?? 0 }
                : item,
            ),
          })),
        };
        expect(courseProgress(changed)).toBe(courseProgress(s));
      }),
    );
  });

  it('is 100 when every lesson is at 100', () => {
    fc.assert(
      fc.property(structureArb, (s) => {
        const done = mapLessons(s, (item) => ({ ...item, progress: 100 }));
        const hasRequired =
          s.lessons.some((item) => !item.isOptional) ||
          s.modules.some((module) => !module.isOptional && module.lessons.some((item) => !item.isOptional));
        expect(courseProgress(done)).toBe(hasRequired ? 100 : 0);
      }),
    );
  });

  it('never goes down when one lesson goes up', () => {
    fc.assert(
      fc.property(structureArb, fc.nat(), fc.double({ min: 0, max: 200, noNaN: true }), (s, pick, raise) => {
        fc.pre(lessonCount(s) > 0);
        const target = pick % lessonCount(s);
        const raised = mapLessons(s, (item, index) =>
          index === target ? { ...item, progress: item.progress + raise } : item,
        );
        expect(courseProgress(raised)).toBeGreaterThanOrEqual(courseProgress(s));
      }),
    );
  });
});

describe('module progress', () => {
  it('averages its required lessons, one decimal', () => {
    const module = {
      id: 'm',
      isOptional: true,
      lessons: [lesson('a', 20), lesson('b', 25), lesson('c', 0, true)],
    };
    expect(moduleProgress(module)).toBe(22.5);
    expect(moduleProgress({ id: 'm', isOptional: false, lessons: [] })).toBe(0);
  });
});

describe('completion', () => {
  it('is reached at 99.5 and not below', () => {
    expect(COMPLETION_THRESHOLD).toBe(99.5);
    expect(isComplete(99.5)).toBe(true);
    expect(isComplete(99.49)).toBe(false);
    expect(isComplete(100)).toBe(true);
  });
});

describe('lesson locks', () => {
  it('in a linear course, opens a lesson once every earlier required lesson is complete', () => {
    const locks = lessonLocks({
      structure: 'linear',
      modules: [],
      lessons: [lesson('a', 99.5), lesson('b', 10, true), lesson('c', 40), lesson('d', 100)],
    });
    expect(locks).toEqual({ a: false, b: false, c: false, d: true });
  });

  it('in a modular course, leaves every lesson open', () => {
    fc.assert(
      fc.property(fc.array(moduleArb, { maxLength: 5 }), (modules) => {
        const locks = lessonLocks({ structure: 'modular', lessons: [], modules });
        expect(Object.values(locks).every((locked) => !locked)).toBe(true);
      }),
    );
  });

  it('in a linear course, never locks the first lesson and locks all after an incomplete required one', () => {
    fc.assert(
      fc.property(fc.array(lessonArb, { minLength: 1, maxLength: 12 }), (lessons) => {
        fc.pre(new Set(lessons.map((item) => item.id)).size === lessons.length);
        const locks = lessonLocks({ structure: 'linear', modules: [], lessons });
        expect(locks[lessons[0]?.id ?? '']).toBe(false);
        const blocker = lessons.findIndex((item) => !item.isOptional && !isComplete(item.progress));
        lessons.forEach((item, index) => {
          expect(locks[item.id]).toBe(blocker >= 0 && index > blocker);
        });
      }),
    );
  });
});

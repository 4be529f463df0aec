import { describe, expect, it } from 'vitest';
import { examRequirementsMet } from './exam-requirements.js';
import type { CourseProgressStructure, LessonProgressNode } from './progress.js';

const lesson = (id: string, progress: number, isOptional = false): LessonProgressNode => ({
  id,
  progress,
  isOptional,
});

const linear = (lessons: LessonProgressNode[]): CourseProgressStructure => ({
  structure: 'linear',
  lessons,
  modules: [],
});

const modular = (
  modules: { id: string; isOptional?: boolean; lessons: LessonProgressNode[] }[],
): CourseProgressStructure => ({
  structure: 'modular',
  lessons: [],
  modules: modules.map((module) => ({ isOptional: false, ...module })),
});

describe('examRequirementsMet', () => {
  it('in a linear course asks every earlier required lesson to be complete', () => {
    expect(examRequirementsMet(linear([lesson('a', 100), lesson('exam', 0)]), 'exam')).toBe(true);
    expect(examRequirementsMet(linear([lesson('a', 99), lesson('exam', 0)]), 'exam')).toBe(false);
    expect(examRequirementsMet(linear([lesson('a', 0, true), lesson('exam', 0)]), 'exam')).toBe(true);
    // later lessons do not count
    expect(examRequirementsMet(linear([lesson('exam', 0), lesson('b', 0)]), 'exam')).toBe(true);
  });

  it('in a modular course asks every earlier required module and the earlier lessons of its own', () => {
    const course = (first: number, own: number, optionalFirst = false) =>
      modular([
        { id: 'm1', isOptional: optionalFirst, lessons: [lesson('a', first)] },
        { id: 'm2', lessons: [lesson('b', own), lesson('exam', 0), lesson('c', 0)] },
      ]);
    expect(examRequirementsMet(course(100, 100), 'exam')).toBe(true);
    expect(examRequirementsMet(course(0, 100), 'exam')).toBe(false);
    expect(examRequirementsMet(course(100, 0), 'exam')).toBe(false);
    expect(examRequirementsMet(course(0, 0), 'exam')).toBe(false);
    expect(examRequirementsMet(course(0, 100, true), 'exam')).toBe(true);
  });

  it('holds back an exam the course does not hold', () => {
    expect(examRequirementsMet(linear([lesson('a', 100)]), 'exam')).toBe(false);
  });
});

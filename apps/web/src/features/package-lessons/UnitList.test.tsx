import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render';
import { UnitList } from './UnitList';

const units = [
  { id: 'intro', title: 'Welcome', launch: 'intro/index.html' },
  { id: 'switches', title: 'Switches', launch: 'switches/index.html' },
  { id: 'quiz', title: 'Final quiz', launch: 'quiz/index.html' },
];

describe("a package's table of contents", () => {
  it('lists the units in order, the one shown marked as current', async () => {
    await renderInApp(<UnitList units={units} currentId="switches" onChoose={vi.fn()} />);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents).toBeVisible();
    const items = screen.getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['1. Welcome', '2. Switches', '3. Final quiz']);
    expect(screen.getByRole('button', { name: '2. Switches' })).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('button', { name: '1. Welcome' })).not.toHaveAttribute('aria-current');
  });

  it('is used by keyboard: Tab reaches a unit and Enter opens it; the current one opens nothing', async () => {
    const onChoose = vi.fn();
    const { user } = await renderInApp(<UnitList units={units} currentId="intro" onChoose={onChoose} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '1. Welcome' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).not.toHaveBeenCalled();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '3. Final quiz' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith('quiz');
  });

  it('is named in Spanish for a Spanish reader', async () => {
    await renderInApp(<UnitList units={units} currentId="intro" onChoose={vi.fn()} />, { language: 'es' });
    expect(screen.getByRole('navigation', { name: 'Contenido' })).toBeVisible();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { StatusChip, type StatusChipProps } from './StatusChip';

/** The chip's colour, as MUI names it in the chip's class. */
const colourOf = (chip: HTMLElement) =>
  /MuiChip-colou?r(\w+)/.exec(chip.closest('.MuiChip-root')?.className ?? '')?.[1];

describe('StatusChip', () => {
  it.each<[StatusChipProps, string, string]>([
    [{ of: 'user', status: 'enabled' }, 'Enabled', 'Success'],
    [{ of: 'user', status: 'pending' }, 'Pending', 'Default'],
    [{ of: 'user', status: 'rejected' }, 'Rejected', 'Error'],
    [{ of: 'team', status: 'disabled' }, 'Disabled', 'Default'],
    [{ of: 'course', status: 'published' }, 'Published', 'Success'],
    [{ of: 'path', status: 'draft' }, 'Draft', 'Default'],
    [{ of: 'certificate', status: 'revoked' }, 'Revoked', 'Error'],
    [{ of: 'certificate', status: 'expired' }, 'Expired', 'Default'],
    [{ of: 'progress', status: 'in_progress' }, 'In progress', 'Info'],
    [{ of: 'progress', status: 'done' }, 'Done', 'Success'],
    [{ of: 'assignment', status: 'overdue' }, 'Overdue', 'Error'],
    [{ of: 'assignment', status: 'completed-late' }, 'Completed late', 'Warning'],
    [{ of: 'assignment', status: 'in-progress' }, 'In progress', 'Info'],
    [{ of: 'assignment', status: 'withdrawn' }, 'Withdrawn', 'Default'],
  ])('says %o as "%s", coloured %s', async (props, words, colour) => {
    await renderInApp(<StatusChip {...props} />);
    const chip = screen.getByText(words);
    expect(chip).toBeVisible();
    expect(colourOf(chip)).toBe(colour);
  });

  it('agrees its words with what they belong to in Portuguese and Spanish', async () => {
    const { unmount } = await renderInApp(
      <>
        <StatusChip of="user" status="enabled" />
        <StatusChip of="team" status="enabled" />
        <StatusChip of="path" status="published" />
        <StatusChip of="course" status="published" />
      </>,
      { language: 'pt' },
    );
    for (const words of ['Ativo', 'Ativa', 'Publicada', 'Publicado'])
      expect(screen.getByText(words)).toBeVisible();
    unmount();
    await renderInApp(<StatusChip of="certificate" status="expired" />, { language: 'es' });
    expect(screen.getByText('Vencido')).toBeVisible();
  });
});

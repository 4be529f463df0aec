import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import {
  type AssignmentForm,
  assignmentFormSchema,
  dueOf,
  dueRequestOf,
  emptyAssignmentForm,
} from './assignment-form';
import { DueFields } from './DueFields';

/** The day the tests take as today. */
const TODAY = '2026-03-10';

/** The due fields in a form of their own (with something to assign, to everyone), which hands what it would send to `onSend`. */
function Due({ onSend }: { onSend(form: AssignmentForm): void }) {
  const { control, handleSubmit } = useForm<AssignmentForm>({
    resolver: zodResolver(assignmentFormSchema(false, () => TODAY)),
    defaultValues: {
      ...emptyAssignmentForm,
      item: { kind: 'path', id: 'p1', title: 'Sales path' },
      audience: { ...emptyAssignmentForm.audience, everyone: true },
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSend)}>
      <DueFields control={control} />
      <button type="submit">Send</button>
    </form>
  );
}

const sent = (onSend: ReturnType<typeof vi.fn>) => dueRequestOf(dueOf(onSend.mock.lastCall?.[0].due));

describe('DueFields', () => {
  it('sends no due date unless one is chosen', async () => {
    const onSend = vi.fn();
    const { user } = await renderInApp(<Due onSend={onSend} />);
    expect(screen.getByRole('radio', { name: 'No due date' })).toBeChecked();
    expect(screen.queryByLabelText(/Due day/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(sent(onSend)).toEqual({});
  });

  it('asks for a day that is not past, and sends it', async () => {
    const onSend = vi.fn();
    const { user } = await renderInApp(<Due onSend={onSend} />);
    await user.click(screen.getByRole('radio', { name: 'On a day' }));
    const day = screen.getByLabelText(/Due day/);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Required')).toBeVisible();

    await user.type(day, '2026-03-09');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The due date cannot be in the past')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();

    await user.clear(day);
    await user.type(day, TODAY);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(sent(onSend)).toEqual({ date: TODAY });
  });

  it('asks for 1 to 3650 whole days after being assigned, and sends them', async () => {
    const onSend = vi.fn();
    const { user } = await renderInApp(<Due onSend={onSend} />);
    await user.click(screen.getByRole('radio', { name: 'Some days after being assigned' }));
    const days = screen.getByRole('spinbutton', { name: /Days after being assigned/ });
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A whole number of days, from 1 to 3650')).toBeVisible();

    await user.clear(days);
    await user.type(days, '30');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(sent(onSend)).toEqual({ days: 30 });
  });

  it('speaks Portuguese', async () => {
    const { user } = await renderInApp(<Due onSend={vi.fn()} />, { language: 'pt' });
    expect(screen.getByRole('group', { name: 'Prazo' })).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Alguns dias após a atribuição' }));
    expect(screen.getByRole('spinbutton', { name: /Dias após a atribuição/ })).toHaveAccessibleDescription(
      'O prazo de cada pessoa conta a partir do dia em que ela recebe a atribuição.',
    );
  });
});

import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInApp } from '../test/render';
import { ChoicesField } from './ChoicesField';

const NAMES = new Map([
  ['d1', 'Alfa Distribuidora'],
  ['d2', 'Beta Comercial'],
  ['d3', 'Gama Tecnologia'],
]);

/** At least one distributor, as the forms' zod schemas say it. */
const audienceSchema = z.object({ masters: z.array(z.string()).min(1, 'validation.teamMasters') });
type Audience = z.infer<typeof audienceSchema>;

/** A form with one choice of distributors that shows what it would send and says a problem on submit. */
function AudienceForm({
  chosen = [],
  failed,
  onChosen,
}: {
  chosen?: string[];
  failed?: string;
  onChosen?(ids: string[]): void;
}) {
  const { control, watch, handleSubmit } = useForm<Audience>({
    defaultValues: { masters: chosen },
    resolver: zodResolver(audienceSchema),
  });
  const masters = watch('masters');
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined)}>
      <ChoicesField
        control={control}
        name="masters"
        label="Distributors"
        options={['d1', 'd2', 'd3']}
        labelOf={(id) => NAMES.get(id)}
        loading={false}
        failed={failed}
        hint="Its people see the course."
        noOptionsText="No distributors"
        required
        onChosen={onChosen}
      />
      <output aria-label="sent">{masters.join(',')}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const field = () => screen.getByRole('combobox', { name: /Distributors/ });

describe('ChoicesField', () => {
  it('narrows the options to what the user types and takes the one he picks by keyboard', async () => {
    const onChosen = vi.fn();
    const { user } = await renderInApp(<AudienceForm onChosen={onChosen} />);
    await user.click(field());
    await user.keyboard('gama');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Gama Tecnologia']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Gama Tecnologia' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent('d3');
    expect(onChosen).toHaveBeenCalledWith(['d3']);
  });

  it('offers only what is not chosen yet, and Backspace in the field removes the last choice', async () => {
    const { user } = await renderInApp(<AudienceForm chosen={['d1', 'd2']} />);
    await user.click(field());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gama Tecnologia']);
    await user.keyboard('{Backspace}');
    expect(screen.queryByRole('button', { name: 'Beta Comercial' })).toBeNull();
    expect(screen.getByRole('status', { name: 'sent' })).toHaveTextContent(/^d1$/);
  });

  it('says "No distributors" when nothing matches what was typed', async () => {
    const { user } = await renderInApp(<AudienceForm />);
    await user.click(field());
    await user.keyboard('zeta');
    expect(screen.getByText('No distributors')).toBeVisible();
  });

  it('names a choice it does not know yet "Loading…"', async () => {
    await renderInApp(<AudienceForm chosen={['d9']} />);
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeVisible();
  });

  it("says the form's problem in the user's language, marks the field and takes the focus to it", async () => {
    const { user } = await renderInApp(<AudienceForm />, { language: 'pt' });
    expect(field()).toHaveAccessibleDescription('Its people see the course.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(field()).toHaveAccessibleDescription('Escolha pelo menos um distribuidor'));
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveFocus();
  });

  it('says when its options could not be loaded, in place of the hint', async () => {
    await renderInApp(<AudienceForm failed="The distributors could not be loaded" />);
    expect(field()).toHaveAccessibleDescription('The distributors could not be loaded');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
  });
});

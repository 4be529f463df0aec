import type { CountryItem, SessionScope, TeamListItem, TeamMaster } from '@academy/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { allTeamsKey } from '../../../lib/team-options';
import { renderInApp } from '../../../test/render';
import { assignmentKeys } from '../api';
import { AudienceFields } from './AudienceFields';
import {
  type AssignmentForm,
  assignmentFormSchema,
  audienceOf,
  emptyAssignmentForm,
} from './assignment-form';

const country = (_id: string, en: string, pt: string): CountryItem => ({
  _id,
  iso2: _id.toUpperCase(),
  name: { en, pt, es: en },
  dialCode: '+1',
  region: 'LAAM',
});
const master = (_id: string, name: string, state: string): TeamMaster => ({
  _id,
  name,
  state,
  countryName: { en: 'Brazil', pt: 'Brasil', es: 'Brasil' },
});
const team = (_id: string, name: string): TeamListItem => ({
  _id,
  name,
  status: 'enabled',
  masters: [],
  leaders: 0,
  members: 2,
});

/** What the server answered the lists the fields offer. */
const cached: [readonly unknown[], unknown][] = [
  [
    ['public', 'countries'],
    [country('br', 'Brazil', 'Brasil'), country('ar', 'Argentina', 'Argentina')],
  ],
  [
    assignmentKeys.distributors,
    [master('d1', 'Alfa Distribuição', 'SP'), master('d2', 'Carioca Redes', 'RJ')],
  ],
  [
    assignmentKeys.categories,
    [
      { id: 0, title: 'Installer', users: 3 },
      { id: 1, title: 'Seller', users: 5 },
    ],
  ],
  [allTeamsKey, { items: [team('t1', 'North sales')], total: 1 }],
];

/** A master's scope: his distributor's learners, in Brazil. */
const masterScope: SessionScope = {
  peopleTypes: ['student', 'fact'],
  countries: ['br'],
  distributors: ['d1'],
};

/** The fields in a form of their own, which hands what it would send to `onSend`. */
function Audience({ scope, onSend }: { scope: SessionScope; onSend(form: AssignmentForm): void }) {
  const { control, handleSubmit } = useForm<AssignmentForm>({
    resolver: zodResolver(assignmentFormSchema(false)),
    defaultValues: { ...emptyAssignmentForm, item: { kind: 'course', id: 'c1', title: 'Networking' } },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSend)}>
      <AudienceFields control={control} scope={scope} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('AudienceFields', () => {
  it("offers the asker's user types and countries, names the distributors with their place, and sends the conditions chosen", async () => {
    const onSend = vi.fn();
    const { user } = await renderInApp(<Audience scope={masterScope} onSend={onSend} />, { cached });

    await user.click(screen.getByRole('combobox', { name: 'User types' }));
    const types = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual(['Students', 'Fact']);
    await user.click(screen.getByRole('option', { name: 'Students' }));
    await user.keyboard('{Escape}');

    // Argentina is outside a master of Brazil's scope
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Brazil']);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'Distributors' }));
    await user.click(screen.getByRole('option', { name: 'Alfa Distribuição (Brazil · SP)' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'User categories' }));
    await user.click(screen.getByRole('option', { name: 'Seller' }));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(audienceOf(onSend.mock.calls[0]?.[0].audience)).toEqual({
      everyone: false,
      people: [],
      userTypes: ['student'],
      countries: [],
      distributors: ['d1'],
      categories: [1],
      teams: [],
    });
  });

  it('refuses an audience that reaches no one, until "Everyone" is switched on', async () => {
    const onSend = vi.fn();
    const { user } = await renderInApp(
      <Audience
        scope={{
          peopleTypes: ['admin', 'tsm', 'master', 'student', 'fact'],
          countries: null,
          distributors: null,
        }}
        onSend={onSend}
      />,
      { cached },
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose who to assign: people, a condition, or everyone',
    );
    expect(onSend).not.toHaveBeenCalled();

    // an admin may pick any country
    await user.click(screen.getByRole('combobox', { name: 'Countries' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('switch', { name: 'Everyone' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledTimes(1));
    expect(audienceOf(onSend.mock.calls[0]?.[0].audience).everyone).toBe(true);
  });

  it('speaks Spanish', async () => {
    await renderInApp(<Audience scope={masterScope} onSend={vi.fn()} />, { cached, language: 'es' });
    expect(screen.getByRole('switch', { name: 'Todas las personas' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tipos de usuario' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Categorías de usuario' })).toBeVisible();
    expect(screen.getByText(/la persona debe cumplir todas/)).toBeVisible();
  });
});

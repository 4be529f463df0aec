import type { TeamListItem } from '@academy/domain';
import { screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { allTeamsKey } from '../lib/team-options';
import { renderInApp } from '../test/render';
import { TeamsField } from './TeamsField';

const team = (_id: string, name: string): TeamListItem => ({
  _id,
  name,
  status: 'enabled',
  masters: [],
  leaders: 1,
  members: 3,
});
/** The asker's teams as the server lists them. */
const listed: [readonly unknown[], unknown] = [
  allTeamsKey,
  { items: [team('t1', 'North sales'), team('t2', 'South sales')], total: 2 },
];

function PathTeams({ chosen, hint }: { chosen: string[]; hint?: string }) {
  const { control } = useForm<{ teams: string[] }>({ defaultValues: { teams: chosen } });
  return (
    <TeamsField
      control={control}
      name="teams"
      known={[{ _id: 't9', name: 'Former partners' }]}
      hint={hint}
      required
    />
  );
}

describe('TeamsField', () => {
  it("offers the asker's teams by name and names the chosen ones, even those the list no longer has", async () => {
    const { user } = await renderInApp(<PathTeams chosen={['t1', 't9', 't404']} />, { cached: [listed] });
    expect(screen.getByRole('button', { name: 'North sales' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Former partners' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Unknown team' })).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /Teams/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['South sales']);
  });

  it('speaks Spanish: its label, hint and an empty search', async () => {
    const { user } = await renderInApp(<PathTeams chosen={[]} hint="Los miembros ven la ruta." />, {
      language: 'es',
      cached: [listed],
    });
    const field = screen.getByRole('combobox', { name: /Equipos/ });
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription('Los miembros ven la ruta.');
    await user.click(field);
    await user.keyboard('zzz');
    expect(screen.getByText('Ningún equipo')).toBeVisible();
  });

  it('says when the teams could not be loaded', async () => {
    // the network fails, as with the server out of reach
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await renderInApp(<PathTeams chosen={[]} />, { language: 'pt' });
    const field = screen.getByRole('combobox', { name: /Equipes/ });
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription('Não foi possível carregar as equipes'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});

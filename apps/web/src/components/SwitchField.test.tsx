import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../test/render';
import { SwitchField } from './SwitchField';

interface Settings {
  optional: boolean;
  ordered: boolean;
}

/** A form of two switches that shows the values it would save. */
function SettingsForm({ hint }: { hint?: string }) {
  const { control, watch } = useForm<Settings>({ defaultValues: { optional: false, ordered: true } });
  const values = watch();
  return (
    <form>
      <SwitchField control={control} name="optional" label="Optional" />
      <SwitchField control={control} name="ordered" label="In order" hint={hint} />
      <output>{JSON.stringify(values)}</output>
    </form>
  );
}

describe('SwitchField', () => {
  it("shows the form's value and changes it when the user clicks its label", async () => {
    const { user } = await renderInApp(<SettingsForm />);
    const optional = screen.getByRole('switch', { name: 'Optional' });
    expect(optional).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'In order' })).toBeChecked();
    await user.click(screen.getByText('Optional'));
    expect(optional).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('{"optional":true,"ordered":true}');
  });

  it('switches by keyboard: Tab reaches it and Space toggles it', async () => {
    const { user } = await renderInApp(<SettingsForm />);
    await user.tab();
    await user.tab();
    const ordered = screen.getByRole('switch', { name: 'In order' });
    expect(ordered).toHaveFocus();
    await user.keyboard(' ');
    expect(ordered).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('{"optional":false,"ordered":false}');
  });

  it('says what the switch does below it, and a screen reader hears it with the switch', async () => {
    await renderInApp(<SettingsForm hint="Learners take the courses one after the other." />);
    expect(screen.getByRole('switch', { name: 'In order' })).toHaveAccessibleDescription(
      'Learners take the courses one after the other.',
    );
    expect(screen.getByRole('switch', { name: 'Optional' })).not.toHaveAccessibleDescription();
  });
});

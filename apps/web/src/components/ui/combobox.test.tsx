import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../test/render-with-i18n';
import { Combobox, type ComboboxOption } from './combobox';

const PLATFORM: ComboboxOption = { id: '', label: 'I study independently (platform student)' };
const PUNE: ComboboxOption = { id: '2', label: 'Government Engineering College, Pune' };

function Picker() {
  const [selected, setSelected] = useState(PLATFORM);
  const [query, setQuery] = useState('');
  const options = [PLATFORM, PUNE].filter((option) =>
    option.label.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <Combobox
      label="College"
      options={options}
      selected={selected}
      onSelect={setSelected}
      onQueryChange={setQuery}
      statusText={`${options.length} found`}
    />
  );
}

describe('Combobox', () => {
  it('selects the shown choice when clicked into, so typing replaces it instead of landing mid-text', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Picker />);
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'College' });

    await user.pointer({ keys: '[MouseLeft]', target: field, offset: 4 });
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(PLATFORM.label.length);

    await user.keyboard('pune');
    expect(field).toHaveValue('pune');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue(PUNE.label);
  });

  it('selects the choice when tabbed into as well', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Picker />);
    await user.tab();
    const field = screen.getByRole<HTMLInputElement>('combobox', { name: 'College' });
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(PLATFORM.label.length);
  });
});

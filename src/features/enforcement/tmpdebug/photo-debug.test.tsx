import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { PhotoField } from '../../inspections/components/photo-field';

vi.mock('../../inspections/api', () => ({ uploadPhoto: vi.fn() }));

it('rejects a gif', async () => {
  const onChange = vi.fn();
  const { container } = render(
    <IntlProvider locale="zh" defaultLocale="zh" onError={(e) => console.log('intl', e.message)}>
      <PhotoField value={[]} onChange={onChange} host={null} />
    </IntlProvider>,
  );
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  const file = new File(['GIF89a'], 'doc.gif', { type: 'image/gif' });
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
    await new Promise((r) => setTimeout(r, 50));
  });
  console.log(container.innerHTML);
  expect(screen.getAllByRole('alert').length).toBe(1);
});

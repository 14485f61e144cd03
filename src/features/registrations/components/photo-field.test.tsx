import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { uploadPhoto } from '../api';
import { PhotoField } from './photo-field';

vi.mock('../api', () => ({ uploadPhoto: vi.fn() }));

function renderField(onChange = vi.fn()) {
  const { container } = render(
    <StrictMode>
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <PhotoField value={[]} onChange={onChange} host={null} />
      </IntlProvider>
    </StrictMode>,
  );
  return { input: container.querySelector('input[type=file]') as HTMLInputElement, onChange };
}

const pick = (input: HTMLInputElement, files: File[]) =>
  act(async () => {
    fireEvent.change(input, { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

it('rejects a wrong type with a message and stays usable (StrictMode double effects)', async () => {
  const { input } = renderField();
  await pick(input, [new File(['GIF89a'], 'doc.gif', { type: 'image/gif' })]);
  expect(screen.getByRole('alert').textContent).toContain('doc.gif');
  expect(input.disabled).toBe(false);
});

it('adds an uploaded photo to the value', async () => {
  vi.mocked(uploadPhoto).mockResolvedValue({ photoId: 'p1', url: '/p1.png' } as Awaited<
    ReturnType<typeof uploadPhoto>
  >);
  const { input, onChange } = renderField();
  await pick(input, [new File(['x'], 'p.png', { type: 'image/png' })]);
  expect(onChange).toHaveBeenCalledWith([{ photoId: 'p1', url: '/p1.png' }]);
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { expect, it, vi } from 'vitest';
import { PhotoField, type PhotoUpload } from './photo-field';

function renderField(
  upload: PhotoUpload,
  { max, value = [] }: { max?: number; value?: { photoId: string; url: string }[] } = {},
) {
  const onChange = vi.fn();
  const { container } = render(
    <StrictMode>
      <IntlProvider locale="zh" defaultLocale="zh" onError={() => undefined}>
        <PhotoField value={value} onChange={onChange} host={null} upload={upload} max={max} />
      </IntlProvider>
    </StrictMode>,
  );
  return { input: container.querySelector('input[type=file]') as HTMLInputElement | null, onChange };
}

const pick = (input: HTMLInputElement, files: File[]) =>
  act(async () => {
    fireEvent.change(input, { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

it('rejects a wrong type with a message and stays usable (StrictMode double effects)', async () => {
  const upload = vi.fn<PhotoUpload>();
  const { input } = renderField(upload);
  await pick(input!, [new File(['GIF89a'], 'doc.gif', { type: 'image/gif' })]);
  expect(screen.getByRole('alert').textContent).toContain('doc.gif');
  expect(input!.disabled).toBe(false);
  expect(upload).not.toHaveBeenCalled();
});

it('adds an uploaded photo to the value, through the upload it is given', async () => {
  const upload = vi.fn<PhotoUpload>().mockResolvedValue({ photoId: 'p1', url: '/p1.png' });
  const { input, onChange } = renderField(upload);
  await pick(input!, [new File(['x'], 'p.png', { type: 'image/png' })]);
  expect(upload).toHaveBeenCalledWith(expect.any(File), 'p.png');
  expect(onChange).toHaveBeenCalledWith([{ photoId: 'p1', url: '/p1.png' }]);
});

it('offers no more once the maximum is reached', () => {
  const { input } = renderField(vi.fn<PhotoUpload>(), { max: 1, value: [{ photoId: 'p1', url: '/p1.png' }] });
  expect(input).toBeNull();
  expect(screen.getByRole('button', { name: '删除照片 1' })).toBeTruthy();
});

import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { darkTheme } from '../theme/themes.css.ts';
import { ImageUpload, type ImageUploadProps } from './ImageUpload.tsx';

const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const limits = { maxCount: 3, maxBytes: 5 * 1024 * 1024, accept: ['image/png', 'image/jpeg'] } as const;

/** A screen that keeps every file it is given. */
function Screen(props: Partial<ImageUploadProps> & { initial?: File[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [files, setFiles] = useState(initial);
  return (
    <ImageUpload
      label="Screenshots"
      {...limits}
      {...rest}
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ImageUpload', () => {
  it('offers PNG and JPG, says the 5 MB limit, and reports what was picked after what is kept', async () => {
    const onChange = vi.fn();
    const kept = photo('slip.png');
    await render(<Screen initial={[kept]} onChange={onChange} />);
    const add = page.getByLabelText('Add image');
    await expect.element(add).toHaveAttribute('accept', 'image/png,image/jpeg');
    await expect.element(add).toHaveAccessibleDescription('PNG, JPG, up to 5 MB each');
    const picked = [photo('a.png'), photo('b.png')];
    await userEvent.upload(add, picked);
    expect(onChange).toHaveBeenCalledWith([kept, ...picked]);
  });

  it('reports every picked file, even past the count: which to refuse is the screen’s decision', async () => {
    const onChange = vi.fn();
    await render(<ImageUpload label="Screenshots" {...limits} files={[photo('a.png')]} onChange={onChange} />);
    await userEvent.upload(page.getByLabelText('Add image'), [photo('b.png'), photo('c.png'), photo('d.png')]);
    expect(onChange.mock.calls[0]?.[0].map((file: File) => file.name)).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
  });

  it('shows each kept image as a thumbnail with a 44 px remove button', async () => {
    await render(
      <div className={darkTheme}>
        <Screen initial={[photo('slip.png'), photo('history.png')]} />
      </div>,
    );
    await expect
      .element(page.getByRole('img', { name: 'slip.png' }))
      .toHaveAttribute('src', expect.stringMatching(/^blob:/));
    const remove = page.getByRole('button', { name: 'Remove history.png' }).element().getBoundingClientRect();
    expect(remove.width).toBeGreaterThanOrEqual(44);
    expect(remove.height).toBeGreaterThanOrEqual(44);
  });

  it('removes the one image asked for and moves focus on to the add tile', async () => {
    const onChange = vi.fn();
    const [slip, history] = [photo('slip.png'), photo('history.png')];
    await render(<Screen initial={[slip, history]} onChange={onChange} />);
    await userEvent.click(page.getByRole('button', { name: 'Remove slip.png' }));
    expect(onChange).toHaveBeenCalledWith([history]);
    await expect.element(page.getByRole('img', { name: 'slip.png' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('img', { name: 'history.png' })).toBeVisible();
    await expect.element(page.getByLabelText('Add image')).toHaveFocus();
  });

  it('releases a thumbnail’s object URL when it is removed, and the rest when the form goes', async () => {
    const created: string[] = [];
    const create = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      const url = create(object);
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(<Screen initial={[photo('slip.png'), photo('history.png')]} />);
    await expect.element(page.getByRole('img', { name: 'history.png' })).toBeVisible();
    const slipUrl = page.getByRole('img', { name: 'slip.png' }).element().getAttribute('src');
    const historyUrl = page.getByRole('img', { name: 'history.png' }).element().getAttribute('src');
    await userEvent.click(page.getByRole('button', { name: 'Remove slip.png' }));
    expect(revoke.mock.calls.map(([url]) => url)).toEqual([slipUrl]);
    await screen.unmount();
    expect(revoke.mock.calls.map(([url]) => url)).toEqual([slipUrl, historyUrl]);
    // Every URL made was released: none is left holding a photo in memory.
    expect(created.every((url) => revoke.mock.calls.some(([released]) => released === url))).toBe(true);
  });

  it('hides the add tile once 3 images are kept, and shows it again after a removal', async () => {
    await render(<Screen initial={[photo('a.png'), photo('b.png'), photo('c.png')]} />);
    await expect.element(page.getByText('3 of 3')).toBeVisible();
    await expect.element(page.getByLabelText('Add image')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Remove b.png' }));
    await expect.element(page.getByText('2 of 3')).toBeVisible();
    await expect.element(page.getByLabelText('Add image')).toBeVisible();
  });

  it('shows the error it is given, tied to the picker, and drops it when told', async () => {
    const view = (error?: string) => (
      <ImageUpload label="Screenshots" {...limits} files={[]} onChange={() => {}} error={error} />
    );
    const screen = await render(view('bonus.gif is not a PNG or JPG image'));
    const add = page.getByLabelText('Add image');
    await expect.element(add).toBeInvalid();
    await expect
      .element(add)
      .toHaveAccessibleDescription('PNG, JPG, up to 5 MB each bonus.gif is not a PNG or JPG image');
    await screen.rerender(view());
    await expect.element(add).not.toBeInvalid();
    await expect.element(page.getByText('bonus.gif is not a PNG or JPG image')).not.toBeInTheDocument();
  });

  it('lets the same photo be picked again after it was removed', async () => {
    const onChange = vi.fn();
    const slip = photo('slip.png');
    await render(<Screen onChange={onChange} />);
    await userEvent.upload(page.getByLabelText('Add image'), slip);
    // A picker still holding the photo would not report picking it again: the browser sees no change.
    expect((page.getByLabelText('Add image').element() as HTMLInputElement).value).toBe('');
    await userEvent.click(page.getByRole('button', { name: 'Remove slip.png' }));
    await userEvent.upload(page.getByLabelText('Add image'), slip);
    expect(onChange).toHaveBeenCalledTimes(3);
    await expect.element(page.getByRole('img', { name: 'slip.png' })).toBeVisible();
  });

  it('takes nothing while disabled', async () => {
    await render(<Screen initial={[photo('slip.png')]} disabled />);
    await expect.element(page.getByLabelText('Add image')).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Remove slip.png' })).toBeDisabled();
  });
});

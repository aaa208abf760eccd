import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyDialog', () => {
  it('fetches the code once, however often it is asked for', async () => {
    const importer = vi.fn(() => Promise.resolve(Greeting));
    const { load } = lazyDialog(importer);
    const [first, second] = await Promise.all([load(), load()]);
    await load();
    expect(first).toBe(Greeting);
    expect(second).toBe(Greeting);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders the dialog in the same pass once its code is there, without suspending', async () => {
    const { load, Dialog } = lazyDialog(() => Promise.resolve(Greeting));
    // Before, it suspends: outside any Suspense boundary a synchronous render cannot finish.
    expect(() => renderToStaticMarkup(<Dialog name="Asha" />)).toThrow();
    await load();
    expect(renderToStaticMarkup(<Dialog name="Asha" />)).toBe('<p>Hello Asha</p>');
  });

  it('fetches again after a failed attempt (offline before the chunk was cached)', async () => {
    const importer = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(Greeting);
    const { load } = lazyDialog(importer);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe(Greeting);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

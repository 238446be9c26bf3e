import { act } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { markHydratingLanding, useIsClient } from './use-is-client';

function Probe() {
  return <p>{useIsClient() ? 'client' : 'server'}</p>;
}

describe('useIsClient', () => {
  it('is false while hydrating the prerendered landing page, then true, without a mismatch', async () => {
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    container.innerHTML = '<p>server</p>';
    document.body.append(container);
    const rendered: string[] = [];
    const observer = new MutationObserver(() => rendered.push(container.textContent ?? ''));
    observer.observe(container, { subtree: true, characterData: true, childList: true });
    markHydratingLanding();
    const recovered: unknown[] = [];
    const root = await act(async () =>
      // A hydration mismatch (React error #418) is reported here, and React then renders afresh.
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recovered.push(error) }),
    );
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('client');
    // Hydration reused the server's text node: 'client' is the only change.
    expect(rendered.at(-1)).toBe('client');
    observer.disconnect();
    act(() => root.unmount());
    container.remove();
  });

  it('still matches the server in a part that hydrates late, after the visitor has navigated away', async () => {
    // The landing page's lower sections are lazy: their Suspense boundary can still be waiting for its code when
    // a click has already changed the URL. Read at that point, the path said "not hydrating" and React reported
    // #418 (seen in Chromium as a console error after an early click on the navigation).
    window.history.replaceState(null, '', '/');
    const container = document.createElement('div');
    container.innerHTML = '<!--$--><p>server</p><!--/$-->';
    document.body.append(container);
    let arrive: (module: { default: typeof Probe }) => void = () => {};
    const LateProbe = lazy(() => new Promise<{ default: typeof Probe }>((resolve) => (arrive = resolve)));
    markHydratingLanding();
    const recovered: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={null}>
          <LateProbe />
        </Suspense>,
        { onRecoverableError: (error) => recovered.push(error) },
      ),
    );
    expect(container.textContent).toBe('server');
    window.history.pushState(null, '', '/library');
    await act(async () => arrive({ default: Probe }));
    expect(recovered).toEqual([]);
    expect(container.textContent).toBe('client');
    act(() => root.unmount());
    container.remove();
    window.history.replaceState(null, '', '/');
  });
});

import { act } from '@testing-library/react';
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
});

/**
 * localStorage access that never throws: storage can be unavailable (privacy modes, quota). Its
 * failures are logged as warnings and nothing else happens.
 */
export function readStorage(key: string): string | null {
  // The build-time prerender (scripts/prerender.mjs) renders without a window: nothing stored.
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to local storage`, error);
  }
}

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}

// Ending a session: the server's first, then the spec's stored keys (SPEC.md §4 Logout).
import { api } from './api';
import { clearStoredLogin } from './storage';

export async function logout(): Promise<void> {
  try {
    await api.accounts.logout.$post();
  } catch {
    // Offline: the stored keys still go, and the session cookie expires on its own.
  }
  clearStoredLogin();
}

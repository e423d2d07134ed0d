// The spec's local browser storage keys (SPEC.md §3).
import type { UserType } from '../shared/options';

export const STORAGE_KEYS = { user: 'user', userType: 'userType', profilePic: 'profilePic' } as const;

export function storedUserType(): UserType | null {
  const value = localStorage.getItem(STORAGE_KEYS.userType);
  return value === 'Volunteer' || value === 'NGO' ? value : null;
}

export function storeLogin(user: string, userType: UserType): void {
  localStorage.setItem(STORAGE_KEYS.user, user);
  localStorage.setItem(STORAGE_KEYS.userType, userType);
}

export function clearStoredLogin(): void {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

import { describe, expect, it } from 'vitest';
import { appUrl, PATHS, verifyPath } from './paths';

describe('appUrl', () => {
  it('puts the page in the hash, where the app routes', () => {
    expect(appUrl('https://setu.example', PATHS.ngoDashboard)).toBe(
      'https://setu.example/#/ngo-dashboard',
    );
  });

  it('encodes each query value as the link pages read it back', () => {
    const url = appUrl('http://localhost:3000', PATHS.resetPassword, { token: 'a+b/c=&d' });
    expect(url).toBe('http://localhost:3000/#/reset-password?token=a%2Bb%2Fc%3D%26d');
    const query = new URLSearchParams(new URL(url).hash.split('?')[1]);
    expect(query.get('token')).toBe('a+b/c=&d');
  });

  it('takes a built path as it is', () => {
    expect(appUrl('http://x', verifyPath('AB 12'))).toBe('http://x/#/verify/AB%2012');
  });
});

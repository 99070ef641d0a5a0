import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.ts';
import { loginErrorText } from './login-error.ts';

describe('loginErrorText', () => {
  it('maps each failure to the catalogue text', () => {
    expect(loginErrorText(new ApiError(401, 'Invalid'))).toBe('email or password is incorrect');
    expect(loginErrorText(new ApiError(429, 'slow down'))).toBe('too many requests');
    expect(loginErrorText(new ApiError(500, 'Network Error', undefined, true))).toBe('network error');
    expect(loginErrorText(new ApiError(503, 'prom rej'))).toBe('Unexpected Error 503');
    expect(loginErrorText(new ApiError(204, 'prom rej'))).toBe('Unexpected Error 204');
  });
});

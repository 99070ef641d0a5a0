import { describe, expect, it } from 'vitest';
import { messages } from '@specpulse/contract';
import { ssoLanding } from './sso.ts';

describe('ssoLanding', () => {
  it("reads the portal's token from the fragment", () => {
    expect(ssoLanding('#sso_token=abc.def.ghi')).toEqual({ token: 'abc.def.ghi' });
  });

  it("gives each refusal the catalogue's text, and an unknown one the general failure", () => {
    expect(ssoLanding('#sso_error=no-firm')).toEqual({ error: messages.ssoNoFirm });
    expect(ssoLanding('#sso_error=inactive')).toEqual({ error: messages.ssoInactive });
    expect(ssoLanding('#sso_error=failed')).toEqual({ error: messages.ssoFailed });
    expect(ssoLanding('#sso_error=whatever')).toEqual({ error: messages.ssoFailed });
  });

  it('is null without a single sign-on in the fragment', () => {
    expect(ssoLanding('')).toBeNull();
    expect(ssoLanding('#section')).toBeNull();
  });
});

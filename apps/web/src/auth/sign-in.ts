// The sign-in call: only a 200 with a token counts as success (spec doc 1 §5).
import { loginRoute, type LoginBody } from '@specpulse/contract';
import { api } from '../api/client.ts';

export async function requestToken(body: LoginBody): Promise<string> {
  const { token } = await api.call(loginRoute, { body, public: true, onlyStatus: 200 });
  return token;
}
